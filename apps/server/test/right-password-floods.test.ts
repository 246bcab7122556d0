// Right-password logins are metered and their sessions capped (decision 089): 20 parallel logins
// with the right password for 15 s had made 333 sessions for one account. Each right password is
// counted per account and per address before it is checked; past the budget the login is refused in
// pt-BR, and an account keeps its newest sessions only, the oldest ending when a new one is made.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { TOO_MANY_REQUESTS_MESSAGE } from "@alicerce/shared/errors";
import { session } from "../src/db/schema/index.ts";
import { newAccount, type Account } from "./project-helpers.ts";
import { cookieHeader, createTestApp, expectApiError, login, sessionUser, type TestApp } from "./test-app.ts";

const PASSWORD = "uma senha longa e boa";

const logIn = (t: TestApp, who: Account, remoteAddress: string, password = PASSWORD) =>
  login(t.app, who.email, password, { remoteAddress });

async function sessionsOf(t: TestApp, who: Account): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(session).where(eq(session.userId, who.id));
  return row!.n;
}

describe("right-password logins per account and per address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_MAX_SUCCESSES_PER_ACCOUNT: "3",
      LOGIN_MAX_SUCCESSES_PER_ADDRESS: "4",
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000",
    });
  });
  afterAll(() => t.close());

  it("the account's 4th right password within the window is refused in pt-BR, from any address; wrong ones spend nothing of it", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    // Wrong passwords are counted by the failure keys, not as successes.
    for (let i = 0; i < 2; i++) expect((await logIn(t, me, "10.89.1.1", "não é a senha")).statusCode).toBe(401);
    for (const address of ["10.89.1.1", "10.89.1.2", "10.89.1.3"]) {
      expect((await logIn(t, me, address)).statusCode).toBe(200);
    }
    const refused = await logIn(t, me, "10.89.1.4");
    expectApiError(refused, 429, "TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
    expect(refused.headers["set-cookie"]).toBeUndefined();
  });

  it("parallel right passwords never pass the account's budget", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => logIn(t, me, `10.89.2.${i + 1}`)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(9);
  });

  it("one address's 5th right password (other accounts) is refused; another address still gets in", async () => {
    const people = await Promise.all(
      Array.from({ length: 5 }, () => newAccount(t.app, "investor", { password: PASSWORD })),
    );
    for (const who of people.slice(0, 4)) expect((await logIn(t, who, "10.89.3.1")).statusCode).toBe(200);
    expectApiError(await logIn(t, people[4]!, "10.89.3.1"), 429, "TOO_MANY_REQUESTS", TOO_MANY_REQUESTS_MESSAGE);
    expect((await logIn(t, people[4]!, "10.89.3.2")).statusCode).toBe(200);
  });
});

describe("live sessions per account", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SESSIONS_PER_ACCOUNT: "3", REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000" });
  });
  afterAll(() => t.close());

  it("a new session past the cap ends the oldest; the count never passes the cap", async () => {
    // Signing up made the first session.
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const cookies = [me.cookie];
    for (let i = 1; i <= 4; i++) {
      const res = await logIn(t, me, `10.89.4.${i}`);
      expect(res.statusCode, res.body).toBe(200);
      cookies.push(cookieHeader(res));
      expect(await sessionsOf(t, me)).toBe(Math.min(3, cookies.length));
    }
    // The two oldest ended, the three newest live.
    const alive = await Promise.all(cookies.map(async (cookie) => (await sessionUser(t.app, cookie))?.email ?? null));
    expect(alive).toEqual([null, null, me.email, me.email, me.email]);
  });

  it("a burst of parallel logins leaves the cap's newest sessions, and the earlier ones ended", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => logIn(t, me, `10.89.5.${i + 1}`)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(await sessionsOf(t, me)).toBe(3);
    expect(await sessionUser(t.app, me.cookie)).toBeNull();
  });

  it("another account's sessions are left alone", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const other = await newAccount(t.app, "investor", { password: PASSWORD });
    for (let i = 0; i < 4; i++) expect((await logIn(t, me, "10.89.6.1")).statusCode).toBe(200);
    expect((await sessionUser(t.app, other.cookie))?.email).toBe(other.email);
    expect(await sessionsOf(t, other)).toBe(1);
  });
});
