// Guessable passwords (docs/product/accounts.md#registration): zxcvbn's estimate, with the person's
// own name, e-mail and CPF as the first guesses, refuses `abc12x` and its kind at registration,
// reset and change, with one pt-BR sentence and nothing written; a passphrase passes.
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account, user } from "../src/db/schema/index.ts";
import { GUESSABLE_PASSWORD } from "../src/modules/auth/password-policy.ts";
import { mailsTo as mailsToOutbox } from "./outbox.ts";
import { createTestApp, expectApiError, login, register, registration, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" });
});
afterAll(() => t.close());

const STRONG = "tijolo cimento janela azul";
const GUESSABLE = ["abc12x", "flamengo1981", "maria2024"];

const passwordHashOf = async (userId: string) => {
  const [row] = await t.database.db.select({ hash: account.password }).from(account).where(eq(account.userId, userId));
  return row?.hash;
};

async function newAccount(overrides: Record<string, unknown> = {}) {
  const { res, input, cookie } = await register(t.app, { password: STRONG, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return { id: (res.json() as { user: { id: string } }).user.id, email: input.email, cookie };
}

describe("registration", () => {
  it.each(GUESSABLE)("refuses %j with the sentence on the password field and creates nothing", async (password) => {
    const input = registration({ password });
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: input });
    const error = expectApiError(res, 400, "WEAK_PASSWORD", `Senha fraca: ${GUESSABLE_PASSWORD}`);
    expect(error.fields).toEqual({ password: [GUESSABLE_PASSWORD] });
    expect(await t.database.db.select().from(user).where(eq(user.email, input.email))).toEqual([]);
  });

  it("counts the person's own name, e-mail and CPF as guesses", async () => {
    const cpf = registration().cpf;
    for (const overrides of [
      { name: "Joaquina Barbosa", password: "joaquinabarbosa1" },
      { email: "quitanda.lemos@exemplo.com.br", password: "quitandalemos7" },
      { cpf, password: `cpf${cpf}` },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: registration(overrides) });
      expect(expectApiError(res, 400, "WEAK_PASSWORD").fields?.password, overrides.password).toEqual([
        GUESSABLE_PASSWORD,
      ]);
    }
  });

  it("judges a long password by its beginning (the scorer's time is bounded)", async () => {
    const repeated = "1234567890".repeat(13).slice(0, 128);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: registration({ password: repeated }),
    });
    expect(expectApiError(res, 400, "WEAK_PASSWORD").fields?.password).toEqual([GUESSABLE_PASSWORD]);
  });

  it("accepts a passphrase", async () => {
    const me = await newAccount();
    expect((await login(t.app, me.email, STRONG)).statusCode).toBe(200);
  });
});

describe("password change", () => {
  it("refuses abc12x with the sentence on the new password and keeps the old one", async () => {
    const me = await newAccount();
    const before = await passwordHashOf(me.id);
    const change = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/account/password",
        headers: { cookie: me.cookie },
        payload: { current_password: STRONG, new_password: password, confirm_password: password },
      });
    const error = expectApiError(await change("abc12x"), 400, "WEAK_PASSWORD", `Senha fraca: ${GUESSABLE_PASSWORD}`);
    expect(error.fields).toEqual({ new_password: [GUESSABLE_PASSWORD] });
    expect(await passwordHashOf(me.id)).toBe(before);

    const changed = await change("outra frase bem comprida agora");
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await passwordHashOf(me.id)).not.toBe(before);
  });
});

describe("password reset", () => {
  it("refuses abc12x and the owner's own name through a live link, which still works afterwards", async () => {
    const me = await newAccount({ name: "Teodora Quaresma" });
    const forgot = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: me.email },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    await t.app.jobs.deliverMail();
    const [mail] = await mailsToOutbox(path.join(t.config.dataDir, "outbox"), me.email);
    const token = decodeURIComponent(mail!.match(/\/redefinir-senha\?token=(\S+)/)![1]!);
    const reset = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token, new_password: password, confirm_password: password },
      });
    const before = await passwordHashOf(me.id);
    for (const weak of ["abc12x", "teodoraquaresma"]) {
      const error = expectApiError(await reset(weak), 400, "WEAK_PASSWORD", `Senha fraca: ${GUESSABLE_PASSWORD}`);
      expect(error.fields).toEqual({ new_password: [GUESSABLE_PASSWORD] });
    }
    expect(await passwordHashOf(me.id)).toBe(before);

    const done = await reset("frase nova para a conta");
    expect(done.statusCode, done.body).toBe(200);
    expect((await login(t.app, me.email, "frase nova para a conta")).statusCode).toBe(200);
  });
});
