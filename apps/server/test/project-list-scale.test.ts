import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, user } from "../src/db/schema/index.ts";
import {
  createProject,
  createSeededApp,
  DEMO,
  joinTeam,
  client,
  confirmEmail,
  loginAs,
  newAccount,
  projectIdByTitle,
  SEEDED,
  ok,
  setProject,
  type Account,
  type ProjectListResponse,
} from "./project-helpers.ts";
import { captureStatement, planOf, plansChosen } from "./query-plans.ts";
import type { TestApp } from "./test-app.ts";

// The project list's summary reads kept figures (project_figures, migration 0016, decision 055) plus the
// person's own unlisted projects. These tests hold them to a recount of every row after each kind of
// change, whoever makes it: the API, a direct UPDATE, a DELETE, the cascade of a deleted account.

let t: TestApp;
let investor: string;
let creator: string;
let admin: string;
let member: Account;
let owner: Account;

beforeAll(async () => {
  // Cache off: the direct UPDATEs below move no data generation, and the summary is what is measured.
  t = await createSeededApp({ READ_CACHE: "false" });
  investor = await loginAs(t.app, DEMO.ana);
  creator = await loginAs(t.app, DEMO.creator);
  admin = await loginAs(t.app, DEMO.admin);
  member = await newAccount(t.app, "investor", { name: "Mara Membro" });
  owner = await newAccount(t.app, "creator", { name: "Otto Dono" });
  await confirmEmail(t.database.db, owner.id);
});
afterAll(() => t.close());

type Figures = Record<string, { projects: number; target: number; roiSum: number; roiCount: number }>;

async function figures(query: ReturnType<typeof sql>): Promise<Figures> {
  const result = (await t.database.db.execute(query)) as unknown as {
    rows: { key: string; projects: number; target: string; roi_sum: string; roi_count: number }[];
  };
  const out: Figures = {};
  for (const r of result.rows) {
    out[r.key] = {
      projects: Number(r.projects),
      target: Number(r.target),
      roiSum: Number(r.roi_sum),
      roiCount: Number(r.roi_count),
    };
  }
  return out;
}

/** Kept rows (a row back at zero projects must be all zeros, and is left out) against a recount. */
async function expectKeptEqualsRecount() {
  const kept = await figures(sql`select concat_ws('|', visibility, status, project_type, purpose) as key,
      projects, target_amount as target, roi_sum, roi_count from project_figures`);
  const recount = await figures(sql`select concat_ws('|', visibility, status, project_type, purpose) as key,
      count(*) as projects, coalesce(sum(target_amount), 0) as target, coalesce(sum(roi), 0) as roi_sum,
      count(roi) as roi_count from projects group by 1`);
  for (const [key, row] of Object.entries(kept)) {
    if (row.projects === 0) {
      expect(row, key).toEqual({ projects: 0, target: 0, roiSum: 0, roiCount: 0 });
      delete kept[key];
    }
  }
  expect(kept).toEqual(recount);
  expect(Object.keys(recount).length).toBeGreaterThan(3);
  await expectSearchRowsEqualProjects();
}

/** The search's rows (project_search, decision 072) are each project's searched columns, one per project. */
async function expectSearchRowsEqualProjects() {
  const columns = sql.raw(`search_text, created_at, status, visibility, project_type, purpose, created_by,
    target_amount, roi`);
  const rows = async (query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
  const kept = await rows(sql`select project_id as id, ${columns} from project_search order by 1`);
  expect(kept).toEqual(await rows(sql`select id, ${columns} from projects order by 1`));
  expect(kept.length).toBeGreaterThan(10);
}

/** The list's summary as the aggregate over every project `userId` may see (null: everything). */
async function recountedSummary(userId: string | null, filter = sql`true`) {
  const visible =
    userId === null
      ? sql`true`
      : sql`((p.status <> 'draft' and p.visibility = 'public') or p.created_by = ${userId}
          or exists (select 1 from project_team_members m where m.project_id = p.id and m.user_id = ${userId}))`;
  const result = (await t.database.db.execute(sql`select count(*) as total,
      count(*) filter (where p.status = 'funding_open') as fundraising,
      coalesce(sum(p.target_amount), 0) as volume, round(avg(p.roi), 2) as roi
    from projects p where ${visible} and ${filter}`)) as unknown as {
    rows: { total: number; fundraising: number; volume: string; roi: string | null }[];
  };
  const [r] = result.rows;
  return {
    total: Number(r!.total),
    fundraising: Number(r!.fundraising),
    total_volume: Number(r!.volume),
    average_roi: r!.roi === null ? null : Number(r!.roi),
  };
}

async function expectSummariesExact() {
  const who = [
    { cookie: investor, id: await userId(DEMO.ana) },
    { cookie: creator, id: await userId(DEMO.creator) },
    { cookie: member.cookie, id: member.id },
    { cookie: owner.cookie, id: owner.id },
    { cookie: admin, id: null },
  ];
  for (const person of who) {
    expect(await listSummary(person.cookie)).toEqual(await recountedSummary(person.id));
    const filtered = await listSummary(person.cookie, {
      status: "funding_open",
      type: "apartamentos",
      purpose: "investment",
    });
    expect(filtered).toEqual(
      await recountedSummary(
        person.id,
        sql`p.status = 'funding_open' and p.project_type = 'apartamentos' and p.purpose = 'investment'`,
      ),
    );
    expect(await listSummary(person.cookie, { status: "draft" })).toEqual(
      await recountedSummary(person.id, sql`p.status = 'draft'`),
    );
  }
}

async function listSummary(cookie: string, query: Record<string, string> = {}) {
  const params = new URLSearchParams({ limit: "5", ...query });
  return ok<ProjectListResponse>(await client(t.app, cookie).get(`/api/projects?${params}`)).summary;
}

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

describe("the project list's kept figures", () => {
  it("equal a recount of the seeded projects, and the summaries equal their aggregates", async () => {
    await expectKeptEqualsRecount();
    await expectSummariesExact();
  });

  it("stay exact through creates, status, visibility, amount and ROI changes, deletes and a deleted account", async () => {
    const publicDraft = await createProject(t.app, owner.cookie, { visibility: "public", roi: 9.75 });
    const privateOne = await createProject(t.app, owner.cookie, {
      visibility: "private",
      target_amount: 250_000,
      team: [{ name: "Mara Membro", role: "engenheiro", email: member.email }],
    });
    await joinTeam(t, member, privateOne);
    await createProject(t.app, creator, { visibility: "public", project_type: "casas", purpose: "investment" });
    await expectKeptEqualsRecount();
    await expectSummariesExact();

    await setProject(t.database.db, publicDraft, { status: "planning" });
    await setProject(t.database.db, privateOne, { status: "funding_open" });
    await expectKeptEqualsRecount();
    await expectSummariesExact();

    await setProject(t.database.db, privateOne, { visibility: "public" });
    await setProject(t.database.db, publicDraft, { visibility: "private", roi: null, targetAmount: "777.77" });
    // A change of none of the kept columns (every commitment moves the raised amount) changes nothing.
    await setProject(t.database.db, privateOne, { raisedAmount: "1000.00", status: "funding_open" });
    await expectKeptEqualsRecount();
    await expectSummariesExact();

    await t.database.db.delete(projects).where(eq(projects.id, publicDraft));
    await setProject(t.database.db, await projectIdByTitle(t.database.db, SEEDED.vilaSerena), { status: "completed" });
    await expectKeptEqualsRecount();
    await expectSummariesExact();

    // The account's projects leave through the cascade.
    await t.database.db.delete(user).where(eq(user.id, owner.id));
    owner = await newAccount(t.app, "creator", { name: "Otto Dono II" });
    await expectKeptEqualsRecount();
    await expectSummariesExact();
  });

  it("are what the summary reads: the platform's rows are not aggregated per request", async () => {
    const before = await listSummary(investor);
    const kept = sql`visibility = 'public' and status = 'funding_open' and project_type = 'apartamentos'
      and purpose = 'investment'`;
    await t.database.db.execute(sql`update project_figures set projects = projects + 1000 where ${kept}`);
    try {
      const after = await listSummary(investor);
      expect(after.total).toBe(before.total + 1000);
      expect(after.fundraising).toBe(before.fundraising + 1000);
      // A search sums the figures kept per word beginning (decision 136), not these.
      expect((await listSummary(investor, { q: "residencial" })).total).toBeLessThan(1000);
    } finally {
      await t.database.db.execute(sql`update project_figures set projects = projects - 1000 where ${kept}`);
    }
    await expectKeptEqualsRecount();
  });
});

describe("the project search", () => {
  it("the projects' trigram index serves `search_text like '%…%'` (the documents' project picker; pg_trgm loaded where the database is opened)", async () => {
    // The demo data is small enough for a sequential scan to win: forbid it to see the index can serve.
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(
        sql`explain select id from projects where search_text like ${"%recife%"}`,
      )) as unknown as { rows: { "QUERY PLAN": string }[] };
    });
    expect(plan.rows.map((r) => r["QUERY PLAN"]).join("\n")).toContain("projects_search_trgm_idx");
    const found = await client(t.app, investor).get("/api/projects?q=recife");
    expect(ok<ProjectListResponse>(found).items.map((p) => p.title)).toEqual([SEEDED.portoNovo]);
  });

  it("reads one word's page from an index range of its beginnings and its summary from the kept figures (decision 136)", async () => {
    let found: ProjectListResponse | undefined;
    const page = await captureStatement(
      t.database,
      (query) => query.includes("project_word_beginnings") && query.includes("cover_image_id"),
      async () => (found = ok<ProjectListResponse>(await client(t.app, investor).get("/api/projects?q=recif"))),
    );
    expect(found?.items.map((p) => p.title)).toEqual([SEEDED.portoNovo]);
    const lines = (await planOf(t.database, page, { indexesOnly: true })).join("\n");
    // The listed projects walk the listed partial index of the beginning, in the page's order, and stop
    // after the page. (The reader's own unlisted projects are joined to the word's rows by key or by the
    // word, whichever the data makes cheaper: on the demo's few rows PostgreSQL rightly reads the word.)
    expect(lines).toMatch(/Index (Only )?Scan using project_word_beginnings_listed_idx on project_word_beginnings/);
    // The summary: the kept figures of the beginning, never the matches themselves.
    expect(lines).toMatch(/Index Scan using project_word_figures_\w+ on project_word_figures/);
    expect(lines).not.toMatch(/project_search|Seq Scan/);
  });

  it("gathers several words' matches from the rarest word's rows (decision 136)", async () => {
    let found: ProjectListResponse | undefined;
    const page = await captureStatement(
      t.database,
      (query) => query.includes("project_word_beginnings") && query.includes("cover_image_id"),
      async () =>
        (found = ok<ProjectListResponse>(await client(t.app, investor).get("/api/projects?q=porto%20recife"))),
    );
    expect(found?.items.map((p) => p.title)).toEqual([SEEDED.portoNovo]);
    const lines = (await planOf(t.database, page, { indexesOnly: true })).join("\n");
    expect(lines).toMatch(/CTE matches/);
    expect(lines).not.toMatch(/project_search|Seq Scan/);
  });

  it("reads each card's investor count from its project's row, never from the commitments (decision 085)", async () => {
    for (const path of ["/api/projects?q=recife", "/api/projects?limit=12"]) {
      const page = await captureStatement(
        t.database,
        (query) => query.includes('"investor_count"') && query.includes(" limit "),
        async () => ok<ProjectListResponse>(await client(t.app, investor).get(path)),
      );
      const lines = (await planOf(t.database, page, { indexesOnly: true })).join("\n");
      // A count per card read every active commitment of each project on the page (decisions 072 and 085).
      expect(lines).not.toMatch(/ on investments\b/);
    }
  });

  it("pages a search by cursor with the summary of every match on each page, as a recount gives it", async () => {
    const q = "res";
    const recount = (await t.database.db.execute(sql`select count(*)::int as total,
        (count(*) filter (where status = 'funding_open'))::int as fundraising,
        coalesce(sum(target_amount), 0)::text as volume
      from projects where search_text ~ ${`(^|[^a-z0-9])${q}`} and status <> 'draft' and visibility = 'public'`)) as unknown as {
      rows: { total: number; fundraising: number; volume: string }[];
    };
    const expected = recount.rows[0]!;
    expect(expected.total).toBeGreaterThan(1); // more than one page of one
    const titles: string[] = [];
    let cursor: string | null = null;
    let pagesRead = 0;
    do {
      const path: string = `/api/projects?q=${q}&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = ok<ProjectListResponse>(await client(t.app, investor).get(path));
      expect(page.summary.total).toBe(expected.total);
      expect(page.summary.fundraising).toBe(expected.fundraising);
      expect(page.summary.total_volume).toBe(Number(expected.volume));
      titles.push(...page.items.map((p) => p.title));
      cursor = page.nextCursor;
      pagesRead++;
    } while (cursor && pagesRead < 50);
    expect(titles).toHaveLength(expected.total);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe("the list's first page as a prepared statement (decision 068)", () => {
  // A platform of some size: PostgreSQL's choice between plans follows the table's statistics, and on
  // the demo's 18 projects either plan looks as cheap. The copies are the seeded projects, newest last.
  beforeAll(async () => {
    await t.database.db.execute(sql`insert into projects (title, location_city, location_state, project_type, purpose,
        visibility, status, target_amount, roi, manager, search_text, created_by, created_at)
      select p.title || ' · cópia ' || g, p.location_city, p.location_state, p.project_type, p.purpose, p.visibility,
        p.status, p.target_amount, p.roi, p.manager, p.search_text, p.created_by, p.created_at - g * interval '1 day'
      from projects p, generate_series(1, 150) g`);
    await t.database.db.execute(sql`analyze projects`);
    // About 2 900 projects, each written to the search rows and its word beginnings by triggers (decision 136).
  }, 180_000);

  it("is planned once per connection: PostgreSQL keeps its generic plan after five calls, for any member", async () => {
    for (const cookie of [investor, creator, member.cookie]) {
      const page = await captureStatement(
        t.database,
        (query) => query.includes("union all") && query.includes("cover_image_id"),
        async () => ok<ProjectListResponse>(await client(t.app, cookie).get("/api/projects?limit=12")),
      );
      // Planned anew on every call (the reader's id and the LIMIT in view), it cost PostgreSQL 1–2 ms of
      // planning for 1 ms of reading at the large size.
      expect(await plansChosen(t.database, page)).toEqual({ custom: 5, generic: 3 });
    }
  });

  it("a search by one word and by several too (decision 136)", async () => {
    for (const [cookie, q] of [
      [investor, "resid"],
      [member.cookie, "resid"],
      [investor, "porto recife"],
    ] as const) {
      const page = await captureStatement(
        t.database,
        (query) => query.includes("project_word_beginnings") && query.includes("cover_image_id"),
        async () => ok<ProjectListResponse>(await client(t.app, cookie).get(`/api/projects?q=${q}&limit=12`)),
      );
      expect(await plansChosen(t.database, page), q).toEqual({ custom: 5, generic: 3 });
    }
  });
});
