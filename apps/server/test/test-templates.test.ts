// The test harness itself (decisions 077 and 078): every test app starts from the run's template as it
// was built, whatever the apps before it in the same worker wrote. A worker starts a PGlite from the
// template's files (kept once per worker and copied: a copy that shared their bytes let one app's
// writes reach the next app's database, 27 files failed in one run) and, once a test app is closed,
// gives that PGlite to the next test app after putting the template's rows back. The closed app's view
// of it stops working: a mail loop one app left running took the next file's mail.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "./database-fingerprint.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const rows = <T>(t: TestApp, query: ReturnType<typeof sql>) => rowsOf<T>(t.database.db, query);

const names = async (t: TestApp) =>
  (await rows<{ name: string }>(t, sql`select name from users order by id`)).map((r) => r.name);

const state = async (t: TestApp) => ({
  names: await names(t),
  notifications: (await rows<{ n: number }>(t, sql`select count(*)::int as n from notifications`))[0]!.n,
  migrations: (await rows<{ n: number }>(t, sql`select count(*)::int as n from drizzle.__drizzle_migrations`))[0]!.n,
  sequence: (
    await rows<{ value: string; called: boolean }>(
      t,
      sql`select last_value::text as value, is_called as called from signature_events_seq_seq`,
    )
  )[0],
  timeout: (await rows<{ timeout: string }>(t, sql`select current_setting('statement_timeout') as timeout`))[0]!
    .timeout,
});

describe("test apps", () => {
  it("started side by side each start from the template's files, unchanged by the other", async () => {
    const first = await createTestApp({}, { seed: true });
    const second = await createTestApp({}, { seed: true });
    try {
      const before = await names(second);
      expect(before.length).toBeGreaterThan(5);
      // Rewrites the demo users' rows in their pages (a change in place, not an append), and a
      // checkpoint writes those pages into the data files.
      await first.database.db.execute(sql`update users set name = 'Alterado'`);
      await first.database.db.execute(sql`checkpoint`);
      expect(await names(second)).toEqual(before);
      const third = await createTestApp({}, { seed: true });
      try {
        expect(await names(third)).toEqual(before);
      } finally {
        await third.close();
      }
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  // On PostgreSQL every test app gets a new database copied from the template: nothing is reused.
  it.skipIf(process.env.TEST_DATABASE_URL)(
    "after one is closed, the next runs on its PGlite with the template's rows, sequences and settings",
    async () => {
      const first = await createTestApp({}, { seed: true });
      const template = await state(first);
      expect(template.names.length).toBeGreaterThan(5);
      expect(template.notifications).toBeGreaterThan(0);
      await first.database.db.execute(sql`update users set name = 'Alterado'`);
      await first.database.db.execute(sql`delete from notifications`);
      await first.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
      await first.database.db.execute(sql`select nextval('signature_events_seq_seq') from generate_series(1, 5)`);
      await first.database.db.execute(sql`set statement_timeout = 1234`);
      // Outside the schemas the reset restores, so it shows which PGlite the next app runs on.
      await first.database.db.execute(sql`create schema harness_marker`);
      expect(await state(first)).not.toEqual(template);
      await first.close();
      // Work the closed app left running fails as on a closed database, not on the next app's rows.
      await expect(first.database.db.execute(sql`select 1`)).rejects.toThrow();

      const second = await createTestApp({}, { seed: true });
      try {
        const marker = await rows(second, sql`select 1 from pg_namespace where nspname = 'harness_marker'`);
        expect(marker).toHaveLength(1);
        expect(await state(second)).toEqual(template);
      } finally {
        await second.database.db.execute(sql`drop schema harness_marker`);
        await second.close();
      }
    },
  );
});
