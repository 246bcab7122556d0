import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountSettings, NotificationPreferences } from "@alicerce/shared/schemas/account";
import { notifications, profiles, session, suppliers, user as users, verification } from "../src/db/schema/index.ts";
import { enqueueMail } from "../src/mail/outbox.ts";
import { client, newAccount, ok, tinyPdf, tinyPng, upload, type Account } from "./project-helpers.ts";
import { maskedCnpj, nextCnpj, registerSupplier } from "./supplier-helpers.ts";
import { mailsTo as mailsToOutbox, verificationLink } from "./outbox.ts";
import {
  cookieHeader,
  createTestApp,
  expectApiError,
  login,
  maskedCpf,
  nextCpf,
  sessionUser,
  uniqueEmail,
  type TestApp,
} from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" });
});
afterAll(() => t.close());

const PASSWORD = "uma senha longa e boa";

const mailsTo = async (to: string) => {
  await t.app.jobs.deliverMail();
  return mailsToOutbox(path.join(t.config.dataDir, "outbox"), to);
};

const patchProfile = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "PATCH",
    url: "/api/account/profile",
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const settingsOf = async (cookie: string) => ok<AccountSettings>(await client(t.app, cookie).get("/api/account"));

/** The form as the page sends it, from the current settings. */
const formOf = (s: AccountSettings, overrides: Record<string, unknown> = {}) => ({
  name: s.user.name,
  cpf: s.cpf,
  phone: s.phone,
  ...overrides,
});

describe("GET /api/account and PATCH /api/account/profile", () => {
  it("refuses anonymous requests", async () => {
    expectApiError(await client(t.app).get("/api/account"), 401, "UNAUTHENTICATED");
    expectApiError(await patchProfile(undefined, { name: "X", cpf: nextCpf(), phone: null }), 401, "UNAUTHENTICATED");
  });

  it("shows and saves name, CPF and phone; the session user follows", async () => {
    const me = await newAccount(t.app, "investor", { name: "Clara Conta" });
    const before = await settingsOf(me.cookie);
    expect(before).toMatchObject({
      user: { id: me.id, email: me.email, name: "Clara Conta", type: "investor", verified: false, avatar_url: null },
      phone: "11987654321",
      email_verified: false,
      supplier: null,
    });
    expect(before.cpf).toMatch(/^\d{11}$/);

    const cpf = nextCpf();
    const saved = ok<AccountSettings>(
      await patchProfile(me.cookie, { name: "  Clara Nova  ", cpf: maskedCpf(cpf), phone: "(21) 3333-4444" }),
    );
    expect(saved).toMatchObject({ user: { name: "Clara Nova" }, cpf, phone: "2133334444" });
    expect(await settingsOf(me.cookie)).toEqual(saved);
    expect((await sessionUser(t.app, me.cookie))?.name).toBe("Clara Nova");
    const [account] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(account!.name).toBe("Clara Nova");

    // An empty phone is removed.
    expect(ok<AccountSettings>(await patchProfile(me.cookie, formOf(saved, { phone: "" }))).phone).toBeNull();
  });

  it("refuses a malformed body with pt-BR messages", async () => {
    const me = await newAccount(t.app, "investor");
    const s = await settingsOf(me.cookie);
    const noName = expectApiError(await patchProfile(me.cookie, formOf(s, { name: "  " })), 400, "VALIDATION_ERROR");
    expect(noName.fields?.name).toEqual(["Informe seu nome completo."]);
    const badCpf = expectApiError(
      await patchProfile(me.cookie, formOf(s, { cpf: "529.982.247-24" })),
      400,
      "VALIDATION_ERROR",
    );
    expect(badCpf.fields?.cpf).toEqual(["Por favor, insira um CPF válido."]);
    const sameDigits = expectApiError(
      await patchProfile(me.cookie, formOf(s, { cpf: "111.111.111-11" })),
      400,
      "VALIDATION_ERROR",
    );
    expect(sameDigits.fields?.cpf).toEqual(["Por favor, insira um CPF válido."]);
    const badPhone = expectApiError(
      await patchProfile(me.cookie, formOf(s, { phone: "123" })),
      400,
      "VALIDATION_ERROR",
    );
    expect(badPhone.fields?.phone).toEqual(["Por favor, insira um telefone válido."]);
    expect(await settingsOf(me.cookie)).toEqual(s);
  });

  it("refuses a CPF another account holds, without saying so", async () => {
    const a = await newAccount(t.app, "investor");
    const b = await newAccount(t.app, "investor");
    const taken = (await settingsOf(a.cookie)).cpf!;
    const s = await settingsOf(b.cookie);
    const err = expectApiError(
      await patchProfile(b.cookie, formOf(s, { cpf: taken })),
      400,
      "VALIDATION_ERROR",
      "Verifique o CPF informado.",
    );
    expect(err.fields?.cpf).toEqual(["Verifique o CPF informado."]);
    expect((await settingsOf(b.cookie)).cpf).toBe(s.cpf);
    // Keeping one's own CPF is fine.
    ok(await patchProfile(a.cookie, formOf(await settingsOf(a.cookie), { name: "Outro Nome" })));
  });

  it("throttles trying many CPFs", async () => {
    const me = await newAccount(t.app, "investor");
    const s = await settingsOf(me.cookie);
    for (let i = 0; i < 10; i++) ok(await patchProfile(me.cookie, formOf(s, { cpf: nextCpf() })));
    expectApiError(await patchProfile(me.cookie, formOf(s, { cpf: nextCpf() })), 429, "TOO_MANY_REQUESTS");
  });

  it("edits a supplier's company CNPJ (checked, unique) and takes back the company's verification", async () => {
    const owner = await newAccount(t.app, "supplier");
    const other = await newAccount(t.app, "supplier");
    const company = await registerSupplier(t.app, owner.cookie);
    const otherCompany = await registerSupplier(t.app, other.cookie);
    await t.database.db.update(suppliers).set({ verified: true }).where(eq(suppliers.id, company.id));
    const s = await settingsOf(owner.cookie);
    expect(s.supplier).toMatchObject({ id: company.id, cnpj: company.cnpj, verified: true });

    const invalid = expectApiError(
      await patchProfile(owner.cookie, formOf(s, { cnpj: "11.222.333/0001-80" })),
      400,
      "VALIDATION_ERROR",
    );
    expect(invalid.fields?.cnpj).toEqual(["Por favor, insira um CNPJ válido."]);
    const taken = expectApiError(
      await patchProfile(owner.cookie, formOf(s, { cnpj: otherCompany.cnpj })),
      400,
      "VALIDATION_ERROR",
      "Este CNPJ já está cadastrado por outro fornecedor.",
    );
    expect(taken.fields?.cnpj).toBeDefined();

    // The same CNPJ keeps the badge.
    expect(
      ok<AccountSettings>(await patchProfile(owner.cookie, formOf(s, { cnpj: s.supplier!.cnpj }))).supplier,
    ).toMatchObject({ verified: true });
    const fresh = nextCnpj();
    const saved = ok<AccountSettings>(await patchProfile(owner.cookie, formOf(s, { cnpj: maskedCnpj(fresh) })));
    expect(saved.supplier).toMatchObject({ cnpj: fresh, verified: false });
  });

  it("ignores a CNPJ from an account without a company", async () => {
    const me = await newAccount(t.app, "investor");
    const s = await settingsOf(me.cookie);
    const saved = ok<AccountSettings>(await patchProfile(me.cookie, formOf(s, { cnpj: maskedCnpj(nextCnpj()) })));
    expect(saved.supplier).toBeNull();
  });
});

describe("avatar", () => {
  it("uses an uploaded image as the avatar, serves it, shows it in the session, and removes it", async () => {
    const me = await newAccount(t.app, "investor");
    const viewer = await newAccount(t.app, "creator");
    const image = await upload(t.app, me.cookie, "foto.png", tinyPng());
    const s = await settingsOf(me.cookie);
    const saved = ok<AccountSettings>(await patchProfile(me.cookie, formOf(s, { avatar_file_id: image.id })));
    expect(saved.user.avatar_url).toBe(`/api/avatars/${image.id}`);
    expect((await sessionUser(t.app, me.cookie)) as unknown).toMatchObject({ avatar_url: `/api/avatars/${image.id}` });

    const served = await client(t.app, viewer.cookie).get(`/api/avatars/${image.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(tinyPng())).toBe(true);
    expectApiError(await client(t.app).get(`/api/avatars/${image.id}`), 401, "UNAUTHENTICATED");

    // Saving the form again without the field keeps it.
    expect(ok<AccountSettings>(await patchProfile(me.cookie, formOf(s))).user.avatar_url).toBe(saved.user.avatar_url);

    const removed = ok<AccountSettings>(await patchProfile(me.cookie, formOf(s, { avatar_file_id: null })));
    expect(removed.user.avatar_url).toBeNull();
    expectApiError(await client(t.app, viewer.cookie).get(`/api/avatars/${image.id}`), 404, "NOT_FOUND");
  });

  it("refuses a PDF, someone else's upload, and never serves an upload that is no avatar", async () => {
    const me = await newAccount(t.app, "investor");
    const other = await newAccount(t.app, "investor");
    const s = await settingsOf(me.cookie);
    const pdf = await upload(t.app, me.cookie, "doc.pdf", tinyPdf());
    const notImage = expectApiError(
      await patchProfile(me.cookie, formOf(s, { avatar_file_id: pdf.id })),
      400,
      "VALIDATION_ERROR",
      "A foto de perfil deve ser uma imagem JPG ou PNG.",
    );
    expect(notImage.fields?.avatar_file_id).toBeDefined();
    const theirs = await upload(t.app, other.cookie, "foto.png", tinyPng());
    expectApiError(await patchProfile(me.cookie, formOf(s, { avatar_file_id: theirs.id })), 400, "VALIDATION_ERROR");
    expectApiError(await client(t.app, me.cookie).get(`/api/avatars/${theirs.id}`), 404, "NOT_FOUND");
    expectApiError(await client(t.app, me.cookie).get(`/api/avatars/${pdf.id}`), 404, "NOT_FOUND");
    expectApiError(await client(t.app, me.cookie).get("/api/avatars/nao-e-id"), 400, "VALIDATION_ERROR");
  });
});

describe("POST /api/account/password", () => {
  const change = (cookie: string | undefined, body: unknown) =>
    client(t.app, cookie).post("/api/account/password", body);

  it("changes the password with the current one, keeps this session and ends every other one", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const otherDevice = cookieHeader(await login(t.app, me.email, PASSWORD));
    expect((await sessionUser(t.app, otherDevice))?.id).toBe(me.id);

    const res = await change(me.cookie, {
      current_password: PASSWORD,
      new_password: "outra senha bem longa",
      confirm_password: "outra senha bem longa",
    });
    expect(ok<{ message: string }>(res)).toEqual({ message: "Senha alterada com sucesso." });
    const mine = cookieHeader(res, me.cookie);
    expect((await sessionUser(t.app, mine))?.id).toBe(me.id);
    expect(await sessionUser(t.app, otherDevice)).toBeNull();
    expect(await sessionUser(t.app, me.cookie)).toBeNull();
    expect(await t.database.db.select().from(session).where(eq(session.userId, me.id))).toHaveLength(1);

    expectApiError(await login(t.app, me.email, PASSWORD), 401, "INVALID_CREDENTIALS");
    expect((await login(t.app, me.email, "outra senha bem longa")).statusCode).toBe(200);
  });

  it('says "Senha atual incorreta." for a wrong current password and changes nothing', async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const err = expectApiError(
      await change(me.cookie, {
        current_password: "errada",
        new_password: "nova senha longa",
        confirm_password: "nova senha longa",
      }),
      400,
      "VALIDATION_ERROR",
      "Senha atual incorreta.",
    );
    expect(err.fields?.current_password).toEqual(["Senha atual incorreta."]);
    expect((await sessionUser(t.app, me.cookie))?.id).toBe(me.id);
    expect((await login(t.app, me.email, PASSWORD)).statusCode).toBe(200);
  });

  it("applies the registration's password rules and checks the confirmation", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const short = expectApiError(
      await change(me.cookie, { current_password: PASSWORD, new_password: "abc", confirm_password: "abc" }),
      400,
      "WEAK_PASSWORD",
    );
    expect(short.fields?.new_password).toContain("A senha deve ter pelo menos 6 caracteres.");
    const common = expectApiError(
      await change(me.cookie, { current_password: PASSWORD, new_password: "senha123", confirm_password: "senha123" }),
      400,
      "WEAK_PASSWORD",
    );
    expect(common.fields?.new_password).toContain("Esta senha está entre as mais usadas e é fácil de adivinhar.");
    const differ = expectApiError(
      await change(me.cookie, {
        current_password: PASSWORD,
        new_password: "nova senha longa",
        confirm_password: "nova senha longaa",
      }),
      400,
      "VALIDATION_ERROR",
    );
    expect(differ.fields?.confirm_password).toEqual(["As senhas não coincidem."]);
    const missing = expectApiError(await change(me.cookie, {}), 400, "VALIDATION_ERROR");
    expect(missing.fields?.current_password).toEqual(["Informe sua senha atual."]);
    const valid = {
      current_password: PASSWORD,
      new_password: "nova senha longa",
      confirm_password: "nova senha longa",
    };
    expectApiError(await change(undefined, valid), 401, "UNAUTHENTICATED");
    expect((await login(t.app, me.email, PASSWORD)).statusCode).toBe(200);
  });

  it("throttles guessing the current password", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const wrong = {
      current_password: "errada",
      new_password: "nova senha longa",
      confirm_password: "nova senha longa",
    };
    for (let i = 0; i < 5; i++) expectApiError(await change(me.cookie, wrong), 400, "VALIDATION_ERROR");
    expectApiError(
      await change(me.cookie, { ...wrong, current_password: PASSWORD }),
      429,
      "TOO_MANY_REQUESTS",
      "Muitas tentativas. Tente novamente em alguns minutos.",
    );
  });
});

describe("POST /api/account/email", () => {
  it("mails a confirmation link to the new address; the e-mail changes only when it is opened", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const newEmail = uniqueEmail("novo");
    const res = await client(t.app, me.cookie).post("/api/account/email", {
      new_email: `  ${newEmail.toUpperCase()} `,
      current_password: PASSWORD,
    });
    expect(ok<{ message: string }>(res).message).toBe(
      `Enviamos um link de confirmação para ${newEmail}. Seu email muda quando você abrir o link.`,
    );
    expect((await settingsOf(me.cookie)).user.email).toBe(me.email);
    expect(await mailsTo(me.email)).toEqual([]);
    const [mail] = await mailsTo(newEmail);
    expect(mail).toMatch(/^Subject: Confirme seu novo email no Alicerce$/m);
    const link = verificationLink(mail!);
    expect(link.origin).toBe(t.config.publicUrl);

    const opened = await t.app.inject({
      method: "GET",
      url: link.pathname + link.search,
      headers: { cookie: me.cookie },
    });
    expect(opened.statusCode, opened.body).toBeLessThan(400);
    expect((await settingsOf(me.cookie)).user.email).toBe(newEmail);
    expect((await login(t.app, newEmail, PASSWORD)).statusCode).toBe(200);
    expectApiError(await login(t.app, me.email, PASSWORD), 401, "INVALID_CREDENTIALS");
  });

  it("answers the same for an address that already has an account, and mails nothing there", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const other = await newAccount(t.app, "investor");
    const res = await client(t.app, me.cookie).post("/api/account/email", {
      new_email: other.email,
      current_password: PASSWORD,
    });
    expect(ok<{ message: string }>(res).message).toContain(other.email);
    expect(await mailsTo(other.email)).toEqual([]);
    expect((await settingsOf(me.cookie)).user.email).toBe(me.email);
  });

  it("refuses the current address, a malformed one, and anonymous requests", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    expectApiError(
      await client(t.app, me.cookie).post("/api/account/email", { new_email: me.email, current_password: PASSWORD }),
      400,
      "VALIDATION_ERROR",
      "Este já é o seu email.",
    );
    const bad = expectApiError(
      await client(t.app, me.cookie).post("/api/account/email", { new_email: "não é email" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(bad.fields?.new_email).toEqual(["Por favor, insira um email válido."]);
    expect(bad.fields?.current_password).toEqual(["Informe sua senha atual."]);
    expectApiError(
      await client(t.app).post("/api/account/email", { new_email: uniqueEmail(), current_password: PASSWORD }),
      401,
      "UNAUTHENTICATED",
    );
  });

  it('asks the current password: a wrong one reads "Senha atual incorreta." and mails nothing', async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const newEmail = uniqueEmail("roubo");
    const err = expectApiError(
      await client(t.app, me.cookie).post("/api/account/email", { new_email: newEmail, current_password: "errada" }),
      400,
      "VALIDATION_ERROR",
      "Senha atual incorreta.",
    );
    expect(err.fields?.current_password).toEqual(["Senha atual incorreta."]);
    expect(await mailsTo(newEmail)).toEqual([]);
    expect((await settingsOf(me.cookie)).user.email).toBe(me.email);
  });

  it("throttles guessing the password, sharing one budget with the password change", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const wrongEmail = { new_email: uniqueEmail("roubo"), current_password: "errada" };
    const wrongPassword = {
      current_password: "errada",
      new_password: "nova senha longa",
      confirm_password: "nova senha longa",
    };
    for (let i = 0; i < 3; i++) {
      expectApiError(await client(t.app, me.cookie).post("/api/account/email", wrongEmail), 400, "VALIDATION_ERROR");
    }
    for (let i = 0; i < 2; i++) {
      expectApiError(
        await client(t.app, me.cookie).post("/api/account/password", wrongPassword),
        400,
        "VALIDATION_ERROR",
      );
    }
    expectApiError(
      await client(t.app, me.cookie).post("/api/account/email", { ...wrongEmail, current_password: PASSWORD }),
      429,
      "TOO_MANY_REQUESTS",
    );
  });
});

describe("password reset", () => {
  const forgot = (email: string, ip = "10.1.1.1") =>
    t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: { email }, remoteAddress: ip });
  const reset = (token: string, password = "senha redefinida boa") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, new_password: password, confirm_password: password },
    });
  const tokenIn = (mail: string) => {
    const match = mail.match(/https?:\/\/\S+\/redefinir-senha\?token=(\S+)/);
    expect(match, mail).not.toBeNull();
    expect(match![0].startsWith(t.config.publicUrl)).toBe(true);
    return decodeURIComponent(match![1]!);
  };

  it("mails a single-use link that sets a new password and ends every session", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD, name: "Rita Reset" });
    const res = await forgot(me.email.toUpperCase(), "10.1.1.2");
    expect(ok<{ message: string }>(res).message).toBe(
      "Se houver uma conta com este email, enviamos um link para redefinir a senha. Confira sua caixa de entrada.",
    );
    const [mail] = await mailsTo(me.email);
    expect(mail).toMatch(/^Subject: Redefina sua senha no Alicerce$/m);
    expect(mail).toContain("Olá, Rita Reset!");
    const token = tokenIn(mail!);

    expect(ok<{ message: string }>(await reset(token)).message).toBe(
      "Senha redefinida com sucesso. Entre com a nova senha.",
    );
    expect(await sessionUser(t.app, me.cookie)).toBeNull();
    expect((await login(t.app, me.email, "senha redefinida boa")).statusCode).toBe(200);
    expectApiError(await login(t.app, me.email, PASSWORD), 401, "INVALID_CREDENTIALS");

    // Used once: the same link cannot set another password.
    expectApiError(
      await reset(token, "mais uma senha longa"),
      400,
      "VALIDATION_ERROR",
      "Link de redefinição inválido ou expirado. Peça um novo link.",
    );
    expectApiError(await login(t.app, me.email, "mais uma senha longa"), 401, "INVALID_CREDENTIALS");
  });

  it("ends every older link once one is used, and every link on a password change in Minha Conta", async () => {
    const linkRefused = async (token: string) =>
      expectApiError(
        await reset(token, "senha de quem leu o email"),
        400,
        "VALIDATION_ERROR",
        "Link de redefinição inválido ou expirado. Peça um novo link.",
      );
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    ok(await forgot(me.email, "10.1.1.5"));
    ok(await forgot(me.email, "10.1.1.5"));
    const [older, newer] = (await mailsTo(me.email)).map(tokenIn);
    ok(await reset(newer!));
    await linkRefused(older!);
    expect((await login(t.app, me.email, "senha redefinida boa")).statusCode).toBe(200);

    const other = await newAccount(t.app, "investor", { password: PASSWORD });
    ok(await forgot(other.email, "10.1.1.6"));
    const pending = tokenIn((await mailsTo(other.email))[0]!);
    ok(
      await t.app.inject({
        method: "POST",
        url: "/api/account/password",
        headers: { cookie: other.cookie },
        payload: {
          current_password: PASSWORD,
          new_password: "Janela-Verde-Larga-77",
          confirm_password: "Janela-Verde-Larga-77",
        },
      }),
    );
    await linkRefused(pending);
    expect((await login(t.app, other.email, "Janela-Verde-Larga-77")).statusCode).toBe(200);
  });

  it("refuses an expired link", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    ok(await forgot(me.email, "10.1.1.3"));
    const token = tokenIn((await mailsTo(me.email))[0]!);
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expectApiError(
      await reset(token),
      400,
      "VALIDATION_ERROR",
      "Link de redefinição inválido ou expirado. Peça um novo link.",
    );
    expect((await login(t.app, me.email, PASSWORD)).statusCode).toBe(200);
  });

  it("answers the same for an unknown e-mail and mails nothing", async () => {
    const unknown = uniqueEmail("ninguem");
    const res = await forgot(unknown, "10.1.1.4");
    expect(ok<{ message: string }>(res).message).toBe(
      "Se houver uma conta com este email, enviamos um link para redefinir a senha. Confira sua caixa de entrada.",
    );
    expect(await mailsTo(unknown)).toEqual([]);
  });

  it("refuses weak passwords, a mismatch, an unknown token and a malformed body", async () => {
    expectApiError(
      await reset("token-que-nao-existe"),
      400,
      "VALIDATION_ERROR",
      "Link de redefinição inválido ou expirado. Peça um novo link.",
    );
    expectApiError(await reset("token-que-nao-existe", "senha123"), 400, "WEAK_PASSWORD");
    const mismatch = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "x", new_password: "nova senha longa", confirm_password: "outra" },
    });
    expect(expectApiError(mismatch, 400, "VALIDATION_ERROR").fields?.confirm_password).toEqual([
      "As senhas não coincidem.",
    ]);
    const noEmail = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: {} });
    expect(expectApiError(noEmail, 400, "VALIDATION_ERROR").fields?.email).toEqual(["Informe seu email."]);
  });

  it("is throttled per e-mail and per address, whether or not the account exists", async () => {
    const me = await newAccount(t.app, "investor");
    for (let i = 0; i < 5; i++) ok(await forgot(me.email, `10.2.0.${i}`));
    expectApiError(await forgot(me.email, "10.2.0.9"), 429, "TOO_MANY_REQUESTS");
    expect(await mailsTo(me.email)).toHaveLength(5);
    const unknown = uniqueEmail("fantasma");
    for (let i = 0; i < 5; i++) ok(await forgot(unknown, `10.3.0.${i}`));
    expectApiError(await forgot(unknown, "10.3.0.9"), 429, "TOO_MANY_REQUESTS");
    for (let i = 0; i < 20; i++) ok(await forgot(uniqueEmail(), "10.4.0.1"));
    expectApiError(await forgot(uniqueEmail(), "10.4.0.1"), 429, "TOO_MANY_REQUESTS");
  });
});

describe("notification preferences", () => {
  const prefs = (a: Account) => client(t.app, a.cookie).get("/api/account/notification-preferences");
  const save = (a: Account, body: unknown) =>
    client(t.app, a.cookie).put("/api/account/notification-preferences", body);

  it("starts with e-mail and push on and the weekly summary off, and saves the switches", async () => {
    const me = await newAccount(t.app, "investor");
    expect(ok<NotificationPreferences>(await prefs(me))).toEqual({ email: true, push: true, weekly_summary: false });
    const saved = { email: false, push: false, weekly_summary: true };
    expect(ok<NotificationPreferences>(await save(me, saved))).toEqual(saved);
    expect(ok<NotificationPreferences>(await prefs(me))).toEqual(saved);
    const bad = expectApiError(await save(me, { email: "sim" }), 400, "VALIDATION_ERROR");
    expect(bad.fields?.email).toEqual(["Informe se deseja receber emails."]);
    expectApiError(await client(t.app).get("/api/account/notification-preferences"), 401, "UNAUTHENTICATED");
  });

  it("holds back notification e-mails for a person who turned e-mails off; account mail still goes", async () => {
    const quiet = await newAccount(t.app, "investor");
    const loud = await newAccount(t.app, "investor");
    ok(await save(quiet, { email: false, push: true, weekly_summary: false }));
    await enqueueMail(t.database.db, [
      { to: quiet.email, subject: "Aviso de evento", text: "corpo" },
      { to: loud.email, subject: "Aviso de evento", text: "corpo" },
      { to: quiet.email.toUpperCase(), subject: "Aviso de evento", text: "corpo" },
    ]);
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await mailsTo(loud.email)).toHaveLength(1);

    // A password reset is account mail: it always goes.
    ok(
      await t.app.inject({
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: quiet.email },
        remoteAddress: "10.9.9.9",
      }),
    );
    const mails = await mailsTo(quiet.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Redefina sua senha no Alicerce$/m);

    // Turned back on, the next one goes.
    ok(await save(quiet, { email: true, push: true, weekly_summary: false }));
    await enqueueMail(t.database.db, { to: quiet.email, subject: "Aviso de evento", text: "corpo" });
    expect(await mailsTo(quiet.email)).toHaveLength(2);
  });
});

describe("weekly summary job", () => {
  it("mails the week's notifications to those who opted in, once a week, by the injected clock", async () => {
    const opted = await newAccount(t.app, "investor", { name: "Sofia Semanal" });
    const notOpted = await newAccount(t.app, "investor");
    ok(
      await client(t.app, opted.cookie).put("/api/account/notification-preferences", {
        email: false,
        push: true,
        weekly_summary: true,
      }),
    );
    const db = t.database.db;
    const now = Date.now();
    await db.insert(notifications).values([
      {
        userId: opted.id,
        title: "Cotação respondida",
        body: "A Construtora respondeu.",
        link: "/dashboard/quotations",
      },
      {
        userId: opted.id,
        title: "Projeto aprovado",
        body: "Seu projeto foi aprovado.",
        link: null,
        readAt: new Date(),
      },
      { userId: notOpted.id, title: "Cotação respondida", body: "Outra resposta.", link: "/dashboard/quotations" },
    ]);

    expect(await t.app.jobs.weeklySummaries(new Date(now + 1000))).toBeGreaterThanOrEqual(1);
    let mails = await mailsTo(opted.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Seu resumo semanal no Alicerce$/m);
    expect(mails[0]).toContain("Olá, Sofia Semanal!");
    expect(mails[0]).toContain("Nesta semana você recebeu 2 notificações:");
    expect(mails[0]).toContain("- Cotação respondida: A Construtora respondeu.");
    expect(mails[0]).toContain(`${t.config.publicUrl}/dashboard/quotations`);
    expect(mails[0]).toContain("1 ainda não foi lida.");
    expect(await mailsTo(notOpted.email)).toEqual([]);

    // Six days later nothing is due; a week later only what is new since the last summary.
    await t.app.jobs.weeklySummaries(new Date(now + 6 * 24 * 3600_000));
    expect(await mailsTo(opted.email)).toHaveLength(1);
    await db.insert(notifications).values({
      userId: opted.id,
      title: "Investimento confirmado",
      body: "Seu investimento foi registrado.",
      link: "/dashboard/projects/x",
      createdAt: new Date(now + 3 * 24 * 3600_000),
    });
    await t.app.jobs.weeklySummaries(new Date(now + 7 * 24 * 3600_000 + 2000));
    mails = await mailsTo(opted.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toContain("Nesta semana você recebeu 1 notificação:");
    expect(mails[1]).toContain("Investimento confirmado");
    expect(mails[1]).not.toContain("Cotação respondida");

    // A quiet week sends nothing; turned off, nothing either.
    await t.app.jobs.weeklySummaries(new Date(now + 14 * 24 * 3600_000 + 3000));
    expect(await mailsTo(opted.email)).toHaveLength(2);
    ok(
      await client(t.app, opted.cookie).put("/api/account/notification-preferences", {
        email: true,
        push: true,
        weekly_summary: false,
      }),
    );
    await db.insert(notifications).values({
      userId: opted.id,
      title: "Outra",
      body: "Mais uma.",
      createdAt: new Date(now + 20 * 24 * 3600_000),
    });
    await t.app.jobs.weeklySummaries(new Date(now + 22 * 24 * 3600_000));
    expect(await mailsTo(opted.email)).toHaveLength(2);
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, opted.id));
    expect(row).toBeDefined();
  });
});
