// docs/product/accounts.md#passkeys, docs/decisions/124-passkeys.md: passkeys (better-auth's plugin) added in
// Minha Conta with the password and a name, listed, renamed and removed with the password; a login with one is
// a whole login (second step included); what the password login refuses, the passkey login refuses too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { WRONG_CURRENT_PASSWORD } from "@alicerce/shared/schemas/account";
import {
  PASSKEY_ADDED,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_CHALLENGE_EXPIRED,
  PASSKEY_LOGIN_FAILED,
  PASSKEY_NAME_REQUIRED,
  PASSKEY_NAME_TOO_LONG,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_PASSWORD_REQUIRED,
  PASSKEY_REMOVED,
  PASSKEY_RESPONSE_INVALID,
  PASSKEY_UNKNOWN,
  type Passkey,
  type PasskeyList,
} from "@alicerce/shared/schemas/passkeys";
import type { TwoFactorSetup } from "@alicerce/shared/schemas/two-factor";
import { previousStepTotpCode } from "@alicerce/shared/testing/totp";
import { mailOutbox, passkey, profiles, session, user } from "../src/db/schema/index.ts";
import { anonymiseAccount } from "../src/modules/auth/index.ts";
import { collectAccountData } from "../src/modules/privacy/export-contents.ts";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";
import { cookieHeader, createTestApp, expectApiError, login, sessionUser, type TestApp } from "./test-app.ts";
import { strangerKey, TestAuthenticator } from "./passkey-authenticator.ts";

const PASSWORD = "uma senha longa e boa";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000", LOGIN_MAX_FAILURES_PER_ADDRESS: "1000" });
});
afterAll(() => t.close());

const authenticator = () => new TestAuthenticator(t.config.publicUrl);

const post = (url: string, cookie: string | undefined, payload?: unknown, ip = "10.31.0.1") =>
  t.app.inject({
    method: "POST",
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: ip,
  });

/** Step 1 of adding a passkey: the options and the browser's cookies with the challenge's. */
async function registrationOptions(who: Account) {
  const res = await post("/api/account/passkeys/options", who.cookie, { password: PASSWORD });
  expect(res.statusCode, res.body).toBe(200);
  return { options: res.json() as Record<string, unknown>, cookie: cookieHeader(res, who.cookie) };
}

/** Adds a passkey made by `device` to the account; answers the passkey as listed. */
async function addPasskey(who: Account, device: TestAuthenticator, name = "Celular da Maria") {
  const { options, cookie } = await registrationOptions(who);
  const res = await post("/api/account/passkeys", cookie, { name, response: device.register(options) });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { message: string; passkey: Passkey };
  expect(body.message).toBe(PASSKEY_ADDED);
  return body.passkey;
}

/** "Entrar com passkey": the options, then the authenticator's answer, from a browser with `cookie`. */
async function passkeyLogin(
  device: TestAuthenticator,
  {
    cookie,
    ip = "10.31.0.1",
    ...options
  }: { cookie?: string; ip?: string } & Parameters<TestAuthenticator["authenticate"]>[1] = {},
) {
  const start = await post("/api/auth/login/passkey/options", cookie, undefined, ip);
  expect(start.statusCode, start.body).toBe(200);
  const challenge = start.json() as Record<string, unknown>;
  const res = await post(
    "/api/auth/login/passkey",
    cookieHeader(start, cookie ?? ""),
    { response: device.authenticate(challenge, options) },
    ip,
  );
  return res;
}

async function listOf(who: Account) {
  return ok<PasskeyList>(await client(t.app, who.cookie).get("/api/account/passkeys")).items;
}
const mailsTo = (email: string, subject: string) =>
  t.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, subject)));

describe("adding a passkey in Minha Conta", () => {
  it("needs a session and the password, then stores it with its name, lists it and mails the owner", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    expectApiError(
      await post("/api/account/passkeys/options", undefined, { password: PASSWORD }),
      401,
      "UNAUTHENTICATED",
    );
    expectApiError(
      await post("/api/account/passkeys/options", me.cookie, {}),
      400,
      "VALIDATION_ERROR",
      PASSKEY_PASSWORD_REQUIRED,
    );
    expectApiError(
      await post("/api/account/passkeys/options", me.cookie, { password: "não é a senha" }),
      400,
      "VALIDATION_ERROR",
      WRONG_CURRENT_PASSWORD,
    );
    expect(await listOf(me)).toEqual([]);

    const { options, cookie } = await registrationOptions(me);
    expect(options).toMatchObject({ rp: { name: "Alicerce", id: "localhost" }, user: { name: me.email } });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    const device = authenticator();
    const added = await post("/api/account/passkeys", cookie, {
      name: "  Notebook  ",
      response: device.register(options),
    });
    expect(added.statusCode, added.body).toBe(201);

    const items = await listOf(me);
    expect(items).toEqual([
      {
        id: expect.any(String),
        name: "Notebook",
        created_at: expect.any(String),
        last_used_at: null,
        backed_up: false,
      },
    ]);
    const mails = await mailsTo(me.email, "Chave de acesso adicionada à sua conta do Alicerce");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Notebook");

    // "Baixar meus dados" names them, with their dates.
    const data = await collectAccountData(t.database.db, me.id);
    expect((data.sections["perfil.json"] as { passkeys: unknown[] }).passkeys).toEqual([
      { nome: "Notebook", criada_em: expect.any(Date), ultimo_uso_em: null, sincronizada: false },
    ]);
  });

  it("takes a challenge once, only for the account it was made for, and refuses bad answers without writing", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const other = await newAccount(t.app, "investor", { password: PASSWORD });
    const device = authenticator();

    // No challenge: the browser never asked for one (or it expired).
    const bare = await post("/api/account/passkeys", me.cookie, {
      name: "Sem desafio",
      response: device.register({ challenge: "abc", user: { id: "x" } }),
    });
    expectApiError(bare, 400, "VALIDATION_ERROR", PASSKEY_CHALLENGE_EXPIRED);

    // Someone else's challenge cookie, sent with my session: the passkey never lands in either account.
    const theirs = await registrationOptions(other);
    const challengeCookie = theirs.cookie
      .split("; ")
      .filter((c) => c.includes("passkey_challenge"))
      .join("; ");
    const crossed = await post("/api/account/passkeys", `${me.cookie}; ${challengeCookie}`, {
      name: "Alheia",
      response: device.register(theirs.options),
    });
    expect(crossed.statusCode, crossed.body).toBe(403);
    expect((await listOf(me)).length + (await listOf({ ...other, cookie: theirs.cookie })).length).toBe(0);

    // A security key that does not verify its user cannot stand for the whole login.
    const mine = await registrationOptions(me);
    const unverified = await post("/api/account/passkeys", mine.cookie, {
      name: "Chave sem PIN",
      response: device.register(mine.options, { userVerified: false }),
    });
    expectApiError(unverified, 400, "VALIDATION_ERROR", PASSKEY_NOT_VERIFIED);

    // Bad input: a pt-BR sentence, nothing written.
    const again = await registrationOptions(me);
    const response = device.register(again.options);
    expectApiError(
      await post("/api/account/passkeys", again.cookie, { name: "", response }),
      400,
      "VALIDATION_ERROR",
      PASSKEY_NAME_REQUIRED,
    );
    expectApiError(
      await post("/api/account/passkeys", again.cookie, { name: "x".repeat(61), response }),
      400,
      "VALIDATION_ERROR",
      PASSKEY_NAME_TOO_LONG,
    );
    expectApiError(
      await post("/api/account/passkeys", again.cookie, { name: "Ok", response: { ...response, type: "outro" } }),
      400,
      "VALIDATION_ERROR",
      PASSKEY_RESPONSE_INVALID,
    );
    expectApiError(
      await post("/api/account/passkeys", again.cookie, { name: "Ok", response: "texto" }),
      400,
      "VALIDATION_ERROR",
      PASSKEY_RESPONSE_INVALID,
    );
    expect(await listOf(me)).toEqual([]);

    // The same authenticator key cannot be added twice, to this account or another.
    await addPasskey(me, device, "Primeira");
    const { options, cookie } = await registrationOptions(other);
    const reused = device.register(options);
    const first = device.credentials[device.credentials.length - 2]!;
    const twice = await post("/api/account/passkeys", cookie, {
      name: "Copiada",
      response: { ...reused, id: first.id.toString("base64url"), rawId: first.id.toString("base64url") },
    });
    expectApiError(twice, 409, "CONFLICT", PASSKEY_ALREADY_ADDED);
  });
});

describe("logging in with a passkey", () => {
  it("is a whole login: a session without the password or the code, the device remembered, last use recorded", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const device = authenticator();
    await addPasskey(me, device);

    // Two-factor on: the passkey stands for both steps.
    const setup = ok<TwoFactorSetup>(
      await client(t.app, me.cookie).post("/api/account/two-factor/setup", { password: PASSWORD }),
    );
    ok(
      await client(t.app, me.cookie).post("/api/account/two-factor/confirm", {
        code: await previousStepTotpCode(setup.secret),
      }),
    );

    // A browser that was signed in to someone else ends that session with the new login.
    const someone = await newAccount(t.app, "investor", { password: PASSWORD });
    const res = await passkeyLogin(device, { cookie: someone.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: me.id, email: me.email }, suggest_two_factor: false });
    const cookie = cookieHeader(res, someone.cookie);
    expect((await sessionUser(t.app, cookie))?.id).toBe(me.id);
    expect(await sessionUser(t.app, someone.cookie)).toBeNull();
    expect(res.headers["set-cookie"]).toEqual(expect.arrayContaining([expect.stringMatching(/^alicerce\.device=/)]));

    const [listed] = await listOf({ ...me, cookie });
    expect(listed!.last_used_at).not.toBeNull();
    // That browser never carried this account's device cookie: the owner is told of the new access.
    expect(await mailsTo(me.email, "Novo acesso à sua conta do Alicerce")).toHaveLength(1);
  });

  it("counts as the second step the platform asks of verified legal users: no reminder, unlike the password alone", async () => {
    const lawyer = await newAccount(t.app, "legal", { password: PASSWORD });
    await t.database.db.update(profiles).set({ verified: true }).where(eq(profiles.userId, lawyer.id));
    const device = authenticator();
    await addPasskey(lawyer, device, "Chave do escritório");

    const withPassword = await login(t.app, lawyer.email, PASSWORD);
    expect(withPassword.json()).toMatchObject({ suggest_two_factor: true });
    const withPasskey = await passkeyLogin(device);
    expect(withPasskey.statusCode, withPasskey.body).toBe(200);
    expect(withPasskey.json()).toMatchObject({ user: { email: lawyer.email }, suggest_two_factor: false });
  });

  it("refuses an unknown passkey, a forged signature, an unverified user and a spent challenge, making no session", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const device = authenticator();
    await addPasskey(me, device);
    const sessionsBefore = await t.database.db.$count(session, eq(session.userId, me.id));

    expectApiError(await passkeyLogin(authenticator().withStranger()), 401, "UNAUTHENTICATED", PASSKEY_UNKNOWN);
    expectApiError(
      await passkeyLogin(device, { signWith: strangerKey() }),
      401,
      "UNAUTHENTICATED",
      PASSKEY_LOGIN_FAILED,
    );
    expectApiError(await passkeyLogin(device, { userVerified: false }), 401, "UNAUTHENTICATED", PASSKEY_NOT_VERIFIED);

    // The challenge works once: the same answer sent again finds none.
    const start = await post("/api/auth/login/passkey/options", undefined);
    const cookie = cookieHeader(start);
    const answer = { response: device.authenticate(start.json() as Record<string, unknown>) };
    expect((await post("/api/auth/login/passkey", cookie, answer)).statusCode).toBe(200);
    expectApiError(
      await post("/api/auth/login/passkey", cookie, answer),
      400,
      "VALIDATION_ERROR",
      PASSKEY_CHALLENGE_EXPIRED,
    );

    expectApiError(
      await post("/api/auth/login/passkey", undefined, { response: {} }),
      400,
      "VALIDATION_ERROR",
      PASSKEY_RESPONSE_INVALID,
    );
    expect(await t.database.db.$count(session, eq(session.userId, me.id))).toBe(sessionsBefore + 1);
  });

  it("is refused for a deleted account, and the deletion takes the passkeys with it", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const device = authenticator();
    await addPasskey(me, device);
    await t.database.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, me.id));
    expectApiError(await passkeyLogin(device), 401, "UNAUTHENTICATED", PASSKEY_UNKNOWN);

    await t.database.db.transaction((tx) => anonymiseAccount(tx, me.id, new Date()));
    expect(await t.database.db.$count(passkey, eq(passkey.userId, me.id))).toBe(0);
  });

  it("keeps the account's session cap: the oldest session ends when a passkey login passes it", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const device = authenticator();
    await addPasskey(me, device);
    const capped = await t.rebuild({ SESSIONS_PER_ACCOUNT: "1" });
    try {
      const once = async () => {
        const start = await capped.inject({ method: "POST", url: "/api/auth/login/passkey/options" });
        const res = await capped.inject({
          method: "POST",
          url: "/api/auth/login/passkey",
          headers: { cookie: cookieHeader(start) },
          payload: { response: device.authenticate(start.json() as Record<string, unknown>) },
        });
        expect(res.statusCode, res.body).toBe(200);
        return cookieHeader(res);
      };
      const first = await once();
      const second = await once();
      expect(await sessionUser(capped, first)).toBeNull();
      expect((await sessionUser(capped, second))?.id).toBe(me.id);
      expect(await t.database.db.$count(session, eq(session.userId, me.id))).toBe(1);
    } finally {
      await capped.close();
    }
  });

  it("counts against the address's login budget before anything is checked", async () => {
    const strict = await t.rebuild({ LOGIN_MAX_FAILURES_PER_ADDRESS: "2" });
    try {
      const stranger = authenticator().withStranger();
      const attempt = async () => {
        const start = await strict.inject({
          method: "POST",
          url: "/api/auth/login/passkey/options",
          remoteAddress: "10.31.9.9",
        });
        return strict.inject({
          method: "POST",
          url: "/api/auth/login/passkey",
          headers: { cookie: cookieHeader(start) },
          payload: { response: stranger.authenticate(start.json() as Record<string, unknown>) },
          remoteAddress: "10.31.9.9",
        });
      };
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      expectApiError(await attempt(), 429, "TOO_MANY_REQUESTS");
    } finally {
      await strict.close();
    }
  });
});

describe("renaming and removing a passkey", () => {
  it("renames and removes only the account's own, removal with the password, and mails the owner", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const other = await newAccount(t.app, "investor", { password: PASSWORD });
    const device = authenticator();
    const mine = await addPasskey(me, device, "Antigo");
    const theirs = await addPasskey(other, authenticator(), "Da outra pessoa");

    const rename = (who: Account, id: string, name: unknown) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/account/passkeys/${id}`,
        headers: { cookie: who.cookie },
        payload: { name },
      });
    expect((await rename(me, mine.id, "Celular novo")).statusCode).toBe(200);
    expectApiError(await rename(me, theirs.id, "Minha agora"), 404, "NOT_FOUND", PASSKEY_NOT_FOUND);
    expectApiError(await rename(me, mine.id, "   "), 400, "VALIDATION_ERROR", PASSKEY_NAME_REQUIRED);
    expectApiError(await rename(me, "não-é-um-id", "X"), 400, "VALIDATION_ERROR");
    expect((await listOf(other))[0]!.name).toBe("Da outra pessoa");

    const remove = (who: Account, id: string, payload: unknown) =>
      post(`/api/account/passkeys/${id}/remove`, who.cookie, payload);
    expectApiError(await remove(me, mine.id, {}), 400, "VALIDATION_ERROR", PASSKEY_PASSWORD_REQUIRED);
    expectApiError(
      await remove(me, mine.id, { password: "não é a senha" }),
      400,
      "VALIDATION_ERROR",
      WRONG_CURRENT_PASSWORD,
    );
    // Another person's passkey: not found, whatever the password.
    expectApiError(await remove(me, theirs.id, { password: PASSWORD }), 404, "NOT_FOUND", PASSKEY_NOT_FOUND);
    expect(await listOf(other)).toHaveLength(1);
    expect((await listOf(me))[0]!.name).toBe("Celular novo");

    const removed = await remove(me, mine.id, { password: PASSWORD });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: PASSKEY_REMOVED });
    expect(await listOf(me)).toEqual([]);
    const mails = await mailsTo(me.email, "Chave de acesso removida da sua conta do Alicerce");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Celular novo");

    // The removed passkey no longer opens the account.
    expectApiError(await passkeyLogin(device), 401, "UNAUTHENTICATED", PASSKEY_UNKNOWN);
  });
});
