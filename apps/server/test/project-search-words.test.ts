// The project search by word beginnings (decision 136): every page and summary the list answers equals the
// rule written plainly over the projects themselves (each query word begins a word of the title, city, state
// or manager), for one and several words, with filters, both scopes, every kind of reader, small pages and
// projects created at the same instant; and the rows migration 0049 keeps for it equal a fresh computation
// after every kind of change to what a search finds or counts (the invariants `npm run ledger:check` runs).
import fs from "node:fs";
import path from "node:path";
import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkInvariants } from "../src/db/invariants.ts";
import { projects, projectWordFigures } from "../src/db/schema/index.ts";
import { searchable } from "../src/lib/search-text.ts";
import { projectSearchInvariants } from "../src/modules/projects/index.ts";
import { searchWords } from "../src/modules/projects/search-words.ts";
import {
  createProject,
  createSeededApp,
  DEMO,
  joinTeam,
  listAll,
  listTitles,
  loginAll,
  newAccount,
  openRaise,
  setProject,
  userIdOf,
  type Account,
} from "./project-helpers.ts";
import { sqlRows, type TestApp } from "./test-app.ts";

let t: TestApp;
let criador: string;
let marina: string;
let ana: string;
let admin: string;
let teamMember: Account;
const ids: Record<string, string> = {};

/** Who reads: cookie, id, and whether they see every project (legal desk and admins). */
type Reader = { name: string; cookie: string; id: string; everything: boolean };
let readers: Reader[];

const db = () => t.database.db;
const idOf = (email: string) => userIdOf(db(), email);

beforeAll(async () => {
  // No read cache: the tests change projects straight in the database, which moves no data generation.
  t = await createSeededApp({ READ_CACHE: "false" });
  [criador, marina, ana, admin] = await loginAll(t.app, DEMO.creator, DEMO.marina, DEMO.ana, DEMO.admin);
  teamMember = await newAccount(t.app, "investor", { name: "Tomás Equipe" });
  ids.vilaVerde = await createProject(t.app, criador, {
    title: "Vila Verde Residencial",
    location_city: "Recife",
    location_state: "PE",
  });
  ids.verdejante = await createProject(t.app, criador, {
    title: "Residência Verdejante",
    location_city: "Olinda",
    location_state: "PE",
    project_type: "casas",
  });
  ids.draft = await createProject(t.app, criador, {
    title: "Verde-Mar Loteamento",
    location_city: "Recife",
    visibility: "private",
  });
  ids.recanto = await createProject(t.app, marina, {
    title: "Recanto Verde",
    location_city: "Natal",
    location_state: "RN",
    visibility: "private",
    team: [
      { name: "Reinaldo Gestor", role: "gestor" },
      { name: "Tomás Equipe", role: "engenheiro", email: teamMember.email },
    ],
  });
  await joinTeam(t, teamMember, ids.recanto);
  ids.hidden = await createProject(t.app, marina, { title: "Torre Residencial Recife", location_city: "Recife" });
  await setProject(db(), ids.vilaVerde, { status: "planning" });
  await setProject(db(), ids.verdejante, { status: "funding_open", roi: "14.25" });
  await setProject(db(), ids.recanto, { status: "planning", roi: null });
  // Ties: the page's order falls to the id among projects created at the same instant.
  await db().execute(
    sql`update projects set created_at = '2024-05-01T12:00:00.000001Z'
        where id in (${ids.vilaVerde}, ${ids.verdejante}, ${ids.recanto})
          or title in ('Residencial Jardim das Acácias', 'Residencial Beira-Mar Natal')`,
  );
  readers = [
    { name: "investidora", cookie: ana, id: await idOf(DEMO.ana), everything: false },
    { name: "criador", cookie: criador, id: await idOf(DEMO.creator), everything: false },
    { name: "marina", cookie: marina, id: await idOf(DEMO.marina), everything: false },
    { name: "membro da equipe", cookie: teamMember.cookie, id: teamMember.id, everything: false },
    { name: "admin", cookie: admin, id: await idOf(DEMO.admin), everything: true },
  ];
});
afterAll(() => t.close());

type Filters = { status?: string; type?: string; purpose?: string };
type Query = Filters & { q: string; scope?: "mine" };

/** The rule written plainly: the reader's projects whose text has a word beginning with each query word. */
async function reference(reader: Reader, query: Query) {
  const conditions: SQL[] = [sql`true`];
  if (query.scope === "mine") conditions.push(sql`p.created_by = ${reader.id}`);
  else if (!reader.everything)
    conditions.push(sql`((p.status <> 'draft' and p.visibility = 'public') or p.created_by = ${reader.id}
      or exists (select 1 from project_team_members tm where tm.project_id = p.id and tm.user_id = ${reader.id}))`);
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  if (query.type) conditions.push(sql`p.project_type = ${query.type}`);
  if (query.purpose) conditions.push(sql`p.purpose = ${query.purpose}`);
  for (const word of searchWords(query.q)) conditions.push(sql`p.search_text ~ ${`(^|[^a-z0-9])${word}`}`);
  const where = sql.join(conditions, sql` and `);
  const rows = await sqlRows<{ id: string }>(
    db(),
    sql`select p.id from projects p where ${where} order by p.created_at desc, p.id desc`,
  );
  const [summary] = await sqlRows<{ total: number; fundraising: number; volume: string; roi: string | null }>(
    db(),
    sql`select count(*)::int as total, (count(*) filter (where p.status = 'funding_open'))::int as fundraising,
          coalesce(sum(p.target_amount), 0)::text as volume, round(avg(p.roi), 2)::text as roi
        from projects p where ${where}`,
  );
  return {
    ids: rows.map((r) => r.id),
    summary: {
      total: summary!.total,
      fundraising: summary!.fundraising,
      total_volume: Number(summary!.volume),
      average_roi: summary!.roi === null ? null : Number(summary!.roi),
    },
  };
}

/** Every page of the search for `query`, `limit` at a time, against the rule: same projects, same order, same summary. */
async function expectLikeReference(reader: Reader, query: Query, limit: number) {
  const expected = await reference(reader, query);
  const { items, summaries } = await listAll(t.app, reader.cookie, { ...query, limit });
  const label = `${reader.name} ${JSON.stringify(query)} limit ${limit}`;
  expect(
    items.map((p) => p.id),
    label,
  ).toEqual(expected.ids);
  for (const summary of summaries) expect(summary, label).toEqual(expected.summary);
  return expected.ids.length;
}

const ONE_WORD = ["resid", "verde", "recife", "rec", "ver", "marina", "residencial", "pe", "ecife", "zzzqq"];
const SEVERAL_WORDS = [
  "verde recife",
  "resid verde",
  "VERDE   Récife",
  "vila ver",
  "residencial jardim",
  "resi residencial",
  "recanto reinaldo natal",
  "verde zzzqq",
  "re verde",
  "marina souza",
];

describe("the project search by word beginnings equals the rule over the projects (decision 136)", () => {
  it("for one word and several, for every reader and both scopes, page after page", async () => {
    let found = 0;
    for (const reader of readers) {
      for (const q of [...ONE_WORD, ...SEVERAL_WORDS]) {
        found += await expectLikeReference(reader, { q }, 2);
        await expectLikeReference(reader, { q, scope: "mine" }, 2);
      }
    }
    // Not a comparison of empty lists.
    expect(found).toBeGreaterThan(100);
    // A few hundred pages: on the shared cores of CI and of a loaded machine, more than the default 30 s.
  }, 120_000);

  it("with the filters, alone and combined, and pages of one", async () => {
    const filters: Filters[] = [
      { status: "funding_open" },
      { status: "planning" },
      { status: "draft" },
      { type: "casas" },
      { purpose: "investment", type: "apartamentos" },
      { status: "planning", type: "apartamentos", purpose: "investment" },
    ];
    for (const reader of [readers[0]!, readers[1]!, readers[3]!, readers[4]!]) {
      for (const filter of filters) {
        for (const q of ["resid", "verde", "verde recife", "resid verde"]) {
          await expectLikeReference(reader, { q, ...filter }, 1);
        }
      }
    }
  }, 120_000);

  it("finds word beginnings, not the middle of a word; one or two letters search nothing", async () => {
    expect(await listTitles(t.app, criador, { q: "reci" })).toContain("Vila Verde Residencial");
    expect(await listTitles(t.app, criador, { q: "ecife" })).toEqual([]);
    expect(await listTitles(t.app, criador, { q: "erdejante" })).toEqual([]);
    expect(await listTitles(t.app, criador, { q: "verdej" })).toEqual(["Residência Verdejante"]);
    // Punctuation separates words: "Verde-Mar" is "verde" and "mar".
    expect(await listTitles(t.app, criador, { q: "mar lote" })).toEqual(["Verde-Mar Loteamento"]);
    // The team member reads the private project they work on, by its manager's name too.
    expect(await listTitles(t.app, teamMember.cookie, { q: "reinaldo" })).toEqual(["Recanto Verde"]);
    expect(await listTitles(t.app, ana, { q: "reinaldo" })).toEqual([]);
    for (const q of ["r", "re", "pe sp", "%", "_"]) {
      expect(await listTitles(t.app, ana, { q }), q).toEqual(await listTitles(t.app, ana));
    }
  });
});

describe("the kept word beginnings and their figures (migration 0049)", () => {
  async function expectKept(step: string) {
    const report = await checkInvariants(db(), projectSearchInvariants);
    expect(report.ok ? [] : [report.broken.name, ...report.examples], step).toEqual([]);
    for (const q of ["verde", "resid nova", "nova"]) await expectLikeReference(readers[1]!, { q }, 50);
  }
  const retitle = (id: string, title: string, city: string, state: string, manager: string) =>
    setProject(db(), id, {
      title,
      locationCity: city,
      locationState: state,
      manager,
      searchText: searchable(title, city, state, manager),
    });

  it("equal a fresh computation after every change of title, city, state, manager, status, visibility and figures", async () => {
    await expectKept("as seeded");
    const id = await createProject(t.app, criador, { title: "Nova Residência Verde", location_city: "Curitiba" });
    await expectKept("created");
    await retitle(id, "Nova Vila Azul", "Curitiba", "PR", "Carlos Construtor");
    await expectKept("title changed");
    await retitle(id, "Nova Vila Azul", "Londrina", "PR", "Carlos Construtor");
    await expectKept("city changed");
    await retitle(id, "Nova Vila Azul", "Londrina", "SC", "Carlos Construtor");
    await expectKept("state changed");
    await retitle(id, "Nova Vila Azul", "Londrina", "SC", "Verônica Residente");
    await expectKept("manager changed");
    await setProject(db(), id, { status: "planning" });
    await expectKept("status changed");
    await setProject(db(), id, { visibility: "private" });
    await expectKept("visibility changed");
    await setProject(db(), id, {
      status: "funding_open",
      visibility: "public",
      targetAmount: "250000.50",
      roi: "9.75",
    });
    await expectKept("several at once");
    await setProject(db(), id, { roi: null, targetAmount: null });
    await expectKept("target and ROI cleared");
    await db().execute(sql`update projects set created_at = created_at - interval '1 day' where id = ${id}`);
    await expectKept("creation time changed");
    await db().execute(sql`update projects set raised_amount = raised_amount + 1 where id = ${id}`);
    await expectKept("a column the search does not read");
    await db().delete(projects).where(eq(projects.id, id));
    await expectKept("deleted");
    // Through the routes: the legal review, publishing and opening the raise move status and visibility.
    await openRaise(t, criador, { title: "Nova Captação Verde", location_city: "Joinville" });
    await expectKept("reviewed, published and opened through the API");
  });

  it("are what migration 0049 fills in for the projects already there", async () => {
    const migration = fs.readFileSync(
      path.join(import.meta.dirname, "../src/db/migrations/0049_project_word_beginnings.sql"),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").slice(-2);
    expect(backfill.join("")).toMatch(/INSERT INTO "project_word_beginnings"[\s\S]*INSERT INTO "project_word_figures"/);
    await db().execute(sql`delete from project_word_beginnings`);
    await db().execute(sql`delete from project_word_figures`);
    expect(await checkInvariants(db(), projectSearchInvariants)).toMatchObject({ ok: false });
    for (const statement of backfill) await db().execute(sql.raw(statement));
    expect(await checkInvariants(db(), projectSearchInvariants)).toMatchObject({ ok: true });
  });

  it("the invariants notice a kept row or figure that went wrong", async () => {
    await db().execute(
      sql`delete from project_word_beginnings where project_id = ${ids.vilaVerde} and beginning = 'vila'`,
    );
    const missing = await checkInvariants(db(), projectSearchInvariants);
    expect(missing.ok ? null : missing.broken.name).toBe("projects.kept-word-beginnings");
    // Put back as the trigger keeps it: the search row rewritten.
    await db().execute(sql`update project_search set search_text = '' where project_id = ${ids.vilaVerde}`);
    await db().execute(
      sql`update project_search s set search_text = p.search_text from projects p
          where p.id = s.project_id and p.id = ${ids.vilaVerde}`,
    );
    expect(await checkInvariants(db(), projectSearchInvariants)).toMatchObject({ ok: true });

    await db()
      .update(projectWordFigures)
      .set({ projects: sql`${projectWordFigures.projects} + 1` })
      .where(eq(projectWordFigures.beginning, "verde"));
    const counted = await checkInvariants(db(), projectSearchInvariants);
    expect(counted.ok ? null : counted.broken.name).toBe("projects.kept-word-figures");
    await db()
      .update(projectWordFigures)
      .set({ projects: sql`${projectWordFigures.projects} - 1` })
      .where(eq(projectWordFigures.beginning, "verde"));
    expect(await checkInvariants(db(), projectSearchInvariants)).toMatchObject({ ok: true });
  });
});
