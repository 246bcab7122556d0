// Each TOTP code works once per account (decision 090): the same code completed two separate
// logins. A code whose 30-second step (or a later one) was accepted already is refused in pt-BR, on
// any process sharing the database; a code the plugin refused for another reason is not spent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { TwoFactorSetup } from "@alicerce/shared/schemas/two-factor";
import { TWO_FACTOR_CODE_USED, TWO_FACTOR_LOCKED } from "@alicerce/shared/schemas/two-factor";
import { previousStepTotpCode, totpCode } from "@alicerce/shared/testing/totp";
import { eq } from "drizzle-orm";
import { twoFactor } from "../src/db/schema/index.ts";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";
import { cookieHeader, createTestApp, expectApiError, login, sessionUser, type TestApp } from "./test-app.ts";

const PASSWORD = "uma senha longa e boa";
const STEP_MS = 30_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000",
    LOGIN_MAX_FAILURES_PER_ADDRESS: "1000",
    // Every process of an installation shares the secret the TOTP secrets are encrypted with.
    BETTER_AUTH_SECRET: "um segredo de teste com mais de trinta e dois caracteres",
  });
});
afterAll(() => t.close());

/** Turns two-factor on, confirmed with the previous step's code; answers the base32 secret. */
async function enable(who: Account): Promise<string> {
  const setup = ok<TwoFactorSetup>(
    await client(t.app, who.cookie).post("/api/account/two-factor/setup", { password: PASSWORD }),
  );
  const confirmed = await client(t.app, who.cookie).post("/api/account/two-factor/confirm", {
    code: await previousStepTotpCode(setup.secret),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return setup.secret;
}

/** The password step on `app`: answers the challenge cookie. */
async function challengeOf(app: FastifyInstance, who: Account) {
  const res = await login(app, who.email, PASSWORD, { remoteAddress: "10.90.0.1" });
  expect(res.json()).toEqual({ two_factor_required: true });
  return cookieHeader(res);
}

const secondStep = (app: FastifyInstance, challenge: string, code: string) =>
  app.inject({
    method: "POST",
    url: "/api/auth/login/two-factor",
    headers: { cookie: challenge },
    payload: { kind: "totp", code },
    remoteAddress: "10.90.0.1",
  });

describe("a TOTP code is accepted once", () => {
  it("the code that completed one login is refused for the next, as is an earlier step's; the next step's works", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const secret = await enable(me);
    const now = await totpCode(secret);

    const first = await secondStep(t.app, await challengeOf(t.app, me), now);
    expect(first.statusCode, first.body).toBe(200);

    const replayChallenge = await challengeOf(t.app, me);
    const replay = await secondStep(t.app, replayChallenge, now);
    expectApiError(replay, 400, "VALIDATION_ERROR", TWO_FACTOR_CODE_USED);
    expect(replay.json().error.fields).toEqual({ code: [TWO_FACTOR_CODE_USED] });
    expect(await sessionUser(t.app, cookieHeader(replay, replayChallenge))).toBeNull();
    // The previous step's code (the one that confirmed the setup) is older still.
    expectApiError(
      await secondStep(t.app, replayChallenge, await totpCode(secret, Date.now() - STEP_MS)),
      400,
      "VALIDATION_ERROR",
      TWO_FACTOR_CODE_USED,
    );
    // A replay is no guess: the challenge survives it, and the app's next code signs in.
    const next = await secondStep(t.app, replayChallenge, await totpCode(secret, Date.now() + STEP_MS));
    expect(next.statusCode, next.body).toBe(200);
    expect((await sessionUser(t.app, cookieHeader(next, replayChallenge)))?.email).toBe(me.email);
  });

  it("two logins sending the same code at once: one signs in, the other is refused", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const secret = await enable(me);
    const [a, b] = [await challengeOf(t.app, me), await challengeOf(t.app, me)];
    const code = await totpCode(secret);
    const answers = await Promise.all([secondStep(t.app, a, code), secondStep(t.app, b, code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.statusCode === 400)!.json().error.message).toBe(TWO_FACTOR_CODE_USED);
  });

  it("holds across server processes sharing the database", async () => {
    const other = await t.rebuild();
    try {
      const me = await newAccount(t.app, "investor", { password: PASSWORD });
      const secret = await enable(me);
      const code = await totpCode(secret);
      expect((await secondStep(t.app, await challengeOf(t.app, me), code)).statusCode).toBe(200);
      expectApiError(
        await secondStep(other, await challengeOf(other, me), code),
        400,
        "VALIDATION_ERROR",
        TWO_FACTOR_CODE_USED,
      );
    } finally {
      await other.close();
    }
  });

  it("a right code the plugin refuses (the second step locked) is not spent", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const secret = await enable(me);
    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, me.id));
    const usedBefore = row!.lastUsedTotpStep;
    await t.database.db
      .update(twoFactor)
      .set({ lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(twoFactor.userId, me.id));
    const code = await totpCode(secret);
    expectApiError(
      await secondStep(t.app, await challengeOf(t.app, me), code),
      429,
      "TOO_MANY_REQUESTS",
      TWO_FACTOR_LOCKED,
    );
    const [after] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, me.id));
    expect(after!.lastUsedTotpStep).toBe(usedBefore);

    await t.database.db.update(twoFactor).set({ lockedUntil: null }).where(eq(twoFactor.userId, me.id));
    expect((await secondStep(t.app, await challengeOf(t.app, me), code)).statusCode).toBe(200);
  });
});
