// Decision 044 (docs/decisions/044-email-change-needs-password-and-undo.md): once the new
// address's link moves the account, the e-mail counts as confirmed, older reset links end, and the
// old address is told with an undo link; the undo gives the account back and ends every session.
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSettings } from "@alicerce/shared/schemas/account";
import { user as users, verification } from "../src/db/schema/index.ts";
import { mailsTo as mailsToOutbox, verificationLink } from "./outbox.ts";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";
import {
  cookieHeader,
  createTestApp,
  expectApiError,
  login,
  sessionUser,
  uniqueEmail,
  type TestApp,
} from "./test-app.ts";

const PASSWORD = "uma senha longa e boa";
const INVALID_UNDO = "Link inválido ou expirado.";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" });
});
afterAll(() => t.close());

const mailsTo = async (to: string) => {
  await t.app.jobs.deliverMail();
  return mailsToOutbox(path.join(t.config.dataDir, "outbox"), to);
};

const settingsOf = async (cookie: string) => ok<AccountSettings>(await client(t.app, cookie).get("/api/account"));

/** Asks for the change and returns the link mailed to the new address (not opened yet). */
async function requestChange(me: Account, newEmail: string): Promise<URL> {
  ok(await client(t.app, me.cookie).post("/api/account/email", { new_email: newEmail, current_password: PASSWORD }));
  const mails = await mailsTo(newEmail);
  return verificationLink(mails.at(-1)!);
}

const open = (link: URL, cookie?: string) =>
  t.app.inject({ method: "GET", url: link.pathname + link.search, headers: cookie ? { cookie } : {} });

/** Requests and opens the change; returns the notice mailed to the old address. */
async function moveAccount(me: Account, newEmail: string): Promise<string> {
  const opened = await open(await requestChange(me, newEmail), me.cookie);
  expect(opened.statusCode, opened.body).toBeLessThan(400);
  const notices = (await mailsTo(me.email)).filter((m) =>
    /^Subject: O email da sua conta no Alicerce foi alterado$/m.test(m),
  );
  expect(notices).toHaveLength(1);
  return notices[0]!;
}

function undoTokenIn(mail: string): string {
  const match = mail.match(/https?:\/\/\S+\/conta\/desfazer-email\?token=(\S+)/);
  expect(match, mail).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

let nextAddress = 0;
/** Every call from its own address unless told, so the per-address budget is not what a test meets. */
const undo = (token: unknown, ip = `10.44.${Math.floor(nextAddress / 200)}.${nextAddress++ % 200}`) =>
  t.app.inject({ method: "POST", url: "/api/account/email/undo", payload: { token } as object, remoteAddress: ip });

/** A reset link for the address, as "Esqueci minha senha" mails it. */
async function resetTokenFor(email: string): Promise<string> {
  ok(
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email },
      remoteAddress: `10.45.0.${nextAddress++ % 200}`,
    }),
  );
  const mail = (await mailsTo(email)).at(-1)!;
  return new URL(mail.match(/https?:\/\/\S+\/redefinir-senha\?token=\S+/)![0]).searchParams.get("token")!;
}

const reset = (token: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/reset-password",
    payload: { token, new_password: "senha de quem leu o email", confirm_password: "senha de quem leu o email" },
  });

describe("after the link mailed to the new address is opened", () => {
  it("the e-mail counts as confirmed, and the old address gets a notice with the new one masked and an undo link", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD, name: "Olga Antiga" });
    expect((await settingsOf(me.cookie)).email_verified).toBe(false);
    const newEmail = uniqueEmail("joana");
    const notice = await moveAccount(me, newEmail);

    const settings = await settingsOf(me.cookie);
    expect(settings.user.email).toBe(newEmail);
    expect(settings.email_verified).toBe(true);

    expect(notice).toContain("Olá, Olga Antiga!");
    expect(notice).toContain(`passou de ${me.email} para j***@${newEmail.split("@")[1]}`);
    expect(notice).not.toContain(newEmail);
    expect(notice).toContain("vale por 7 dias");
    expect(notice).toMatch(/\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(undoTokenIn(notice).length).toBeGreaterThan(30);
    // The undo link lasts 7 days.
    const [row] = await t.database.db
      .select({ expiresAt: verification.expiresAt })
      .from(verification)
      .where(like(verification.value, `{"userId":"${me.id}",%`));
    const days = (row!.expiresAt.getTime() - Date.now()) / (24 * 3600 * 1000);
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it("ends every reset link mailed before the change", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const older = await resetTokenFor(me.email);
    await moveAccount(me, uniqueEmail("novo"));
    expectApiError(
      await reset(older),
      400,
      "VALIDATION_ERROR",
      "Link de redefinição inválido ou expirado. Peça um novo link.",
    );
    expect((await login(t.app, (await settingsOf(me.cookie)).user.email, PASSWORD)).statusCode).toBe(200);
  });

  it("sends one notice when the same link is opened twice, and a refused link moves nothing and tells nobody", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const newEmail = uniqueEmail("duas");
    const link = await requestChange(me, newEmail);
    await Promise.all([open(link, me.cookie), open(link, me.cookie)]);
    expect((await settingsOf(me.cookie)).user.email).toBe(newEmail);
    await open(link, me.cookie);
    expect(await mailsTo(me.email)).toHaveLength(1);

    const forged = new URL(link);
    forged.searchParams.set("token", `${link.searchParams.get("token")!.slice(0, -3)}abc`);
    const other = await newAccount(t.app, "investor", { password: PASSWORD });
    expect((await open(forged)).statusCode).toBeGreaterThanOrEqual(300);
    expect(await mailsTo(other.email)).toEqual([]);
    // Made-up claims (read before better-auth checks the signature) are refused, never a 500.
    for (const userId of ["nao-e-uuid", other.id]) {
      const claims = {
        email: other.email,
        updateTo: "x@exemplo.com.br",
        requestType: "change-email-verification",
        userId,
        iat: 1,
      };
      const made = `e30.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.assinatura`;
      const res = await open(new URL(`/api/auth/verify-email?token=${made}`, link));
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect((await sessionUser(t.app, other.cookie))?.email).toBe(other.email);
  });
});

describe("POST /api/account/email/undo", () => {
  it("gives the old address back, confirmed, ends every session and reset link, and works once", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const otherDevice = cookieHeader(await login(t.app, me.email, PASSWORD));
    const newEmail = uniqueEmail("intruso");
    const notice = await moveAccount(me, newEmail);
    const intrudersReset = await resetTokenFor(newEmail);

    const res = await undo(undoTokenIn(notice));
    const { message } = ok<{ message: string }>(res);
    expect(message).toBe(
      `Sua conta voltou a usar o email ${me.email}, e todas as sessões dela foram encerradas. Quem trocou o email estava com uma sessão aberta na sua conta: redefina sua senha agora em "Esqueci minha senha".`,
    );
    expect(await sessionUser(t.app, me.cookie)).toBeNull();
    expect(await sessionUser(t.app, otherDevice)).toBeNull();
    const [row] = await t.database.db
      .select({ email: users.email, verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, me.id));
    expect(row).toEqual({ email: me.email, verified: true });
    expectApiError(await reset(intrudersReset), 400, "VALIDATION_ERROR");
    expect((await login(t.app, me.email, PASSWORD)).statusCode).toBe(200);
    expectApiError(await login(t.app, newEmail, PASSWORD), 401, "INVALID_CREDENTIALS");

    // Single use.
    expectApiError(await undo(undoTokenIn(notice)), 400, "VALIDATION_ERROR", INVALID_UNDO);
  });

  it("refuses, once undone, the link that moved the account and any other change link mailed before", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const first = await requestChange(me, uniqueEmail("primeiro"));
    const pending = await requestChange(me, uniqueEmail("pendente"));
    expect((await open(first, me.cookie)).statusCode).toBeLessThan(400);
    const notice = (await mailsTo(me.email)).at(-1)!;
    ok(await undo(undoTokenIn(notice)));

    for (const link of [first, pending]) {
      expectApiError(
        await open(link),
        400,
        "VALIDATION_ERROR",
        "Link de confirmação inválido ou expirado. Peça um novo link.",
      );
    }
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, me.id));
    expect(row?.email).toBe(me.email);
  });

  it("refuses a forged, an expired or a malformed token", async () => {
    expectApiError(await undo("token-inventado-que-nao-existe"), 400, "VALIDATION_ERROR", INVALID_UNDO);
    const bad = expectApiError(await undo(""), 400, "VALIDATION_ERROR");
    expect(bad.fields?.token).toEqual([INVALID_UNDO]);
    expectApiError(await undo(42), 400, "VALIDATION_ERROR");

    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const newEmail = uniqueEmail("expira");
    const notice = await moveAccount(me, newEmail);
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.value, `{"userId":"${me.id}",%`));
    expectApiError(await undo(undoTokenIn(notice)), 400, "VALIDATION_ERROR", INVALID_UNDO);
    expect((await settingsOf(me.cookie)).user.email).toBe(newEmail);
  });

  it("refuses, and keeps the link, when the old address now belongs to another account", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const newEmail = uniqueEmail("mudou");
    const notice = await moveAccount(me, newEmail);
    const squatter = await newAccount(t.app, "investor", { email: me.email });
    expectApiError(
      await undo(undoTokenIn(notice)),
      409,
      "CONFLICT",
      "O email anterior passou a ser usado por outra conta, então a troca não pode ser desfeita por este link. Fale com o suporte do Alicerce.",
    );
    expect((await settingsOf(me.cookie)).user.email).toBe(newEmail);
    expect((await sessionUser(t.app, squatter.cookie))?.email).toBe(me.email);
    const kept = await t.database.db
      .select({ id: verification.id })
      .from(verification)
      .where(like(verification.value, `{"userId":"${me.id}",%`));
    expect(kept).toHaveLength(1);
  });

  it("is throttled per address, every attempt counting", async () => {
    for (let i = 0; i < 20; i++) expectApiError(await undo(`inventado-${i}`, "10.46.0.1"), 400, "VALIDATION_ERROR");
    expectApiError(await undo("inventado", "10.46.0.1"), 429, "TOO_MANY_REQUESTS");
    expectApiError(await undo("inventado", "10.46.0.2"), 400, "VALIDATION_ERROR");
  });
});
