import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../src/db/schema/index.ts";
import {
  cookieHeader,
  createTestApp,
  expectApiError,
  login,
  register,
  sessionCookie,
  sessionUser,
  type TestApp,
} from "./test-app.ts";
import { mailsTo as mailsToOutbox, verificationLink } from "./outbox.ts";

let t: TestApp;
let outbox: string;
beforeAll(async () => {
  t = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: "true" });
  outbox = path.join(t.config.dataDir, "outbox");
});
afterAll(() => t.close());

/** The mails to `to`, once the outbox worker has sent what is due. */
const mailsTo = async (to: string) => {
  await t.app.jobs.deliverMail();
  return mailsToOutbox(outbox, to, { confirmations: true });
};

describe("with REQUIRE_EMAIL_VERIFICATION", () => {
  it("registers without a session and mails a confirmation link", async () => {
    const { res, input } = await register(t.app);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ verificationRequired: true, user: { email: input.email, verified: false } });
    expect(sessionCookie(res)).toBeUndefined();

    const mails = await mailsTo(input.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatch(/^Subject: Confirme seu email no Alicerce$/m);
    expect(mail).toContain("Olá, Maria Teste!");
    const link = verificationLink(mail);
    expect(link.origin).toBe(t.config.publicUrl);
    expect(link.pathname).toBe("/api/auth/verify-email");
    expect(link.searchParams.get("token")).toBeTruthy();
  });

  it("refuses to log in before the e-mail is confirmed, then logs in after the link is opened", async () => {
    const { res, input } = await register(t.app);
    expect(res.statusCode, res.body).toBe(201);

    const early = await login(t.app, input.email, input.password);
    expectApiError(early, 403, "EMAIL_NOT_VERIFIED", "Confirme seu email antes de fazer login.");
    expect(sessionCookie(early)).toBeUndefined();

    const [mail] = await mailsTo(input.email);
    const link = verificationLink(mail!);
    const opened = await t.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(opened.statusCode, opened.body).toBeGreaterThanOrEqual(300);
    expect(opened.statusCode).toBeLessThan(400);
    // Back into the app, on this site: the login, told the e-mail is confirmed.
    const location = new URL(opened.headers.location as string, t.config.publicUrl);
    expect(location.origin).toBe(t.config.publicUrl);
    expect(location.pathname + location.search).toBe("/login?email=confirmado");

    const [row] = await t.database.db.select().from(user).where(eq(user.email, input.email));
    expect(row?.emailVerified).toBe(true);

    // The link signs nobody in (decision 090): the password is still needed.
    expect(sessionCookie(opened)).toBeUndefined();
    expect(await sessionUser(t.app, cookieHeader(opened))).toBeNull();

    const later = await login(t.app, input.email, input.password);
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json().user.email).toBe(input.email);
    expect(sessionCookie(later)).toBeDefined();
  });

  it("sends the link again when an unconfirmed account tries to log in", async () => {
    const { res, input } = await register(t.app);
    expect(res.statusCode).toBe(201);
    expect(await mailsTo(input.email)).toHaveLength(1);
    const early = await login(t.app, input.email, input.password);
    expect(early.statusCode).toBe(403);
    const mails = await mailsTo(input.email);
    expect(mails).toHaveLength(2);
    verificationLink(mails[1]!);
  });

  it("does not send a link or reveal anything for a wrong password on an unconfirmed account", async () => {
    const { res, input } = await register(t.app);
    expect(res.statusCode).toBe(201);
    const wrong = await login(t.app, input.email, "not the password");
    expectApiError(wrong, 401, "INVALID_CREDENTIALS", "Email ou senha incorretos.");
    expect(await mailsTo(input.email)).toHaveLength(1);
  });

  it("does not confirm anything with a forged token", async () => {
    const { res, input } = await register(t.app);
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(input.email);
    const link = verificationLink(mail!);
    const token = link.searchParams.get("token")!;
    const forged = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");

    const bad = await t.app.inject({
      method: "GET",
      url: `/api/auth/verify-email?token=${forged}&callbackURL=%2Fdashboard`,
    });
    expect(sessionCookie(bad)).toBeUndefined();
    if (bad.statusCode >= 300 && bad.statusCode < 400) {
      // To the login, told the link did not work.
      expect(String(bad.headers.location)).toBe("/login?email=invalido");
    } else {
      expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    }
    const garbage = await t.app.inject({ method: "GET", url: "/api/auth/verify-email?token=garbage" });
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(sessionCookie(garbage)).toBeUndefined();

    const still = await login(t.app, input.email, input.password);
    expectApiError(still, 403, "EMAIL_NOT_VERIFIED");
  });
});
