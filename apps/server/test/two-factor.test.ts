// docs/product/accounts.md#two-factor: two-factor login with an authenticator app (better-auth's plugin): turning it
// on with a password and a first code, the login's second step with the app's code or a
// single-use recovery code, the refusals, and turning it off.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { TwoFactorSetup, TwoFactorStatus } from "@alicerce/shared/schemas/two-factor";
import {
  TWO_FACTOR_EXPIRED,
  TWO_FACTOR_INVALID_CODE,
  TWO_FACTOR_INVALID_RECOVERY_CODE,
  TWO_FACTOR_LOCKED,
  TWO_FACTOR_TOO_MANY_TRIES,
} from "@alicerce/shared/schemas/two-factor";
import { WRONG_CURRENT_PASSWORD } from "@alicerce/shared/schemas/account";
import { previousStepTotpCode, totpCode } from "@alicerce/shared/testing/totp";
import { profiles, twoFactor } from "../src/db/schema/index.ts";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";
import { cookieHeader, createTestApp, expectApiError, login, sessionUser, type TestApp } from "./test-app.ts";

const PASSWORD = "uma senha longa e boa";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000", LOGIN_MAX_FAILURES_PER_ADDRESS: "1000" });
});
afterAll(() => t.close());

/** Turns two-factor on for the account; returns the secret and the recovery codes. */
async function enable(who: Account) {
  const setup = ok<TwoFactorSetup>(
    await client(t.app, who.cookie).post("/api/account/two-factor/setup", { password: PASSWORD }),
  );
  // The previous step's code: each step's code works once (decision 090), so the tests' logins can
  // use the current step's.
  const confirmed = await client(t.app, who.cookie).post("/api/account/two-factor/confirm", {
    code: await previousStepTotpCode(setup.secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // better-auth replaced the session when the account changed: the browser's cookie follows.
  return { ...setup, cookie: cookieHeader(confirmed, who.cookie) };
}

/** The password step: answers two_factor_required and the challenge cookie. */
async function passwordStep(who: { email: string }, ip = "10.27.0.1") {
  const res = await login(t.app, who.email, PASSWORD, { remoteAddress: ip });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ two_factor_required: true });
  return cookieHeader(res);
}

const secondStep = (challenge: string, body: unknown, ip = "10.27.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login/two-factor",
    headers: { cookie: challenge },
    payload: body as object,
    remoteAddress: ip,
  });

describe("turning two-factor on", () => {
  it("needs the password, shows a QR code, and changes nothing until the first code is confirmed", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const status = ok<TwoFactorStatus>(await client(t.app, me.cookie).get("/api/account/two-factor"));
    expect(status).toEqual({ enabled: false, recommended: false });

    const wrong = await client(t.app, me.cookie).post("/api/account/two-factor/setup", { password: "errada!!" });
    expectApiError(wrong, 400, "VALIDATION_ERROR", WRONG_CURRENT_PASSWORD);

    const setup = ok<TwoFactorSetup>(
      await client(t.app, me.cookie).post("/api/account/two-factor/setup", { password: PASSWORD }),
    );
    expect(setup.totp_uri).toMatch(/^otpauth:\/\/totp\/Alicerce:/);
    expect(setup.secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.recovery_codes).toHaveLength(10);
    expect(new Set(setup.recovery_codes).size).toBe(10);

    // Not confirmed yet: the login still needs only the password.
    const before = await login(t.app, me.email, PASSWORD);
    expect(before.json()).toMatchObject({ user: { email: me.email } });

    const bad = await client(t.app, me.cookie).post("/api/account/two-factor/confirm", { code: "000000" });
    expectApiError(bad, 400, "VALIDATION_ERROR", TWO_FACTOR_INVALID_CODE);
    const malformed = await client(t.app, me.cookie).post("/api/account/two-factor/confirm", { code: "12ab" });
    expectApiError(malformed, 400, "VALIDATION_ERROR");

    const confirmed = await client(t.app, me.cookie).post("/api/account/two-factor/confirm", {
      code: await totpCode(setup.secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cookie = cookieHeader(confirmed, me.cookie);
    expect(ok<TwoFactorStatus>(await client(t.app, cookie).get("/api/account/two-factor")).enabled).toBe(true);
    // The stored secret is encrypted, never the base32 the app was given.
    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, me.id));
    expect(row!.secret).not.toContain(setup.secret);
    // Turning it on twice is refused.
    expectApiError(
      await client(t.app, cookie).post("/api/account/two-factor/setup", { password: PASSWORD }),
      409,
      "CONFLICT",
    );
  });

  it("is recommended to platform admins and verified legal users, at every login", async () => {
    for (const [type, verified, recommended] of [
      ["platform_admin", true, true],
      ["legal", true, true],
      ["legal", false, false],
      ["creator", true, false],
    ] as const) {
      const who = await newAccount(t.app, "investor", { password: PASSWORD });
      await t.database.db.update(profiles).set({ type, verified }).where(eq(profiles.userId, who.id));
      const res = await login(t.app, who.email, PASSWORD);
      expect(res.json(), `${type} ${verified}`).toMatchObject({ suggest_two_factor: recommended });
      const cookie = cookieHeader(res);
      expect(ok<TwoFactorStatus>(await client(t.app, cookie).get("/api/account/two-factor")).recommended).toBe(
        recommended,
      );
    }
  });
});

describe("logging in with two-factor on", () => {
  it("asks for the code after the password; the app's code signs in", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const { secret } = await enable(me);
    const challenge = await passwordStep(me);
    // The password alone gives no session.
    expect(await sessionUser(t.app, challenge)).toBeNull();

    const res = await secondStep(challenge, { kind: "totp", code: await totpCode(secret) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: me.email }, suggest_two_factor: false });
    expect((await sessionUser(t.app, cookieHeader(res, challenge)))?.email).toBe(me.email);
  });

  it("refuses a wrong code, and ends the challenge after 5 wrong codes", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const { secret } = await enable(me);
    const challenge = await passwordStep(me);
    expectApiError(
      await secondStep(challenge, { kind: "totp", code: "000000" }),
      400,
      "VALIDATION_ERROR",
      TWO_FACTOR_INVALID_CODE,
    );
    for (let i = 0; i < 4; i++) await secondStep(challenge, { kind: "totp", code: "000000" });
    expectApiError(
      await secondStep(challenge, { kind: "totp", code: await totpCode(secret) }),
      429,
      "TOO_MANY_REQUESTS",
      TWO_FACTOR_TOO_MANY_TRIES,
    );
    // A new password step gives a new challenge.
    const again = await passwordStep(me);
    expect((await secondStep(again, { kind: "totp", code: await totpCode(secret) })).statusCode).toBe(200);
  });

  it("locks the second step for 15 minutes after 10 wrong codes in a row", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const { secret } = await enable(me);
    for (let round = 0; round < 2; round++) {
      const challenge = await passwordStep(me);
      for (let i = 0; i < 5; i++) await secondStep(challenge, { kind: "totp", code: "000000" });
    }
    const challenge = await passwordStep(me);
    expectApiError(
      await secondStep(challenge, { kind: "totp", code: await totpCode(secret) }),
      429,
      "TOO_MANY_REQUESTS",
      TWO_FACTOR_LOCKED,
    );
  });

  it("a recovery code signs in once; reused, it is refused", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const { recovery_codes } = await enable(me);
    const first = await secondStep(await passwordStep(me), { kind: "recovery", code: recovery_codes[0] });
    expect(first.statusCode, first.body).toBe(200);
    expectApiError(
      await secondStep(await passwordStep(me), { kind: "recovery", code: recovery_codes[0] }),
      400,
      "VALIDATION_ERROR",
      TWO_FACTOR_INVALID_RECOVERY_CODE,
    );
    expect((await secondStep(await passwordStep(me), { kind: "recovery", code: recovery_codes[1] })).statusCode).toBe(
      200,
    );
  });

  it("refuses the second step without a challenge, with a forged one, and with another account's code", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const other = await newAccount(t.app, "investor", { password: PASSWORD });
    const mine = await enable(me);
    const theirs = await enable(other);
    expectApiError(await secondStep("", { kind: "totp", code: "123456" }), 401, "UNAUTHENTICATED", TWO_FACTOR_EXPIRED);
    const challenge = await passwordStep(me);
    const forged = challenge.replace(/two_factor=[^;]+/, "two_factor=2fa-inventado.assinatura");
    expectApiError(
      await secondStep(forged, { kind: "totp", code: await totpCode(mine.secret) }),
      401,
      "UNAUTHENTICATED",
    );
    // The other account's code (and recovery code) does not open mine.
    expectApiError(
      await secondStep(challenge, { kind: "totp", code: await totpCode(theirs.secret) }),
      400,
      "VALIDATION_ERROR",
    );
    expectApiError(
      await secondStep(challenge, { kind: "recovery", code: theirs.recovery_codes[0] }),
      400,
      "VALIDATION_ERROR",
    );
    expectApiError(await secondStep(challenge, { kind: "sms", code: "1" }), 400, "VALIDATION_ERROR");
  });

  it("wrong codes count against the address's login budget", async () => {
    const budget = await createTestApp({
      LOGIN_MAX_FAILURES_PER_ADDRESS: "3",
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000",
    });
    try {
      const me = await newAccount(budget.app, "investor", { password: PASSWORD });
      const setup = ok<TwoFactorSetup>(
        await client(budget.app, me.cookie).post("/api/account/two-factor/setup", { password: PASSWORD }),
      );
      await client(budget.app, me.cookie).post("/api/account/two-factor/confirm", {
        code: await totpCode(setup.secret),
      });
      const res = await login(budget.app, me.email, PASSWORD, { remoteAddress: "10.27.9.9" });
      const challenge = cookieHeader(res);
      const step = (code: string) =>
        budget.app.inject({
          method: "POST",
          url: "/api/auth/login/two-factor",
          headers: { cookie: challenge },
          payload: { kind: "totp", code },
          remoteAddress: "10.27.9.9",
        });
      for (let i = 0; i < 3; i++) expect((await step("000000")).statusCode).toBe(400);
      expectApiError(await step(await totpCode(setup.secret)), 429, "TOO_MANY_REQUESTS");
    } finally {
      await budget.close();
    }
  });
});

describe("turning two-factor off and renewing recovery codes", () => {
  it("needs the password; afterwards the login asks for the password only", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const { cookie, recovery_codes } = await enable(me);
    expectApiError(
      await client(t.app, cookie).post("/api/account/two-factor/disable", { password: "errada!!" }),
      400,
      "VALIDATION_ERROR",
      WRONG_CURRENT_PASSWORD,
    );

    const renewed = ok<{ recovery_codes: string[] }>(
      await client(t.app, cookie).post("/api/account/two-factor/recovery-codes", { password: PASSWORD }),
    );
    expect(renewed.recovery_codes).toHaveLength(10);
    // The old codes stopped working.
    expectApiError(
      await secondStep(await passwordStep(me), { kind: "recovery", code: recovery_codes[2] }),
      400,
      "VALIDATION_ERROR",
    );

    const off = await client(t.app, cookie).post("/api/account/two-factor/disable", { password: PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    const after = cookieHeader(off, cookie);
    expect(ok<TwoFactorStatus>(await client(t.app, after).get("/api/account/two-factor")).enabled).toBe(false);
    expect((await login(t.app, me.email, PASSWORD)).json()).toMatchObject({ user: { email: me.email } });
    expectApiError(
      await client(t.app, after).post("/api/account/two-factor/disable", { password: PASSWORD }),
      409,
      "CONFLICT",
    );
  });

  it("refuses every two-factor route without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/account/two-factor"],
      ["POST", "/api/account/two-factor/setup"],
      ["POST", "/api/account/two-factor/confirm"],
      ["POST", "/api/account/two-factor/disable"],
      ["POST", "/api/account/two-factor/recovery-codes"],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === "POST" ? { password: PASSWORD, code: "123456" } : undefined,
      });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
