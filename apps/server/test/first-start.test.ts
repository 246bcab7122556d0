import { Readable } from "node:stream";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects, quarterlyReports, suppliers, user as users } from "../src/db/schema/index.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import type { Storage } from "../src/storage/storage.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** Storage in memory that fails on the `failAt`-th put, like a start killed midway. */
function memoryStorage(failAt = Number.POSITIVE_INFINITY): Storage & { puts: number } {
  const blobs = new Map<string, Buffer>();
  const storage = {
    puts: 0,
    async put(key: string, data: Buffer) {
      if (++storage.puts >= failAt) throw new Error("killed mid-seed");
      blobs.set(key, data);
    },
    async get(key: string) {
      const data = blobs.get(key);
      if (!data) throw new Error(`no ${key}`);
      return data;
    },
    async open(key: string) {
      const data = await storage.get(key);
      return { stream: Readable.from([data]), size: data.length };
    },
    async remove(key: string) {
      blobs.delete(key);
    },
  };
  return storage;
}

describe("the demo seed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("interrupted midway leaves nothing, and the next start seeds everything", async () => {
    const db = t.database.db;
    const total = async (table: typeof users | typeof projects | typeof suppliers | typeof quarterlyReports) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    // Fail late, among the supplier portfolios, after every account and project was written.
    const full = memoryStorage();
    const probe = await createTestApp();
    try {
      expect(await seedDemoData(probe.database.db, { storage: full })).toBe(true);
    } finally {
      await probe.close();
    }
    await expect(seedDemoData(db, { storage: memoryStorage(full.puts) })).rejects.toThrow("killed mid-seed");
    expect([await total(users), await total(projects), await total(suppliers)]).toEqual([0, 0, 0]);

    expect(await seedDemoData(db, { storage: memoryStorage() })).toBe(true);
    expect(await total(suppliers)).toBe(13);
    expect(await total(projects)).toBe(19); // with the failed raise (seed-payments-failed-raise.ts)
    // The last ended quarter's report of each demo project in execution or completed with investors.
    expect(await total(quarterlyReports)).toBeGreaterThanOrEqual(3);
    expect(await seedDemoData(db, { storage: memoryStorage() })).toBe(false);
  }, 240_000); // three full seeds
});
