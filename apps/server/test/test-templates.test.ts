// The test harness itself (decision 077): every test app starts from the run's template as it was
// built, whatever the apps before it in the same worker wrote. The template's files are kept once per
// worker and copied into each app's in-memory file system; a copy that shared their bytes let one
// app's writes reach the next app's database (27 files failed in one run, none alone).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

const names = async (t: TestApp) =>
  (
    (await t.database.db.execute(sql`select name from users order by id`)) as unknown as { rows: { name: string }[] }
  ).rows.map((r) => r.name);

describe("test apps", () => {
  it("start from the template as built, not as an earlier app in the worker left it", async () => {
    const first = await createTestApp({}, { seed: true });
    const before = await names(first);
    expect(before.length).toBeGreaterThan(5);
    // Rewrites the demo users' rows in their pages (a change in place, not an append), and a
    // checkpoint writes those pages into the data files.
    await first.database.db.execute(sql`update users set name = 'Alterado'`);
    await first.database.db.execute(sql`checkpoint`);
    await first.close();

    const second = await createTestApp({}, { seed: true });
    try {
      expect(await names(second)).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
