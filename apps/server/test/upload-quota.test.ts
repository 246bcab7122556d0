import fs from "node:fs/promises";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files } from "../src/db/schema/index.ts";
import { FILE_REFERENCES } from "../src/modules/files/unreferenced-uploads.ts";
import { client, newAccount, ok, tinyPdf, upload, uploadRaw, type Account } from "./project-helpers.ts";
import { quotationInput, registerSupplier } from "./supplier-helpers.ts";
import { createTestApp, expectApiError, type TestApp } from "./test-app.ts";

const KB = 1024;
let t: TestApp;
let user: Account;

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000", UPLOAD_QUOTA_MB: "1" });
  user = await newAccount(t.app, "creator");
});
afterAll(() => t.close());

const storedPath = async (id: string) => {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  return row ? path.join(t.config.dataDir, "files", row.storageKey) : null;
};
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );
const age = (ids: string[], hours: number) =>
  t.database.db
    .update(files)
    .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
    .where(inArray(files.id, ids));

describe("per-user upload quota", () => {
  it("refuses an upload past the user's quota with a clear message, counting only that user's files", async () => {
    await upload(t.app, user.cookie, "planta.pdf", tinyPdf(600 * KB));
    const over = await uploadRaw(t.app, user.cookie, "memorial.pdf", tinyPdf(600 * KB));
    const error = expectApiError(over, 413, "PAYLOAD_TOO_LARGE");
    expect(error.message).toMatch(/^Você atingiu o limite de 1 MB de arquivos enviados/);
    expect(await t.database.db.select().from(files).where(eq(files.uploadedBy, user.id))).toHaveLength(1);
    // Another user has their own quota.
    const other = await newAccount(t.app, "creator");
    await upload(t.app, other.cookie, "planta.pdf", tinyPdf(600 * KB));
    // A small file still fits under this user's quota.
    await upload(t.app, user.cookie, "nota.pdf", tinyPdf(100 * KB));
  });

  it("holds under parallel uploads", async () => {
    const racer = await newAccount(t.app, "creator");
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => uploadRaw(t.app, racer.cookie, `r${i}.pdf`, tinyPdf(300 * KB))),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const r of answers.filter((a) => a.statusCode !== 201)) expectApiError(r, 413, "PAYLOAD_TOO_LARGE");
  });
});

describe("clean-up of unreferenced uploads", () => {
  it("deletes uploads no record uses after 24 hours, rows and bytes, and keeps the used and the recent", async () => {
    const owner = await newAccount(t.app, "supplier");
    const supplierId = (await registerSupplier(t.app, owner.cookie)).id;
    const requester = await newAccount(t.app, "creator");
    const used = await upload(t.app, requester.cookie, "usado.pdf", tinyPdf(10 * KB));
    const abandoned = await upload(t.app, requester.cookie, "abandonado.pdf", tinyPdf(10 * KB));
    const recent = await upload(t.app, requester.cookie, "recente.pdf", tinyPdf(10 * KB));
    ok(
      await client(t.app, requester.cookie).post(
        "/api/quotations",
        quotationInput(supplierId, { attachment_ids: [used.id] }),
      ),
      201,
    );
    await age([used.id, abandoned.id], 25);
    await age([recent.id], 23);
    const abandonedFile = (await storedPath(abandoned.id))!;
    expect(await exists(abandonedFile)).toBe(true);

    await t.app.jobs.cleanUp();

    expect(await storedPath(abandoned.id)).toBeNull();
    expect(await exists(abandonedFile)).toBe(false);
    expect(await exists((await storedPath(used.id))!)).toBe(true);
    expect(await exists((await storedPath(recent.id))!)).toBe(true);
  });

  it("knows every table that references an upload", async () => {
    const rows = (await t.database.db.execute(
      sql`select tc.table_name as table, kcu.column_name as column
         from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name
         join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'files'`,
    )) as unknown as { rows: { table: string; column: string }[] };
    const found = rows.rows.map((r) => `${r.table}.${r.column}`).sort();
    expect(found).toEqual(FILE_REFERENCES.map((r) => `${r.table}.${r.column}`).sort());
  });
});
