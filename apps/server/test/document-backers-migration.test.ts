// Migration 0032 (decision 095): the quarterly reports filed before it, visible to "Investidores",
// move to "backers"; every other document keeps its visibility. Run on the seeded data (which has
// reports) put back as it was before the migration, in a database of its own: the migration makes
// the column's type anew, which the statements prepared on that database cannot survive.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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

const migration = fs
  .readFileSync(path.join(import.meta.dirname, "../src/db/migrations/0032_document_visibility_backers.sql"), "utf8")
  .split("--> statement-breakpoint");

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp();
});
afterAll(async () => {
  // Closed here so the worker does not hand this database to the next test app.
  await t.database.close().catch(() => {});
  await t.close().catch(() => {});
});

type Row = { id: string; visibility: string; report: boolean };
const visibilities = () =>
  sqlRows<Row>(
    t.database.db,
    sql`select d.id, d.visibility::text as visibility,
      exists (select 1 from quarterly_reports q where q.document_id = d.id) as report
      from documents d order by d.id`,
  );

describe("migration 0032", () => {
  it("moves every version of every quarterly report to backers and leaves the other documents alone", async () => {
    // The API tests' demo data files no PDF (no storage): two of its investors' documents stand for
    // two versions of a report filed before the migration, and one report row lost its document.
    const creator = await loginAs(t.app, DEMO.creator);
    const projectId = await projectIdByTitle(t.database.db, SEEDED.acacias);
    const send = async (name: string, visibility: string) => {
      const file = await upload(t.app, creator, `${name}.pdf`, tinyPdf());
      const body = { file_id: file.id, project_id: projectId, name, category: "progress", visibility };
      return ok<{ id: string }>(await client(t.app, creator).post("/api/documents", body), 201);
    };
    // Two versions of one report, as filed before the migration (for "investors"); two others.
    const shared = [await send("Relatório trimestral 2026 T1", "investors")];
    shared.push(await send("Relatório trimestral 2026 T1", "investors"));
    await send("Memorial descritivo", "investors");
    await send("Planilha interna", "team");
    await t.database.db.execute(sql`insert into quarterly_reports (project_id, year, quarter, document_id, final)
      select project_id, 2026, 1, id, true from documents where id = ${shared[0]!.id}
      union all select project_id, 2026, 2, id, false from documents where id = ${shared[1]!.id}
      union all select project_id, 2026, 3, null, true from documents where id = ${shared[1]!.id}`);
    const before = await visibilities();
    expect(before.filter((row) => row.report).map((row) => row.visibility)).toEqual(["investors", "investors"]);
    expect(before.some((row) => !row.report && row.visibility === "investors")).toBe(true);
    expect(before.some((row) => row.visibility === "team")).toBe(true);

    // The test harness's copy of the template's rows (test/template-reset.ts) has a column of the old
    // type; a real database has none. This database is closed after the test, never reset.
    await t.database.db.execute(sql`drop schema if exists test_snapshot cascade`);
    await t.database.db.transaction(async (tx) => {
      for (const statement of migration) await tx.execute(sql.raw(statement));
    });

    const after = await visibilities();
    expect(after).toEqual(before.map((row) => (row.report ? { ...row, visibility: "backers" } : row)));
  });
});
