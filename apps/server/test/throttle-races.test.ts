import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectApiError, login, register, type TestApp } from "./test-app.ts";

// Default limits (5 per account and address, 20 per address, 100 per account, 20 sign-ups per
// address per hour); every test uses addresses and accounts of its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addressCounter = 0;
const newAddress = () => `10.88.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

async function account() {
  const { res, input } = await register(t.app, {}, { remoteAddress: newAddress() });
  expect(res.statusCode, res.body).toBe(201);
  return { email: input.email, password: input.password };
}

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

describe("login throttle under parallel requests", () => {
  it("40 parallel wrong passwords for one account get at most 5 password checks", async () => {
    const victim = await account();
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(t.app, victim.email, `errada ${i}`, { remoteAddress: from })),
    );
    const checked = statuses(answers).filter((s) => s !== 429);
    expect(checked).toEqual([401, 401, 401, 401, 401]);
    for (const res of answers.filter((r) => r.statusCode === 429)) expectApiError(res, 429, "TOO_MANY_REQUESTS");
  });

  it("60 parallel wrong logins from one address over many e-mails get at most 20 checks", async () => {
    const from = newAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(t.app, `alvo${i}.${from}@exemplo.com.br`, "errada", { remoteAddress: from }),
      ),
    );
    expect(statuses(answers).filter((s) => s !== 429)).toHaveLength(20);
  });
});

describe("nobody can lock another person out", () => {
  it("the owner logs in from another address after 5 failures from the first", async () => {
    const owner = await account();
    const attacker = newAddress();
    for (let i = 0; i < 5; i++) {
      expectApiError(
        await login(t.app, owner.email, "errada", { remoteAddress: attacker }),
        401,
        "INVALID_CREDENTIALS",
      );
    }
    expectApiError(
      await login(t.app, owner.email, owner.password, { remoteAddress: attacker }),
      429,
      "TOO_MANY_REQUESTS",
    );
    const own = await login(t.app, owner.email, owner.password, { remoteAddress: newAddress() });
    expect(own.statusCode, own.body).toBe(200);
  });

  it("failures spread over a few addresses do not lock the owner out either", async () => {
    const owner = await account();
    for (let a = 0; a < 4; a++) {
      const from = newAddress();
      for (let i = 0; i < 6; i++) await login(t.app, owner.email, "errada", { remoteAddress: from });
    }
    const own = await login(t.app, owner.email, owner.password, { remoteAddress: newAddress() });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe("sign-up throttle and CPF answers", () => {
  it("counts every sign-up conflict from an address and answers 429 after 20 (decision 037, amended)", async () => {
    const existing = await account();
    const from = newAddress();
    const answers = [];
    for (let i = 0; i < 25; i++) {
      answers.push((await register(t.app, { email: existing.email }, { remoteAddress: from })).res);
    }
    expect(statuses(answers.slice(0, 20))).toEqual(Array(20).fill(409));
    for (const res of answers.slice(20)) expectApiError(res, 429, "TOO_MANY_REQUESTS");
  });

  it("answers a CPF in use like a free one, without saying it belongs to an account", async () => {
    const first = await register(t.app, {}, { remoteAddress: newAddress() });
    expect(first.res.statusCode).toBe(201);
    const { res } = await register(t.app, { cpf: first.input.cpf }, { remoteAddress: newAddress() });
    // Decision 091: the account is made without the CPF, and both people are told by e-mail.
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toMatch(/cadastrad|CPF/i);
  });
});
