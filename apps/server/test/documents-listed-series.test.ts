import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentList } from "@alicerce/shared/schemas/documents";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import {
  documents,
  investments,
  profiles,
  projectTeamMembers,
  projects,
  signatureRequests,
  user as users,
} from "../src/db/schema/index.ts";
import { readableBy } from "../src/modules/documents/document-access.ts";
import { recordDocumentVersion } from "../src/modules/documents/record-version.ts";
import { notConfidentialToOthers } from "../src/modules/signature-parties/index.ts";
import {
  client,
  createProject,
  createSeededApp,
  DEMO,
  loginAs,
  newAccount,
  ok,
  setProject,
  tinyPdf,
  upload,
  userIdOf,
  type Account,
} from "./project-helpers.ts";
import { sqlRows, type TestApp } from "./test-app.ts";

// Decision 133: the documents list reads one kept row per series (document_series_audiences, migration 0048)
// over the reader's own projects. After every kind of write the kept rows must equal a recount from every
// document, and every reader's list (its summary cards, its total and its page) must equal what the
// straightforward rule gives: decision 053's scope, and per series the newest version the person may read,
// listed when it is in the scope (decisions 061 and 131), computed over every document.

let t: TestApp;
let criador: string;
let criadorId: string;
let fileId: string;
let projectId: string;
let backer: Account;
let member: Account;

const rowsOf = <R>(query: ReturnType<typeof sql>) => sqlRows<R>(t.database.db, query);

/** The kept rows that differ from a recount over every document (none when they are exact). */
async function keptRowsWrong() {
  return rowsOf<Record<string, unknown>>(sql`
    with fresh as (
      select s.series_id, s.project_id,
        case when s.team_exact then null else s.team_id end as team_document_id,
        case when s.team_exact then null else s.team_at end as team_created_at,
        case when s.team_exact then null else s.team_status end as team_status,
        case when s.investors_exact then null else s.investors_id end as investors_document_id,
        case when s.investors_exact then null else s.investors_at end as investors_created_at,
        case when s.investors_exact then null else s.investors_status end as investors_status,
        s.team_exact, s.investors_exact,
        coalesce((select p.status <> 'draft' and p.visibility = 'public' from projects p where p.id = s.project_id), false)
          as project_public
      from (select d.series_id, (array_agg(d.project_id))[1] as project_id,
          (array_agg(d.id order by d.version desc))[1] as team_id,
          (array_agg(d.created_at order by d.version desc))[1] as team_at,
          (array_agg(case when exists (select 1 from signature_requests r where r.document_id = d.id and r.completed_at is not null)
            then 'signed' else d.review_status::text end order by d.version desc))[1] as team_status,
          (array_agg(d.id order by d.version desc) filter (where d.visibility <> 'team'))[1] as investors_id,
          (array_agg(d.created_at order by d.version desc) filter (where d.visibility <> 'team'))[1] as investors_at,
          (array_agg(case when exists (select 1 from signature_requests r where r.document_id = d.id and r.completed_at is not null)
            then 'signed' else d.review_status::text end order by d.version desc) filter (where d.visibility <> 'team'))[1]
            as investors_status,
          bool_or(c.confidential) as team_exact,
          coalesce(bool_or(c.confidential) filter (where d.visibility <> 'team'), false) as investors_exact
        from documents d
        cross join lateral (select exists (select 1 from signature_requests r
          where r.document_id = d.id and r.type in ('scp', 'investment')) as confidential) c
        group by d.series_id) s)
    (select 'kept' as side, * from document_series_audiences except select 'kept', * from fresh)
    union all
    (select 'fresh', * from fresh except select 'fresh', * from document_series_audiences)`);
}

/**
 * The readers' kept rows and counts that differ from what the rule gives over the kept series rows (decision
 * 137): a team row for the project's creator and accepted team, a backer row for the other holders of an
 * active commitment while the project is public and past draft.
 */
async function readerRowsWrong() {
  return rowsOf<Record<string, unknown>>(sql`
    with readers as (
      select p.id as project_id, p.created_by as reader_id, true as team from projects p
      union select m.project_id, m.user_id, true from project_team_members m where m.user_id is not null
      union select i.project_id, i.investor_id, false from investments i where i.status = 'active'
        and not exists (select 1 from projects p where p.id = i.project_id and p.created_by = i.investor_id)
        and not exists (select 1 from project_team_members m where m.project_id = i.project_id and m.user_id = i.investor_id)),
    fresh as (
      select r.reader_id, s.series_id, s.project_id,
        case when r.team then s.team_document_id else s.investors_document_id end as document_id,
        case when r.team then s.team_created_at else s.investors_created_at end as created_at,
        case when r.team then s.team_status else s.investors_status end as status,
        case when r.team then s.team_exact else s.investors_exact end as exact
      from document_series_audiences s join readers r on r.project_id = s.project_id
      where case when r.team then s.team_status is not null or s.team_exact
        else s.project_public and (s.investors_status is not null or s.investors_exact) end),
    counted as (select reader_id, status, count(*)::int as documents from fresh where status is not null group by 1, 2),
    kept_counts as (select reader_id, status, documents from document_reader_counts where documents <> 0)
    (select 'kept' as side, to_jsonb(k) as row from (select * from document_reader_series except select * from fresh) k)
    union all (select 'fresh', to_jsonb(f) from (select * from fresh except select * from document_reader_series) f)
    union all (select 'kept count', to_jsonb(k) from (select * from kept_counts except select * from counted) k)
    union all (select 'fresh count', to_jsonb(f) from (select * from counted except select * from kept_counts) f)`);
}

/** The reader as the reading rules take them. */
async function readerOf(email: string): Promise<CurrentUser> {
  const [row] = await t.database.db
    .select({ id: users.id, email: users.email, name: users.name, type: profiles.type, verified: users.emailVerified })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, email));
  return { ...row!, avatar_url: null };
}

/** The straightforward rule over every document: what the list shows the reader, newest first. */
async function straightforwardList(email: string) {
  const reader = await readerOf(email);
  const db = t.database.db;
  const d = alias(documents, "d");
  const inScope = and(
    sql`(${d.uploadedBy} = ${reader.id}
      or ${d.projectId} in (select id from projects where created_by = ${reader.id})
      or ${d.projectId} in (select project_id from project_team_members where user_id = ${reader.id})
      or (${d.visibility} in ('investors', 'backers') and ${d.projectId} in (select i.project_id from investments i
        join projects p on p.id = i.project_id
        where i.investor_id = ${reader.id} and i.status = 'active' and p.status <> 'draft' and p.visibility = 'public')))`,
    notConfidentialToOthers(db, reader, d.id),
  );
  const readable = readableBy(db, reader, documents) ?? sql`true`;
  const rows = await rowsOf<{ id: string; status: string; in_scope: boolean }>(sql`
    with scope as (select ${d.id}, ${d.seriesId} from ${documents} "d" where ${inScope}),
    shown as (select distinct on (${documents.seriesId}) ${documents.id} as id, ${documents.createdAt} as created_at,
        case when ${documents.signed} then 'signed' else ${documents.reviewStatus}::text end as status,
        ${documents.id} in (select id from scope) as in_scope
      from ${documents}
      where ${documents.seriesId} in (select series_id from scope)
        and (${documents.id} in (select id from scope) or ${readable})
      order by ${documents.seriesId}, ${documents.version} desc)
    select id, status, in_scope from shown where in_scope order by created_at desc, id desc`);
  const summary = { total: rows.length, approved: 0, pending: 0, rejected: 0, signed: 0 };
  for (const row of rows) summary[row.status as "approved"] += 1;
  return { ids: rows.map((r) => r.id), summary };
}

const READERS = [DEMO.creator, DEMO.marina, DEMO.horizonte, DEMO.ana, DEMO.bruno, DEMO.paula, DEMO.supplier];

/** Every reader's list (summary, total, every page) equals the straightforward rule, and the kept rows are exact. */
async function expectEveryListExact(extra: Account[] = []) {
  expect(await keptRowsWrong()).toEqual([]);
  expect(await readerRowsWrong()).toEqual([]);
  const readers = [...READERS.map((email) => ({ email, cookie: "" })), ...extra];
  for (const { email, cookie: known } of readers) {
    const expected = await straightforwardList(email);
    const cookie = known || (await loginAs(t.app, email));
    const first = ok<DocumentList>(await client(t.app, cookie).get("/api/documents"));
    expect({ email, summary: first.summary, total: first.total }).toEqual({
      email,
      summary: expected.summary,
      total: expected.summary.total,
    });
    const ids = first.items.map((d) => d.id);
    for (let page = 2; ids.length < expected.ids.length; page++) {
      const next = ok<DocumentList>(await client(t.app, cookie).get(`/api/documents?page=${page}`));
      expect(next.items.length).toBeGreaterThan(0);
      expect(next.summary).toEqual(expected.summary);
      ids.push(...next.items.map((d) => d.id));
    }
    expect({ email, ids }).toEqual({ email, ids: expected.ids });
  }
}

const newVersion = (name: string, visibility: "team" | "investors" | "backers", uploadedBy = criadorId) =>
  t.database.db.transaction((tx) =>
    recordDocumentVersion(tx, { projectId, fileId, name, category: "technical", visibility, uploadedBy }),
  );

beforeAll(async () => {
  t = await createSeededApp();
  criador = await loginAs(t.app, DEMO.creator);
  criadorId = await userIdOf(t.database.db, DEMO.creator);
  fileId = (await upload(t.app, criador, "series.pdf", tinyPdf())).id;
  projectId = await createProject(t.app, criador, { title: "Séries Mantidas", visibility: "public" });
  await setProject(t.database.db, projectId, { status: "planning" });
  backer = await newAccount(t.app, "investor", { name: "Investidora das Séries" });
  member = await newAccount(t.app, "creator", { name: "Equipe das Séries" });
  await t.database.db.insert(investments).values({
    projectId,
    investorId: backer.id,
    amount: "5000.00",
    withdrawableUntil: new Date(Date.now() + 5 * 86_400_000),
  });
});

afterAll(async () => {
  await t?.close();
});

describe("the documents list from kept series rows (decision 133)", () => {
  it("lists what the straightforward rule lists, for every demo reader, on the demo data", async () => {
    await expectEveryListExact();
  });

  it("follows uploads, new versions for another audience, reviews, signatures and visibility changes", async () => {
    const extra = [backer, member];
    const first = await newVersion("Relatório das séries", "investors");
    await expectEveryListExact(extra);
    // A newer version for the team only: the backer keeps the version for investors.
    const second = await newVersion("Relatório das séries", "team");
    await expectEveryListExact(extra);
    await t.database.db.update(documents).set({ reviewStatus: "approved" }).where(eq(documents.id, first.id));
    await t.database.db.update(documents).set({ reviewStatus: "rejected" }).where(eq(documents.id, second.id));
    await expectEveryListExact(extra);
    // Visibility changed by SQL (the app has no such write; the trigger follows any).
    await t.database.db.update(documents).set({ visibility: "backers" }).where(eq(documents.id, second.id));
    await expectEveryListExact(extra);
    await t.database.db.update(documents).set({ visibility: "team" }).where(eq(documents.id, first.id));
    await expectEveryListExact(extra);
    // A service contract signed: "signed" for both audiences.
    const [request] = await t.database.db
      .insert(signatureRequests)
      .values({
        title: "Contrato das séries",
        projectId,
        type: "service",
        amount: "1000.00",
        dueDate: "2030-01-01",
        fileId,
        sha256: "0".repeat(64),
        verificationCode: "listed-series-service",
        documentId: second.id,
        completedAt: new Date(),
      })
      .returning();
    await expectEveryListExact(extra);
    await t.database.db.delete(signatureRequests).where(eq(signatureRequests.id, request!.id));
    await expectEveryListExact(extra);
  });

  it("reads a series holding a confidential PDF per reader: only its parties see the contract", async () => {
    const extra = [backer, member];
    const pdf = await newVersion("Contrato SCP das séries", "investors");
    const [request] = await t.database.db
      .insert(signatureRequests)
      .values({
        title: "Contrato SCP das séries",
        projectId,
        type: "scp",
        amount: "5000.00",
        dueDate: "2030-01-01",
        fileId,
        sha256: "0".repeat(64),
        verificationCode: "listed-series-scp",
        documentId: pdf.id,
        createdBy: backer.id,
      })
      .returning();
    const [kept] = await t.database.db.select().from(documents).where(eq(documents.id, pdf.id));
    expect(kept!.confidential).toBe(true);
    await expectEveryListExact(extra);
    // A later version that is not confidential: the series stays read per reader while it holds the PDF.
    await newVersion("Contrato SCP das séries", "investors");
    await expectEveryListExact(extra);
    // Retyped, moved to another version, then deleted: the documents it covered ask again.
    await t.database.db.update(signatureRequests).set({ type: "service" }).where(eq(signatureRequests.id, request!.id));
    await expectEveryListExact(extra);
    await t.database.db
      .update(signatureRequests)
      .set({ type: "investment" })
      .where(eq(signatureRequests.id, request!.id));
    await expectEveryListExact(extra);
    await t.database.db.delete(signatureRequests).where(eq(signatureRequests.id, request!.id));
    await expectEveryListExact(extra);
  });

  it("follows who takes part: a team member joins and leaves, a commitment ends, a project goes private", async () => {
    const extra = [backer, member];
    // The member's own upload, then they leave the team: it stays in their list, whatever its audience.
    await t.database.db
      .insert(projectTeamMembers)
      .values({ projectId, userId: member.id, name: member.name, role: "engenheiro" });
    await expectEveryListExact(extra);
    await newVersion("Memorial da equipe", "team", member.id);
    await newVersion("Relatório das séries", "team", member.id);
    await expectEveryListExact(extra);
    await t.database.db
      .delete(projectTeamMembers)
      .where(and(eq(projectTeamMembers.projectId, projectId), eq(projectTeamMembers.userId, member.id)));
    await expectEveryListExact(extra);
    // The backer's own upload in a project they back (they are on no team): listed whatever its audience.
    await newVersion("Comprovante da investidora", "team", backer.id);
    await newVersion("Lâmina da oferta", "investors", backer.id);
    await newVersion("Lâmina da oferta", "team");
    await expectEveryListExact(extra);
    await t.database.db
      .update(investments)
      .set({ status: "withdrawn", withdrawnAt: new Date() })
      .where(eq(investments.investorId, backer.id));
    await expectEveryListExact(extra);
    await t.database.db
      .update(investments)
      .set({ status: "active", withdrawnAt: null })
      .where(eq(investments.investorId, backer.id));
    await expectEveryListExact(extra);
    await setProject(t.database.db, projectId, { visibility: "private" });
    await expectEveryListExact(extra);
    await setProject(t.database.db, projectId, { visibility: "public" });
    await expectEveryListExact(extra);
    await setProject(t.database.db, projectId, { status: "draft" });
    await expectEveryListExact(extra);
    await setProject(t.database.db, projectId, { status: "planning" });
    await expectEveryListExact(extra);
  });

  it("follows an invitation accepted, a project handed to another creator, and a backer joining its team", async () => {
    const extra = [backer, member];
    await newVersion("Planilha da equipe", "team");
    // An invitation by e-mail, then accepted: only the linked account reads as the team.
    const [invited] = await t.database.db
      .insert(projectTeamMembers)
      .values({ projectId, name: member.name, role: "engenheiro", email: member.email, invitationStatus: "pending" })
      .returning();
    await expectEveryListExact(extra);
    await t.database.db
      .update(projectTeamMembers)
      .set({ userId: member.id, invitationStatus: "accepted" })
      .where(eq(projectTeamMembers.id, invited!.id));
    await expectEveryListExact(extra);
    // The backer joins the team: their backer rows give way to the team's.
    await t.database.db
      .insert(projectTeamMembers)
      .values({ projectId, userId: backer.id, name: backer.name, role: "engenheiro" });
    await expectEveryListExact(extra);
    await t.database.db
      .delete(projectTeamMembers)
      .where(and(eq(projectTeamMembers.projectId, projectId), eq(projectTeamMembers.userId, backer.id)));
    await expectEveryListExact(extra);
    // Handed to the team member and back (no screen does it; SQL may).
    await t.database.db.update(projects).set({ createdBy: member.id }).where(eq(projects.id, projectId));
    await expectEveryListExact(extra);
    await t.database.db.update(projects).set({ createdBy: criadorId }).where(eq(projects.id, projectId));
    await t.database.db.delete(projectTeamMembers).where(eq(projectTeamMembers.id, invited!.id));
    await expectEveryListExact(extra);
  });

  describe.runIf(process.env.TEST_DATABASE_URL)(
    "on PostgreSQL, a commitment and an upload in the project at once",
    () => {
      /** Runs `work` in a transaction left open until `during` finished, then commits it. */
      const holding = async (
        work: (tx: Parameters<Parameters<TestApp["database"]["db"]["transaction"]>[0]>[0]) => Promise<unknown>,
        during: () => Promise<void>,
      ) => {
        let done!: () => void;
        const isDone = new Promise<void>((resolve) => (done = resolve));
        let release!: () => void;
        const released = new Promise<void>((resolve) => (release = resolve));
        const holder = t.database.db.transaction(async (tx) => {
          await work(tx);
          done();
          await released;
        });
        await isDone;
        try {
          await during();
        } finally {
          release();
          await holder;
        }
      };
      const commitment = (investorId: string) => ({
        projectId,
        investorId,
        amount: "1000.00",
        withdrawableUntil: new Date(Date.now() + 5 * 86_400_000),
      });

      it("a commitment open while an upload commits lists the upload: its rows are written at its commit", async () => {
        const late = await newAccount(t.app, "investor", { name: "Investidora Tardia" });
        await holding(
          (tx) => tx.insert(investments).values(commitment(late.id)),
          async () => {
            // The upload does not wait for the open commitment, and cannot see it.
            await newVersion("Relatório concorrente", "investors");
          },
        );
        await expectEveryListExact([late]);
      });

      it("a commitment made while an upload is open waits for it at its commit, then lists it", async () => {
        const waiting = await newAccount(t.app, "investor", { name: "Investidora em Espera" });
        let committed!: Promise<unknown>;
        await holding(
          (tx) =>
            recordDocumentVersion(tx, {
              projectId,
              fileId,
              name: "Relatório em aberto",
              category: "technical",
              visibility: "investors",
              uploadedBy: criadorId,
            }),
          async () => {
            // Drizzle runs a query when it is awaited or executed: started here.
            committed = t.database.db.insert(investments).values(commitment(waiting.id)).execute();
            // It waits on the project's lock for readers' rows, at its commit.
            for (let i = 0; ; i++) {
              const [w] = await rowsOf<{ n: number }>(sql`select count(*)::int as n from pg_locks
              where locktype = 'advisory' and not granted
              and database = (select oid from pg_database where datname = current_database())`);
              if (w!.n > 0) break;
              if (i > 400) throw new Error("the commitment did not wait for the upload");
              await new Promise((resolve) => setTimeout(resolve, 25));
            }
          },
        );
        await committed;
        await expectEveryListExact([waiting]);
      });
    },
  );

  it("follows deletions: an older version, the newest, a whole series, a whole project", async () => {
    const extra = [backer, member];
    const a = await newVersion("Série apagada", "investors");
    const b = await newVersion("Série apagada", "team");
    const c = await newVersion("Série apagada", "investors");
    expect((await client(t.app, criador).del(`/api/documents/${c.id}`)).statusCode).toBe(204);
    await expectEveryListExact(extra);
    await t.database.db.delete(documents).where(eq(documents.id, a.id));
    await expectEveryListExact(extra);
    await t.database.db.delete(documents).where(eq(documents.id, b.id));
    await expectEveryListExact(extra);
    await t.database.db.delete(projects).where(eq(projects.id, projectId));
    await expectEveryListExact(extra);
    expect(await rowsOf(sql`select 1 from document_series_audiences where project_id = ${projectId}`)).toEqual([]);
  });
});
