// An e-mail confirmation link confirms the e-mail and signs nobody in (decision 090): it is valid for
// 24 hours and sits in a mailbox (or a request log), so opening it must give no session, neither
// without the password nor without the second step of an account with two-factor on.
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { TwoFactorSetup } from "@alicerce/shared/schemas/two-factor";
import { totpCode } from "@alicerce/shared/testing/totp";
import { user } from "../src/db/schema/index.ts";
import { client, newAccount, ok } from "./project-helpers.ts";
import { mailsTo, verificationLink } from "./outbox.ts";
import { cookieHeader, createTestApp, login, register, sessionCookie, sessionUser, type TestApp } from "./test-app.ts";

const PASSWORD = "uma senha longa e boa";

/** Opens the last confirmation link mailed to `email` as a browser with no cookie would. */
async function openLastLink(t: TestApp, email: string) {
  await t.app.jobs.deliverMail();
  const mails = await mailsTo(path.join(t.config.dataDir, "outbox"), email, { confirmations: true });
  const link = verificationLink(mails.at(-1)!);
  return t.app.inject({ method: "GET", url: link.pathname + link.search });
}

async function expectConfirmedWithoutSession(app: FastifyInstance, t: TestApp, email: string) {
  const opened = await openLastLink(t, email);
  expect(opened.statusCode, opened.body).toBe(302);
  expect(opened.headers.location).toBe("/login?email=confirmado");
  expect(sessionCookie(opened)).toBeUndefined();
  expect(await sessionUser(app, cookieHeader(opened))).toBeNull();
  const [row] = await t.database.db.select({ confirmed: user.emailVerified }).from(user).where(eq(user.email, email));
  expect(row?.confirmed).toBe(true);
}

describe("with e-mail confirmation required", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: "true" });
  });
  afterAll(() => t.close());

  it("the link confirms the e-mail, sets no session, and the login with the password then works", async () => {
    const { res, input } = await register(t.app);
    expect(res.statusCode, res.body).toBe(201);
    await expectConfirmedWithoutSession(t.app, t, input.email);
    const later = await login(t.app, input.email, input.password);
    expect(later.statusCode, later.body).toBe(200);
  });
});

describe("an account with two-factor on", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("the link confirms the e-mail and gives no session: the password and the code are still asked", async () => {
    // Created while confirmation was optional: signed in, e-mail unconfirmed, two-factor turned on.
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const setup = ok<TwoFactorSetup>(
      await client(t.app, me.cookie).post("/api/account/two-factor/setup", { password: PASSWORD }),
    );
    const confirmed = await client(t.app, me.cookie).post("/api/account/two-factor/confirm", {
      code: await totpCode(setup.secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cookie = cookieHeader(confirmed, me.cookie);
    const asked = ok<{ sent: boolean }>(await client(t.app, cookie).post("/api/auth/confirmation-email"));
    expect(asked.sent).toBe(true);

    await expectConfirmedWithoutSession(t.app, t, me.email);
    const passwordStep = await login(t.app, me.email, PASSWORD);
    expect(passwordStep.json()).toEqual({ two_factor_required: true });
  });

  it("a signed-in person who opens the link stays signed in and goes where the link says", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    ok(await client(t.app, me.cookie).post("/api/auth/confirmation-email"));
    await t.app.jobs.deliverMail();
    const mails = await mailsTo(path.join(t.config.dataDir, "outbox"), me.email, { confirmations: true });
    const link = verificationLink(mails.at(-1)!);
    const opened = await t.app.inject({
      method: "GET",
      url: link.pathname + link.search,
      headers: { cookie: me.cookie },
    });
    expect(opened.statusCode, opened.body).toBe(302);
    expect(opened.headers.location).toBe("/dashboard/invitations");
    expect((await sessionUser(t.app, me.cookie))?.email).toBe(me.email);
  });
});
