import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { loadConfig } from "../src/config.ts";
import { createSeededApp, DEMO, DEMO_PASSWORD, loginAs, newAccount, tinyPdf, uploadRaw } from "./project-helpers.ts";
import { quotationInput, SEEDED_SUPPLIERS, supplierIdByName } from "./supplier-helpers.ts";
import { cookieHeader, expectApiError, type TestApp } from "./test-app.ts";

const PER_SESSION = 8;
// Generous enough for the set-up requests every test sends from the default address.
const PER_ADDRESS = 40;
const EXPENSIVE = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp({
    RATE_LIMIT_PER_SESSION_PER_MINUTE: String(PER_SESSION),
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS),
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: String(EXPENSIVE),
  });
});
afterAll(() => t.close());

let addressCounter = 0;
const newAddress = () => `10.99.0.${++addressCounter}`;

function limited(res: LightMyRequestResponse) {
  expectApiError(
    res,
    429,
    "TOO_MANY_REQUESTS",
    "Muitas requisições em pouco tempo. Aguarde um instante e tente novamente.",
  );
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

const health = (remoteAddress: string, cookie?: string) =>
  t.app.inject({ method: "GET", url: "/api/health", remoteAddress, headers: cookie ? { cookie } : {} });

describe("general rate limit", () => {
  it("limits every route per client address, with the error shape and Retry-After", async () => {
    const from = newAddress();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await health(from)).statusCode).toBe(200);
    limited(await health(from));
    limited(await t.app.inject({ method: "GET", url: "/api/projects", remoteAddress: from }));
    expect((await health(newAddress())).statusCode).toBe(200);
  });

  it("limits per session, so one session's flood does not use up a neighbour's budget", async () => {
    // Accounts made on the default address; their requests below come from one shared address.
    const a = await newAccount(t.app, "investor");
    const b = await newAccount(t.app, "investor");
    const shared = newAddress();
    for (let i = 0; i < PER_SESSION; i++) expect((await health(shared, a.cookie)).statusCode).toBe(200);
    limited(await health(shared, a.cookie));
    expect((await health(shared, b.cookie)).statusCode).toBe(200);
  });

  it("counts a made-up session cookie against the address, not a budget of its own", async () => {
    const from = newAddress();
    const forged = (i: number) => `alicerce.session_token=inventado${i}.YWJj`;
    for (let i = 0; i < PER_ADDRESS; i++) expect((await health(from, forged(i))).statusCode).toBe(200);
    limited(await health(from, forged(PER_ADDRESS)));
  });

  it("never refuses a right password once the address's budget is used up (the login throttle counts failures)", async () => {
    const from = newAddress();
    for (let i = 0; i < PER_ADDRESS; i++) await health(from);
    limited(await health(from));
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: DEMO.ana, password: DEMO_PASSWORD },
      remoteAddress: from,
    });
    expect(res.statusCode, res.body).toBe(200);
    // Signed in, the person counts against the session's budget, not the spent address's.
    expect((await health(from, cookieHeader(res))).statusCode).toBe(200);
  });

  it("is tighter on the anonymous not-found report", async () => {
    const from = newAddress();
    const report = () =>
      t.app.inject({
        method: "POST",
        url: "/api/client-events/not-found",
        payload: { path: "/nada" },
        remoteAddress: from,
      });
    for (let i = 0; i < EXPENSIVE; i++) expect((await report()).statusCode).toBe(204);
    limited(await report());
    expect((await health(from)).statusCode).toBe(200);
  });

  it("is tighter on uploads", async () => {
    const user = await newAccount(t.app, "creator");
    const send = () => uploadRaw(t.app, user.cookie, "a.pdf", tinyPdf());
    for (let i = 0; i < EXPENSIVE; i++) expect((await send()).statusCode).toBe(201);
    limited(await send());
  });

  it("limits quotation requests to one supplier across callers (each one e-mails the supplier)", async () => {
    const supplierId = await supplierIdByName(t.database.db, SEEDED_SUPPLIERS.fundacoes);
    const callers = [await loginAs(t.app, DEMO.creator), (await newAccount(t.app, "creator")).cookie];
    const ask = (cookie: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/quotations",
        headers: { cookie },
        payload: quotationInput(supplierId),
      });
    const answers = [];
    for (let i = 0; i < EXPENSIVE; i++) answers.push(await ask(callers[i % 2]!));
    for (const res of answers) expect(res.statusCode, res.body).toBe(201);
    limited(await ask(callers[1]!));
  });
});

describe("routes that e-mail people the caller names (decision 036)", () => {
  const uuid = "00000000-0000-4000-8000-000000000000";
  it.each([
    ["POST", "/api/signatures"],
    ["POST", `/api/signatures/${uuid}/resend`],
    ["POST", `/api/contracts/${uuid}/send-for-signature`],
    ["POST", `/api/projects/${uuid}/team`],
  ] as const)("are tighter: %s %s", async (method, url) => {
    // A session and an address of its own: only this route's budget is measured.
    const user = await newAccount(t.app, "creator");
    const from = newAddress();
    const send = () =>
      t.app.inject({ method, url, headers: { cookie: user.cookie }, payload: {}, remoteAddress: from });
    for (let i = 0; i < EXPENSIVE; i++) expect((await send()).statusCode).not.toBe(429);
    limited(await send());
    expect((await health(from, user.cookie)).statusCode).toBe(200);
  });
});

describe("rate limit settings", () => {
  it("are read from the environment and validated", () => {
    const config = loadConfig({ RATE_LIMIT_PER_ADDRESS_PER_MINUTE: "50", RATE_LIMIT_EXPENSIVE_PER_MINUTE: "7" });
    expect(config.rateLimit.perAddressPerMinute).toBe(50);
    expect(config.rateLimit.expensivePerMinute).toBe(7);
    expect(() => loadConfig({ RATE_LIMIT_PER_SESSION_PER_MINUTE: "zero" })).toThrow(
      /RATE_LIMIT_PER_SESSION_PER_MINUTE/,
    );
  });

  it("read the daily cap of invitation recipients, 50 unless set, a positive whole number", () => {
    expect(loadConfig({}).mail.recipientsPerDay).toBe(50);
    expect(loadConfig({ MAIL_RECIPIENTS_PER_DAY: "7" }).mail.recipientsPerDay).toBe(7);
    for (const bad of ["0", "-3", "2.5", "muitos"]) {
      expect(() => loadConfig({ MAIL_RECIPIENTS_PER_DAY: bad })).toThrow(/MAIL_RECIPIENTS_PER_DAY/);
    }
  });
});
