import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../src/db/schema/index.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/seed/demo-accounts.ts";
import {
  cookieHeader,
  createTestApp,
  expectApiError,
  login,
  register,
  sessionCookie,
  sessionUser,
  setCookies,
  type TestApp,
} from "./test-app.ts";

let t: TestApp;
/** One registered account (not a demo one) for the tests that need a fresh user. */
let maria: { email: string; password: string; id: string };

beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
  const { res, input } = await register(t.app);
  expect(res.statusCode, res.body).toBe(201);
  maria = { email: input.email, password: input.password, id: res.json().user.id };
});
afterAll(() => t.close());

/** The token part of a signed session cookie value ("token.signature", URL-encoded). */
const tokenOf = (value: string) => decodeURIComponent(value).split(".")[0]!;

describe("a successful login", () => {
  it("answers 200 with the user and a new session cookie", async () => {
    const res = await login(t.app, maria.email, maria.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: {
        id: maria.id,
        email: maria.email,
        name: "Maria Teste",
        type: "investor",
        avatar_url: null,
        verified: false,
      },
      suggest_two_factor: false,
    });
    const cookie = sessionCookie(res);
    expect(cookie?.name).toBe("alicerce.session_token");
    expect(cookie?.attributes.httponly).toBe(true);
    expect(String(cookie?.attributes.samesite).toLowerCase()).toBe("lax");
    expect(cookie?.attributes.path).toBe("/");
    expect((await sessionUser(t.app, cookieHeader(res)))?.id).toBe(maria.id);
  });

  it("accepts the e-mail in any letter case and with spaces around it", async () => {
    const res = await login(t.app, `  ${maria.email.toUpperCase()} `, maria.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.id).toBe(maria.id);
  });

  it("gives every login a new session id", async () => {
    const first = await login(t.app, maria.email, maria.password);
    const second = await login(t.app, maria.email, maria.password);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const a = sessionCookie(first)!.value;
    const b = sessionCookie(second)!.value;
    expect(tokenOf(a)).not.toBe(tokenOf(b));
    // Two logins without a cookie are two devices: both sessions stay valid.
    expect((await sessionUser(t.app, cookieHeader(first)))?.id).toBe(maria.id);
    expect((await sessionUser(t.app, cookieHeader(second)))?.id).toBe(maria.id);
  });

  it("ends the session the browser already had (no session fixation)", async () => {
    const before = await login(t.app, maria.email, maria.password);
    const oldCookie = cookieHeader(before);
    const oldToken = tokenOf(sessionCookie(before)!.value);

    const again = await login(t.app, maria.email, maria.password, { headers: { cookie: oldCookie } });
    expect(again.statusCode, again.body).toBe(200);
    const newCookie = cookieHeader(again, oldCookie);
    expect(newCookie).not.toBe(oldCookie);
    expect(tokenOf(sessionCookie(again)!.value)).not.toBe(oldToken);

    expect(await sessionUser(t.app, oldCookie)).toBeNull();
    expect((await sessionUser(t.app, newCookie))?.id).toBe(maria.id);
    const rows = await t.database.db.select().from(session).where(eq(session.token, oldToken));
    expect(rows).toEqual([]);
  });

  it("ends another account's session held by the browser when logging in as someone else", async () => {
    const other = await login(t.app, "investidor@alicerce.dev", DEMO_PASSWORD);
    const otherCookie = cookieHeader(other);
    const res = await login(t.app, maria.email, maria.password, { headers: { cookie: otherCookie } });
    expect(res.statusCode).toBe(200);
    expect(await sessionUser(t.app, otherCookie)).toBeNull();
    expect((await sessionUser(t.app, cookieHeader(res, otherCookie)))?.id).toBe(maria.id);
  });
});

describe("a failed login", () => {
  it("answers 401 INVALID_CREDENTIALS for a wrong password, without a session", async () => {
    const res = await login(t.app, maria.email, "not the password");
    expectApiError(res, 401, "INVALID_CREDENTIALS", "Email ou senha incorretos.");
    expect(sessionCookie(res)).toBeUndefined();
  });

  it("answers exactly the same for an unknown e-mail (no account enumeration)", async () => {
    const wrong = await login(t.app, maria.email, "not the password either");
    const unknown = await login(t.app, "ninguem@exemplo.com.br", "whatever123");
    expectApiError(unknown, 401, "INVALID_CREDENTIALS", "Email ou senha incorretos.");
    expect(unknown.json()).toEqual(wrong.json());
    expect(sessionCookie(unknown)).toBeUndefined();
  });

  it("opens no session with a wrong password and leaves the one the browser holds alone (a refusal writes nothing)", async () => {
    const ok = await login(t.app, maria.email, maria.password);
    const cookie = cookieHeader(ok);
    const before = await t.database.db.select().from(session).where(eq(session.userId, maria.id));
    const res = await login(t.app, maria.email, "wrong password", { headers: { cookie } });
    expectApiError(res, 401, "INVALID_CREDENTIALS");
    expect(sessionCookie(res)).toBeUndefined();
    expect(await sessionUser(t.app, cookie)).toMatchObject({ id: maria.id });
    expect(await t.database.db.select().from(session).where(eq(session.userId, maria.id))).toEqual(before);
  });

  it.each([
    ["no password", { email: "a@b.co" }, "password", "Informe sua senha."],
    ["an empty password", { email: "a@b.co", password: "" }, "password", "Informe sua senha."],
    ["a bad e-mail", { email: "a@", password: "x" }, "email", "Por favor, insira um email válido."],
    ["no e-mail", { password: "x" }, "email", "Informe seu email."],
  ])("refuses %s with 400 VALIDATION_ERROR", async (_case, payload, field, message) => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload });
    const error = expectApiError(res, 400, "VALIDATION_ERROR", message);
    expect(error.fields).toEqual({ [field]: [message] });
  });

  it("refuses a password over 128 characters before hashing it", async () => {
    const res = await login(t.app, maria.email, "x".repeat(129));
    expectApiError(res, 400, "VALIDATION_ERROR", "Email ou senha incorretos.");
  });

  it("refuses a form post", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `email=${encodeURIComponent(maria.email)}&password=${encodeURIComponent(maria.password)}`,
    });
    expectApiError(res, 400, "VALIDATION_ERROR");
    expect(setCookies(res)).toEqual([]);
  });
});

describe("demo accounts", () => {
  it.each([
    ["investidor@alicerce.dev", "investor"],
    ["criador@alicerce.dev", "creator"],
    ["juridico@alicerce.dev", "legal"],
    ["fornecedor@alicerce.dev", "supplier"],
    ["admin@alicerce.dev", "platform_admin"],
  ])("%s logs in with the demo password as %s", async (email, type) => {
    const res = await login(t.app, email, DEMO_PASSWORD);
    expect(res.statusCode, res.body).toBe(200);
    const demo = DEMO_ACCOUNTS.find((a) => a.email === email)!;
    expect(res.json().user).toMatchObject({ email, type, name: demo.name, verified: demo.verified });
    expect((await sessionUser(t.app, cookieHeader(res)))?.type).toBe(type);
  });

  it("the demo password is alicerce123", () => {
    expect(DEMO_PASSWORD).toBe("alicerce123");
    expect(DEMO_ACCOUNTS).toHaveLength(5);
  });
});
