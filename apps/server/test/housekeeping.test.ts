import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { session, throttleCounters } from "../src/db/schema/index.ts";
import { deleteExpiredRows } from "../src/app-jobs.ts";
import { cookieHeader, createTestApp, registration, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("deletes expired sessions and stale throttle counters, keeping live ones", async () => {
  const a = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: registration() });
  const b = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: registration() });
  const db = t.database.db;
  const bUser = b.json().user.id as string;
  await db
    .update(session)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(sql`${session.userId} = ${bUser}`);
  await db.insert(throttleCounters).values([
    { key: "old", hits: 3, windowStartedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000) },
    { key: "fresh", hits: 1, windowStartedAt: new Date() },
  ]);

  await deleteExpiredRows(db);

  const sessions = await db.select({ userId: session.userId }).from(session);
  expect(sessions.map((s) => s.userId)).toEqual([a.json().user.id]);
  const keys = (await db.select({ key: throttleCounters.key }).from(throttleCounters)).map((r) => r.key);
  expect(keys).toContain("fresh");
  expect(keys).not.toContain("old");
  const me = await t.app.inject({ url: "/api/auth/session", headers: { cookie: cookieHeader(a) } });
  expect(me.json().user.id).toBe(a.json().user.id);
});
