import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, session, user } from "../src/db/schema/index.ts";
import { cookieHeader, createTestApp, login, register, sessionCookie, sessionUser, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  // A fixed secret, as in production (env or data folder), so a rebuilt app can read old cookies.
  t = await createTestApp({ BETTER_AUTH_SECRET: randomBytes(32).toString("hex") });
});
afterAll(() => t.close());

async function sessionsOf(userId: string) {
  return t.database.db.select().from(session).where(eq(session.userId, userId));
}

describe("GET /api/auth/session", () => {
  it("answers user null without a cookie, and is never cached", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/session" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers the session's user with a cookie", async () => {
    const { res, cookie } = await register(t.app, { type: "supplier", name: "Fábio Fornecedor" });
    expect(res.statusCode).toBe(201);
    const me = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.headers["cache-control"]).toBe("no-store");
    expect(me.json()).toEqual({ user: res.json().user });
    expect(me.json().user).toMatchObject({ name: "Fábio Fornecedor", type: "supplier", verified: false });
  });

  it("never answers one user's data for another user's cookie", async () => {
    const a = await register(t.app, { name: "Ana" });
    const b = await register(t.app, { name: "Bruno" });
    const idA = a.res.json().user.id;
    const idB = b.res.json().user.id;
    expect(idA).not.toBe(idB);
    for (let i = 0; i < 3; i++) {
      const [userA, userB] = await Promise.all([sessionUser(t.app, a.cookie), sessionUser(t.app, b.cookie)]);
      expect(userA).toMatchObject({ id: idA, name: "Ana", email: a.input.email });
      expect(userB).toMatchObject({ id: idB, name: "Bruno", email: b.input.email });
    }
  });

  it("answers user null for garbage and forged cookies", async () => {
    const { res, cookie } = await register(t.app);
    expect(res.statusCode).toBe(201);
    const real = sessionCookie(res)!;
    const token = decodeURIComponent(real.value).split(".")[0]!;
    const otherSignature = randomBytes(32).toString("base64");
    const forged = [
      "alicerce.session_token=garbage",
      "alicerce.session_token=",
      `alicerce.session_token=${token}`, // the right token, unsigned
      `alicerce.session_token=${encodeURIComponent(`${token}.${otherSignature}`)}`, // signed with another key
      `alicerce.session_token=${encodeURIComponent(`${"x".repeat(token.length)}.${decodeURIComponent(real.value).split(".")[1]}`)}`,
      `other.session_token=${real.value}`, // the right value under another name
      "alicerce.session_token=%E0%A4%A", // broken percent-encoding
    ];
    for (const cookie of forged) {
      expect(await sessionUser(t.app, cookie), cookie).toBeNull();
    }
    // The real cookie still works afterwards.
    expect(await sessionUser(t.app, cookie)).not.toBeNull();
  });

  it("keeps working when the app is rebuilt on the same database (a restart or a second process)", async () => {
    const { res, cookie } = await register(t.app);
    expect(res.statusCode).toBe(201);
    const second = await t.rebuild();
    try {
      expect((await sessionUser(second, cookie))?.id).toBe(res.json().user.id);
      // A session started on the second process is read by the first.
      const other = await login(second, res.json().user.email, "uma senha longa e boa");
      expect(other.statusCode).toBe(200);
      expect((await sessionUser(t.app, cookieHeader(other)))?.id).toBe(res.json().user.id);
    } finally {
      await second.close();
    }
    // Closing the second app leaves the shared database open for the first.
    expect((await sessionUser(t.app, cookie))?.id).toBe(res.json().user.id);
  });

  it("does not accept cookies signed with another secret", async () => {
    const { res, cookie } = await register(t.app);
    expect(res.statusCode).toBe(201);
    const other = await t.rebuild({ BETTER_AUTH_SECRET: randomBytes(32).toString("hex") });
    try {
      expect(await sessionUser(other, cookie)).toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe("the session's user", () => {
  it("reflects the profile as it is now (a changed type or verification shows at once)", async () => {
    const { res, cookie } = await register(t.app, { type: "investor" });
    const id = res.json().user.id;
    await t.database.db.update(profiles).set({ type: "legal", verified: true }).where(eq(profiles.userId, id));
    expect(await sessionUser(t.app, cookie)).toMatchObject({ id, type: "legal", verified: true });
  });

  it("falls back to the account's data as an unverified investor when there is no profile (docs/product/accounts.md#current-user)", async () => {
    const { res, cookie, input } = await register(t.app, { type: "creator", name: "Sem Perfil" });
    const id = res.json().user.id;
    await t.database.db.delete(profiles).where(eq(profiles.userId, id));
    t.database.generation.bump(); // edits behind the API's back must announce themselves to its caches
    expect(await sessionUser(t.app, cookie)).toEqual({
      id,
      email: input.email,
      name: "Sem Perfil",
      type: "investor",
      avatar_url: null,
      verified: false,
    });
    // …and "Usuário" when the account has no name either.
    await t.database.db.update(user).set({ name: "" }).where(eq(user.id, id));
    t.database.generation.bump();
    expect((await sessionUser(t.app, cookie))?.name).toBe("Usuário");
  });

  it("ends with the account: a deleted user's cookie gives user null", async () => {
    const { res, cookie } = await register(t.app);
    await t.database.db.delete(user).where(eq(user.id, res.json().user.id));
    expect(await sessionUser(t.app, cookie)).toBeNull();
  });
});

describe("POST /api/auth/logout", () => {
  it("answers 204, deletes the session on the server and clears the cookie", async () => {
    const { res, cookie } = await register(t.app);
    expect(res.statusCode).toBe(201);
    const id = res.json().user.id;
    expect(await sessionsOf(id)).toHaveLength(1);

    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe("");
    // Only the browser's device cookie stays: it remembers the browser, not the session (decision 125).
    expect(cookieHeader(out, cookie)).toMatch(/^alicerce\.device=[^;]+$/);
    expect(await sessionsOf(id)).toHaveLength(0);
    // A copy of the cookie kept by an attacker is worthless now.
    expect(await sessionUser(t.app, cookie)).toBeNull();
  });

  it("ends only the current session, not the user's other devices", async () => {
    const { res, cookie, input } = await register(t.app);
    expect(res.statusCode).toBe(201);
    const other = await login(t.app, input.email, input.password);
    const otherCookie = cookieHeader(other);
    const out = await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(out.statusCode).toBe(204);
    expect(await sessionUser(t.app, cookie)).toBeNull();
    expect((await sessionUser(t.app, otherCookie))?.id).toBe(res.json().user.id);
  });

  it("answers 204 without a session too", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/logout" });
    expect(res.statusCode).toBe(204);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: "alicerce.session_token=garbage" },
    });
    expect(forged.statusCode).toBe(204);
  });
});
