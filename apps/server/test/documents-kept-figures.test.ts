import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentList } from "@alicerce/shared/schemas/documents";
import { documents, signatureRequests, user as users } from "../src/db/schema/index.ts";
import { recordDocumentVersion } from "../src/modules/documents/record-version.ts";
import {
  client,
  createSeededApp,
  DEMO,
  loginAs,
  ok,
  projectIdByTitle,
  SEEDED,
  tinyPdf,
  upload,
} from "./project-helpers.ts";
import { sqlRows, type TestApp } from "./test-app.ts";

// Decision 061: documents.latest, documents.signed and document_status_counts are kept by triggers
// (migration 0018). After every kind of change they must equal what an aggregate over every row says,
// and the admin's summary cards (which read the kept counts) must equal that aggregate too.

let t: TestApp;
let admin: string;
let projectId: string;
let uploaderId: string;
let fileId: string;

const rowsOf = <R>(query: ReturnType<typeof sql>) => sqlRows<R>(t.database.db, query);

/** What the kept figures must say, computed from every row (the rule before decision 061). */
async function fromEveryRow() {
  const rows = await rowsOf<{ status: string; n: number }>(sql`
    select case when exists (select 1 from signature_requests r where r.document_id = d.id and r.completed_at is not null)
      then 'signed' else d.review_status::text end as status, count(*)::int as n
    from documents d
    where not exists (select 1 from documents n where n.series_id = d.series_id and n.version > d.version)
    group by 1`);
  const counts = { approved: 0, pending: 0, rejected: 0, signed: 0 };
  for (const row of rows) counts[row.status as keyof typeof counts] = Number(row.n);
  return counts;
}

async function expectKeptFiguresExact() {
  const wrongFlags = await rowsOf<{ id: string }>(sql`
    select d.id from documents d
    where d.latest is distinct from not exists (select 1 from documents n where n.series_id = d.series_id and n.version > d.version)
       or d.signed is distinct from exists (select 1 from signature_requests r where r.document_id = d.id and r.completed_at is not null)`);
  expect(wrongFlags).toEqual([]);
  const kept = await rowsOf<{ status: string; documents: number }>(
    sql`select status, documents from document_status_counts`,
  );
  const counts = { approved: 0, pending: 0, rejected: 0, signed: 0 };
  for (const row of kept) counts[row.status as keyof typeof counts] = Number(row.documents);
  const expected = await fromEveryRow();
  expect(counts).toEqual(expected);
  const listed = ok<DocumentList>(await client(t.app, admin).get("/api/documents"));
  const total = expected.approved + expected.pending + expected.rejected + expected.signed;
  expect(listed.summary).toEqual({ ...expected, total });
  expect(listed.total).toBe(total);
}

const newVersion = (name: string) =>
  t.database.db.transaction((tx) =>
    recordDocumentVersion(tx, {
      projectId,
      fileId,
      name,
      category: "technical",
      visibility: "team",
      uploadedBy: uploaderId,
    }),
  );

beforeAll(async () => {
  t = await createSeededApp();
  admin = await loginAs(t.app, DEMO.admin);
  const criador = await loginAs(t.app, DEMO.creator);
  projectId = await projectIdByTitle(t.database.db, SEEDED.vilaSerena);
  fileId = (await upload(t.app, criador, "laudo.pdf", tinyPdf())).id;
  const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.creator));
  uploaderId = me!.id;
});

afterAll(async () => {
  await t?.close();
});

describe("the kept documents figures (decision 061)", () => {
  it("start exact on the demo data", async () => {
    await expectKeptFiguresExact();
  });

  it("follow a new document, its next versions, a review, and deletions of the newest and of an older one", async () => {
    const first = await newVersion("Laudo kept figures");
    await expectKeptFiguresExact();
    const second = await newVersion("Laudo kept figures");
    const third = await newVersion("LAUDO kept figures");
    expect(third.version).toBe(3);
    await expectKeptFiguresExact();
    const latestOf = async () =>
      (await t.database.db.select().from(documents).where(eq(documents.seriesId, first.seriesId)))
        .filter((d) => d.latest)
        .map((d) => d.id);
    expect(await latestOf()).toEqual([third.id]);

    await t.database.db.update(documents).set({ reviewStatus: "approved" }).where(eq(documents.id, third.id));
    await expectKeptFiguresExact();
    await t.database.db.update(documents).set({ reviewStatus: "rejected" }).where(eq(documents.id, second.id));
    await expectKeptFiguresExact();

    // The newest deleted: the highest left becomes the series' shown version, with its own status.
    await t.database.db.delete(documents).where(eq(documents.id, third.id));
    expect(await latestOf()).toEqual([second.id]);
    await expectKeptFiguresExact();
    // An older one deleted: nothing moves.
    await t.database.db.delete(documents).where(eq(documents.id, first.id));
    expect(await latestOf()).toEqual([second.id]);
    await expectKeptFiguresExact();
    await t.database.db.delete(documents).where(eq(documents.id, second.id));
    await expectKeptFiguresExact();
  });

  it("follow a signature request completed, reopened, pointed elsewhere and deleted", async () => {
    const doc = await newVersion("Contrato kept figures");
    const [request] = await t.database.db
      .insert(signatureRequests)
      .values({
        title: "Contrato kept figures",
        projectId,
        type: "service",
        amount: "1000.00",
        dueDate: "2030-01-01",
        fileId,
        sha256: "0".repeat(64),
        verificationCode: "kept-figures-test-code",
        documentId: doc.id,
      })
      .returning();
    await expectKeptFiguresExact();
    const setRequest = (values: Partial<typeof signatureRequests.$inferInsert>) =>
      t.database.db.update(signatureRequests).set(values).where(eq(signatureRequests.id, request!.id));
    await setRequest({ completedAt: new Date() });
    const [signed] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(signed!.signed).toBe(true);
    await expectKeptFiguresExact();
    await setRequest({ completedAt: null });
    await expectKeptFiguresExact();
    // Pointed at another version, completed, then deleted: each document it covered asks again.
    const other = await newVersion("Outro contrato kept figures");
    await setRequest({ completedAt: new Date(), documentId: other.id });
    await expectKeptFiguresExact();
    await t.database.db.delete(signatureRequests).where(eq(signatureRequests.id, request!.id));
    await expectKeptFiguresExact();
    // A signed document deleted: the request's reference is cleared (on delete set null).
    const [again] = await t.database.db
      .insert(signatureRequests)
      .values({ ...request!, id: undefined, verificationCode: "kept-figures-test-code-2", completedAt: new Date() })
      .returning();
    await expectKeptFiguresExact();
    await t.database.db.delete(documents).where(eq(documents.id, doc.id));
    await expectKeptFiguresExact();
    await t.database.db.delete(signatureRequests).where(eq(signatureRequests.id, again!.id));
    await expectKeptFiguresExact();
  });

  it("follow many rows deleted in one statement, series whole (as a project's cascade does)", async () => {
    await newVersion("Projeto apagado kept figures");
    await newVersion("Projeto apagado kept figures");
    await expectKeptFiguresExact();
    await t.database.db.execute(sql`delete from documents where project_id = ${projectId}`);
    await expectKeptFiguresExact();
  });
});
