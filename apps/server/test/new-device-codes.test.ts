// A new device while strangers fill the account's ceiling (docs/decisions/092-new-device-login-by-mailed-code.md):
// the owner gets in with the code mailed to her address, read here from the outbox; a stranger
// without the mailbox gets no password checked, whatever he sends.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CODE_INVALID } from "@alicerce/shared/schemas/auth";
import type { TwoFactorSetup } from "@alicerce/shared/schemas/two-factor";
import { totpCode } from "@alicerce/shared/testing/totp";
import { DEVICE_COOKIE } from "../src/modules/auth/known-devices.ts";
import { EMAIL_CODE_TRIES } from "../src/modules/auth/new-device-codes.ts";
import { mailsTo as mailsToOutbox } from "./outbox.ts";
import { client, ok } from "./project-helpers.ts";
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

const PER_ACCOUNT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS: "2",
  });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A client address no other test uses: a stranger's, or the owner's phone on a new network. */
const newAddress = () => `10.92.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

async function owner() {
  const { res, input, cookie } = await register(t.app, { name: "Olga Dona" }, { remoteAddress: newAddress() });
  expect(res.statusCode, res.body).toBe(201);
  return { email: input.email, password: input.password, cookie };
}

/** Strangers from as many addresses as it takes fill the account's ceiling: without a device cookie, 429 until now. */
async function strangersFillTheCeiling(email: string) {
  for (let i = 0; i < PER_ACCOUNT; i++) {
    const res = await login(t.app, email, `errada ${i}`, { remoteAddress: newAddress() });
    expectApiError(res, 401, "INVALID_CREDENTIALS");
  }
}

const withCode = (email: string, password: string, code: string, remoteAddress = newAddress()) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password, email_code: code },
    remoteAddress,
  });

/** The codes mailed to the address, oldest first. */
async function codesMailedTo(email: string) {
  await t.app.jobs.deliverMail();
  const mails = await mailsToOutbox(path.join(t.config.dataDir, "outbox"), email);
  return mails
    .filter((mail) => mail.includes("Seu código para entrar no Alicerce é"))
    .map((mail) => mail.match(/Seu código para entrar no Alicerce é (\d{6})\./)![1]!);
}

const codeRequired = (res: Awaited<ReturnType<typeof login>>) => {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ email_code_required: true });
  expect(sessionCookie(res)).toBeUndefined();
};

/** Any code but the right one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("a login from a new device while the account's ceiling is full", () => {
  it("gets the owner in with the mailed code; a stranger's wrong code gets nowhere", async () => {
    const me = await owner();
    await strangersFillTheCeiling(me.email);

    // The owner on a new device: no password is checked, a code is mailed; right or wrong password alike.
    const home = newAddress();
    codeRequired(await login(t.app, me.email, me.password, { remoteAddress: home }));
    const stranger = await login(t.app, me.email, "outro palpite", { remoteAddress: newAddress() });
    codeRequired(stranger);
    // One live code at a time: the stranger's attempt mailed nothing more.
    const [code, ...more] = await codesMailedTo(me.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(more).toEqual([]);

    // The stranger, with the right password even, but without the mailbox.
    const refused = expectApiError(
      await withCode(me.email, me.password, wrongCode(code!)),
      400,
      "VALIDATION_ERROR",
      EMAIL_CODE_INVALID,
    );
    expect(refused.fields).toEqual({ email_code: [EMAIL_CODE_INVALID] });

    // The owner, with the code from her mailbox: signed in, and this device is known from now on.
    const res = await withCode(me.email, me.password, code!, home);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user: { email: me.email } });
    expect((await sessionUser(t.app, cookieHeader(res)))?.email).toBe(me.email);
    const device = setCookies(res).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
    expect(device).toBeDefined();
    const again = await login(t.app, me.email, me.password, {
      remoteAddress: newAddress(),
      headers: { cookie: device!.split(";")[0]! },
    });
    expect(again.statusCode, again.body).toBe(200);

    // The code worked once.
    expectApiError(await withCode(me.email, me.password, code!), 400, "VALIDATION_ERROR", EMAIL_CODE_INVALID);
  });

  it("checks no password for a wrong code, and spends a code after a few tries", async () => {
    const me = await owner();
    await strangersFillTheCeiling(me.email);
    codeRequired(await login(t.app, me.email, me.password, { remoteAddress: newAddress() }));
    const [code] = await codesMailedTo(me.email);
    for (let i = 0; i < EMAIL_CODE_TRIES; i++) {
      expectApiError(await withCode(me.email, "senha qualquer", wrongCode(code!)), 400, "VALIDATION_ERROR");
    }
    // Spent: even the right code no longer works; a new login mails a new one.
    expectApiError(await withCode(me.email, me.password, code!), 400, "VALIDATION_ERROR", EMAIL_CODE_INVALID);
    codeRequired(await login(t.app, me.email, me.password, { remoteAddress: newAddress() }));
    const [, second] = await codesMailedTo(me.email);
    expect(second).toMatch(/^\d{6}$/);
    const res = await withCode(me.email, me.password, second!);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("buys one password check: a right code with a wrong password is spent", async () => {
    const me = await owner();
    await strangersFillTheCeiling(me.email);
    codeRequired(await login(t.app, me.email, me.password, { remoteAddress: newAddress() }));
    const [code] = await codesMailedTo(me.email);
    expectApiError(await withCode(me.email, "palpite errado", code!), 401, "INVALID_CREDENTIALS");
    expectApiError(await withCode(me.email, me.password, code!), 400, "VALIDATION_ERROR", EMAIL_CODE_INVALID);
  });

  it("answers an e-mail without an account the same way, and mails nobody", async () => {
    const email = `ninguem.${addressCounter}@exemplo.com.br`;
    for (let i = 0; i < PER_ACCOUNT; i++) await login(t.app, email, `errada ${i}`, { remoteAddress: newAddress() });
    codeRequired(await login(t.app, email, "qualquer", { remoteAddress: newAddress() }));
    expect(await codesMailedTo(email)).toEqual([]);
    expectApiError(await withCode(email, "qualquer", "123456"), 400, "VALIDATION_ERROR", EMAIL_CODE_INVALID);
  });

  it("continues to the two-factor step when the account has it on", async () => {
    const me = await owner();
    const setup = ok<TwoFactorSetup>(
      await client(t.app, me.cookie).post("/api/account/two-factor/setup", { password: me.password }),
    );
    const confirmed = await client(t.app, me.cookie).post("/api/account/two-factor/confirm", {
      code: await totpCode(setup.secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await strangersFillTheCeiling(me.email);

    const home = newAddress();
    codeRequired(await login(t.app, me.email, me.password, { remoteAddress: home }));
    const [code] = await codesMailedTo(me.email);
    const passwordStep = await withCode(me.email, me.password, code!, home);
    expect(passwordStep.statusCode, passwordStep.body).toBe(200);
    expect(passwordStep.json()).toEqual({ two_factor_required: true });
    const second = await t.app.inject({
      method: "POST",
      url: "/api/auth/login/two-factor",
      headers: { cookie: cookieHeader(passwordStep) },
      payload: { kind: "recovery", code: setup.recovery_codes[0] },
      remoteAddress: home,
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(setCookies(second).some((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toBe(true);
  });
});
