import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { session } from "../src/db/schema/index.ts";
import { cookieHeader, createTestApp, register, sessionCookie, sessionUser, type TestApp } from "./test-app.ts";

// One database; the short lifetimes run in extra apps built on it (as a restart with another
// configuration would). better-auth stamps a new session with JavaScript's Date and the session
// reader compares with it, so the short-lifetime tests stop JavaScript's Date (timers and the
// database's now() keep running) and move it past the lifetime instead of sleeping through it.

/**
 * Stops Date a minute ahead of the real time (so the reader's SQL check, `expires_at > now()` on
 * the database's real clock, never ends a session before the test means to: the JavaScript checks
 * on Date decide); `pass(ms)` then moves it on. Undone after each test.
 */
function stopTheClock() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
  return { pass: (ms: number) => vi.setSystemTime(Date.now() + ms) };
}
afterEach(() => {
  vi.useRealTimers();
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function sessionRow(userId: string) {
  const [row] = await t.database.db.select().from(session).where(eq(session.userId, userId));
  return row;
}

/** Registers on `app`; returns the user id, the cookie and the response. */
async function newSession(app: FastifyInstance) {
  const { res, cookie } = await register(app);
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().user.id as string, cookie, res };
}

describe("absolute lifetime (SESSION_MAX_AGE_SECONDS)", () => {
  let short: FastifyInstance;
  beforeAll(async () => {
    short = await t.rebuild({ SESSION_MAX_AGE_SECONDS: "1" });
  });
  afterAll(() => short.close());

  it("ends a session past its maximum age, deletes it and clears the cookie", async () => {
    const clock = stopTheClock();
    const { id, cookie } = await newSession(short);
    expect((await sessionUser(short, cookie))?.id).toBe(id);

    clock.pass(1500);
    const late = await short.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(late.json()).toEqual({ user: null });
    // Only the browser's device cookie stays (decision 125): the session cookie is cleared.
    expect(cookieHeader(late, cookie)).toMatch(/^alicerce\.device=[^;]+$/);
    expect(await sessionRow(id)).toBeUndefined();
    expect(await sessionUser(short, cookie)).toBeNull();
  });

  it("ends it even though it was in use all along (use does not extend the absolute lifetime)", async () => {
    const { id, cookie } = await newSession(t.app);
    // 30 days minus a minute old and in use: still alive.
    await t.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '30 days' + interval '1 minute'` })
      .where(eq(session.userId, id));
    t.database.generation.bump(); // edits behind the API's back must announce themselves to its caches
    expect((await sessionUser(t.app, cookie))?.id).toBe(id);
    // A minute past 30 days: gone, however recently it was used.
    await t.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '30 days' - interval '1 minute'`, updatedAt: sql`now()` })
      .where(eq(session.userId, id));
    t.database.generation.bump();
    const res = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(res.json()).toEqual({ user: null });
    // Nothing about the expired session is extended or re-sent.
    expect(sessionCookie(res)).toBeUndefined();
    expect((await sessionRow(id))?.expiresAt.getTime() ?? 0).toBeLessThan(Date.now());
  });
});

describe("idle timeout (SESSION_IDLE_TIMEOUT_SECONDS)", () => {
  let short: FastifyInstance;
  beforeAll(async () => {
    short = await t.rebuild({ SESSION_IDLE_TIMEOUT_SECONDS: "2" });
  });
  afterAll(() => short.close());

  it("ends a session left unused for longer than the idle timeout", async () => {
    const clock = stopTheClock();
    const { id, cookie, res } = await newSession(short);
    expect(sessionCookie(res)?.attributes["max-age"]).toBe("2");
    const row = await sessionRow(id);
    const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetime - 2000)).toBeLessThan(1000);
    expect((await sessionUser(short, cookie))?.id).toBe(id);

    clock.pass(3000);
    expect(await sessionUser(short, cookie)).toBeNull();
  });

  it("extends a session that is used (sliding expiry), once it is past half its idle time", async () => {
    // Default timeout: 7 days, extended when used after a day. Pretend the last extension was 2 days ago.
    const { id, cookie } = await newSession(t.app);
    const fresh = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(sessionCookie(fresh)).toBeUndefined(); // a fresh session is not rewritten on every request
    await t.database.db
      .update(session)
      .set({ expiresAt: sql`now() + interval '5 days'` })
      .where(eq(session.userId, id));
    t.database.generation.bump(); // edits behind the API's back must announce themselves to its caches

    const used = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(used.json().user?.id).toBe(id);
    expect(sessionCookie(used)?.attributes["max-age"]).toBe(String(7 * 24 * 3600));
    const expiresIn = (await sessionRow(id))!.expiresAt.getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
  });

  it("refuses a session whose idle time has run out", async () => {
    const { id, cookie } = await newSession(t.app);
    await t.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.userId, id));
    const res = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(res.json()).toEqual({ user: null });
    // Nothing about the expired session is extended or re-sent.
    expect(sessionCookie(res)).toBeUndefined();
    expect((await sessionRow(id))?.expiresAt.getTime() ?? 0).toBeLessThan(Date.now());
  });
});
