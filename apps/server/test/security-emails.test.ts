// Security e-mails (docs/product/accounts.md#security-e-mails, docs/decisions/125-security-emails.md): each
// event mails the owner what happened, when (São Paulo), from which browser and network, and what to do
// if it was not them; sent even with e-mails turned off; a browser the account used before does not mail
// "Novo acesso".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import type { TwoFactorSetup } from "@alicerce/shared/schemas/two-factor";
import { dateAndTime } from "@alicerce/shared/sao-paulo-time";
import { previousStepTotpCode, totpCode } from "@alicerce/shared/testing/totp";
import { mailOutbox } from "../src/db/schema/index.ts";
import { browserName, deviceName } from "../src/modules/auth/device-name.ts";
import { NETWORK_LINE, sendSecurityEmail } from "../src/modules/auth/security-emails.ts";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";
import { cookieHeader, createTestApp, login, type TestApp } from "./test-app.ts";

const PASSWORD = "uma senha longa e boa";
const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
/** A header the client writes: without TRUST_PROXY the app never takes it for the address. */
const FORGED_ADDRESS = "203.0.113.99";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000", LOGIN_MAX_FAILURES_PER_ADDRESS: "1000" });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address no other test uses. */
const newAddress = () => `10.125.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

/** A request from Chrome 131 on Linux at `ip`, carrying `cookie`. */
function from(ip: string, cookie?: string) {
  return {
    remoteAddress: ip,
    headers: { "user-agent": CHROME_LINUX, "x-forwarded-for": FORGED_ADDRESS, ...(cookie ? { cookie } : {}) },
  };
}

const post = (url: string, payload: object, ip: string, cookie?: string) =>
  t.app.inject({ method: "POST", url, payload, ...from(ip, cookie) });

/** A new account that turned every e-mail off: security e-mails must reach it anyway. */
async function mutedAccount(): Promise<Account> {
  const me = await newAccount(t.app, "investor", { password: PASSWORD, name: "Sofia Segura" });
  ok(
    await client(t.app, me.cookie).put("/api/account/notification-preferences", {
      email: false,
      push: false,
      weekly_summary: false,
    }),
  );
  return me;
}

/** The security e-mails queued for `email`, oldest first. */
async function securityMails(email: string) {
  const rows = await t.database.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.text, `%${NETWORK_LINE}%`)));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Checks the one security e-mail an action queued: its subject, São Paulo time, browser, address and advice. */
async function expectOneMail(
  email: string,
  subject: string,
  ip: string,
  since: Date,
  what: RegExp,
  { linksToSettings = true } = {},
) {
  const mails = await securityMails(email);
  expect(
    mails.map((m) => m.subject),
    "exactly this security e-mail",
  ).toEqual([subject]);
  const text = mails[0]!.text;
  expect(text).toContain("Olá, Sofia Segura!");
  expect(text).toMatch(what);
  // The minute may turn between the action and this check.
  const moments = [dateAndTime(since), dateAndTime(new Date())].map((m) => `Quando: ${m} (horário de Brasília)`);
  expect(
    moments.some((m) => text.includes(m)),
    text,
  ).toBe(true);
  expect(text).toContain("Navegador: Chrome 131 no Linux");
  expect(text).toContain(`${NETWORK_LINE}${ip}`);
  expect(text).not.toContain(FORGED_ADDRESS);
  expect(text).toContain("Se não foi você,");
  // Minha Conta → Configurações, except for an account that no longer has one.
  const settings = `${t.config.publicUrl}/dashboard/profile?aba=configuracoes`;
  if (linksToSettings) expect(text).toContain(settings);
  else expect(text).not.toContain(settings);
  return text;
}

/** Two-factor on, from `ip`: the setup and the confirmation of its first code. */
async function enableTwoFactor(me: Account, ip: string) {
  const setup = ok<TwoFactorSetup>(await post("/api/account/two-factor/setup", { password: PASSWORD }, ip, me.cookie));
  const confirmed = await post(
    "/api/account/two-factor/confirm",
    { code: await previousStepTotpCode(setup.secret) },
    ip,
    me.cookie,
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { ...setup, cookie: cookieHeader(confirmed, me.cookie) };
}

describe("security e-mails", () => {
  it("two-factor turned on, then off", async () => {
    const me = await mutedAccount();
    const ip = newAddress();
    const since = new Date();
    const { cookie } = await enableTwoFactor(me, ip);
    await expectOneMail(
      me.email,
      "Verificação em duas etapas ativada na sua conta do Alicerce",
      ip,
      since,
      /A verificação em duas etapas foi ativada/,
    );
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, me.email));
    ok(await post("/api/account/two-factor/disable", { password: PASSWORD }, ip, cookie));
    await expectOneMail(
      me.email,
      "Verificação em duas etapas desativada na sua conta do Alicerce",
      ip,
      since,
      /desativada na sua conta\. O login agora pede apenas a senha\./,
    );
  });

  it("new recovery codes", async () => {
    const me = await mutedAccount();
    const ip = newAddress();
    const { cookie } = await enableTwoFactor(me, ip);
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, me.email));
    const since = new Date();
    ok(await post("/api/account/two-factor/recovery-codes", { password: PASSWORD }, ip, cookie));
    await expectOneMail(
      me.email,
      "Novos códigos de recuperação na sua conta do Alicerce",
      ip,
      since,
      /Os códigos anteriores não valem mais\./,
    );
  });

  it("a recovery code used to log in, from the browser that registered (no 'Novo acesso')", async () => {
    const me = await mutedAccount();
    const ip = newAddress();
    const { recovery_codes, cookie } = await enableTwoFactor(me, ip);
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, me.email));
    const since = new Date();
    const password = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: me.email, password: PASSWORD },
      ...from(ip, cookie),
    });
    expect(password.json()).toEqual({ two_factor_required: true });
    expect(await securityMails(me.email), "the password step alone mails nothing").toEqual([]);
    const signedIn = await post(
      "/api/auth/login/two-factor",
      { kind: "recovery", code: recovery_codes[0] },
      ip,
      cookieHeader(password, cookie),
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await expectOneMail(
      me.email,
      "Um código de recuperação foi usado na sua conta do Alicerce",
      ip,
      since,
      /Um dos seus códigos de recuperação foi usado/,
    );
  });

  it("a password changed, and a password reset by the mailed link", async () => {
    const me = await mutedAccount();
    const ip = newAddress();
    const since = new Date();
    ok(
      await post(
        "/api/account/password",
        {
          current_password: PASSWORD,
          new_password: "outra senha longa e boa",
          confirm_password: "outra senha longa e boa",
        },
        ip,
        me.cookie,
      ),
    );
    await expectOneMail(
      me.email,
      "A senha da sua conta no Alicerce foi alterada",
      ip,
      since,
      /A senha da sua conta foi alterada\./,
    );
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, me.email));

    ok(await post("/api/auth/forgot-password", { email: me.email }, ip));
    const [resetMail] = await t.database.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, me.email));
    const token = decodeURIComponent(resetMail!.text.match(/redefinir-senha\?token=(\S+)/)![1]!);
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, me.email));
    const resetAddress = newAddress();
    ok(
      await post(
        "/api/auth/reset-password",
        { token, new_password: "terceira senha longa e boa", confirm_password: "terceira senha longa e boa" },
        resetAddress,
      ),
    );
    await expectOneMail(
      me.email,
      "A senha da sua conta no Alicerce foi alterada",
      resetAddress,
      since,
      /A senha da sua conta foi alterada\./,
    );
  });

  it("a login from a browser never seen before mails; the registering browser and a known one do not", async () => {
    const me = await mutedAccount();
    const home = newAddress();
    // The browser that registered carries its device cookie: its first login is not "new".
    const first = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: me.email, password: PASSWORD },
      ...from(home, me.cookie),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await securityMails(me.email), "the registering browser is known").toEqual([]);

    const away = newAddress();
    const since = new Date();
    const stranger = await login(t.app, me.email, PASSWORD, from(away));
    expect(stranger.statusCode, stranger.body).toBe(200);
    await expectOneMail(
      me.email,
      "Novo acesso à sua conta do Alicerce",
      away,
      since,
      /a partir de um navegador que ainda não tinha sido usado nela/,
    );
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, me.email));

    // That browser is now known: its next login, even from another address, mails nothing.
    const again = await login(t.app, me.email, PASSWORD, from(newAddress(), cookieHeader(stranger)));
    expect(again.statusCode, again.body).toBe(200);
    expect(await securityMails(me.email)).toEqual([]);
  });

  it("another account's device cookie does not make the browser known", async () => {
    const me = await mutedAccount();
    const other = await mutedAccount();
    const ip = newAddress();
    const since = new Date();
    const res = await login(t.app, me.email, PASSWORD, from(ip, other.cookie));
    expect(res.statusCode, res.body).toBe(200);
    await expectOneMail(me.email, "Novo acesso à sua conta do Alicerce", ip, since, /Houve um login na sua conta/);
  });

  it("a login with two-factor mails 'Novo acesso' after the second step, not at the password", async () => {
    const me = await mutedAccount();
    const { secret } = await enableTwoFactor(me, newAddress());
    await t.database.db.delete(mailOutbox).where(eq(mailOutbox.to, me.email));
    const ip = newAddress();
    const since = new Date();
    const password = await login(t.app, me.email, PASSWORD, from(ip));
    expect(password.json()).toEqual({ two_factor_required: true });
    expect(await securityMails(me.email)).toEqual([]);
    const signedIn = await post(
      "/api/auth/login/two-factor",
      { kind: "totp", code: await totpCode(secret) },
      ip,
      cookieHeader(password),
    );
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    await expectOneMail(me.email, "Novo acesso à sua conta do Alicerce", ip, since, /Houve um login na sua conta/);
  });

  it("an account deletion, mailed to the address the account had", async () => {
    const me = await mutedAccount();
    const ip = newAddress();
    const since = new Date();
    ok(await post("/api/account/delete", { password: PASSWORD, confirmation: "EXCLUIR" }, ip, me.cookie));
    const text = await expectOneMail(
      me.email,
      "Pedido de exclusão da sua conta no Alicerce",
      ip,
      since,
      /Foi pedida a exclusão da sua conta, confirmada com a senha\./,
      { linksToSettings: false },
    );
    expect(text).toContain("escreva para o suporte do Alicerce");
  });

  it("a refused action mails nothing", async () => {
    const me = await mutedAccount();
    const ip = newAddress();
    const wrong = await post("/api/account/two-factor/setup", { password: "não é a senha" }, ip, me.cookie);
    expect(wrong.statusCode).toBe(400);
    const stranger = await login(t.app, me.email, "não é a senha", from(ip));
    expect(stranger.statusCode).toBe(401);
    expect(await securityMails(me.email)).toEqual([]);
  });
});

describe("a security e-mail never fails the action", () => {
  it("a failure to queue it is logged and undoes only its own savepoint: the change's transaction commits", async () => {
    const me = await mutedAccount();
    const logged: unknown[] = [];
    await t.database.db.transaction(async (tx) => {
      // Not an account id: the database refuses the read inside the mail's savepoint.
      await sendSecurityEmail(
        tx,
        { kind: "password_changed", userId: "não é um id", origin: { ip: "10.125.9.9", userAgent: CHROME_LINUX } },
        { publicUrl: t.config.publicUrl, log: { error: (entry: unknown) => logged.push(entry) } },
      );
      // The change the mail reported still goes through in the same transaction.
      await tx.insert(mailOutbox).values({ to: me.email, subject: "A mudança depois da falha", text: "..." });
    });
    expect(logged).toEqual([expect.objectContaining({ kind: "password_changed", userId: "não é um id" })]);
    const rows = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, me.email));
    expect(rows.map((r) => r.subject)).toContain("A mudança depois da falha");
  });
});

describe("browser names", () => {
  it("name the browser with its major version for the e-mails, without it for the sessions list", () => {
    expect(browserName(CHROME_LINUX)).toBe("Chrome 131 no Linux");
    expect(deviceName(CHROME_LINUX)).toBe("Chrome no Linux");
    expect(browserName("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe(
      "Firefox 128 no Linux",
    );
    expect(
      browserName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari 17 no iPhone");
    expect(
      browserName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
      ),
    ).toBe("Edge 131 no Windows");
    expect(browserName("curl/8.5.0")).toBe("Navegador desconhecido");
    expect(browserName(undefined)).toBe("Navegador desconhecido");
  });
});
