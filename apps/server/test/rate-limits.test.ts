import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { loadConfig } from "../src/config.ts";
import { createSeededApp, DEMO, DEMO_PASSWORD, newAccount, tinyPdf, uploadRaw } from "./project-helpers.ts";
import { quotationInput, SEEDED_SUPPLIERS, supplierIdByName } from "./supplier-helpers.ts";
import { cookieHeader, expectApiError, login, registration, type TestApp } from "./test-app.ts";

const PER_SESSION = 8;
// Generous enough for the set-up requests every test sends from the default address.
const PER_ADDRESS = 40;
const EXPENSIVE = 3;
// Below EXPENSIVE, so a requester meets this budget before their own per-route one.
const PER_REQUESTER_AND_SUPPLIER = 2;
const PER_SUPPLIER = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createSeededApp({
    RATE_LIMIT_PER_SESSION_PER_MINUTE: String(PER_SESSION),
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: String(PER_ADDRESS),
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: String(EXPENSIVE),
    RATE_LIMIT_QUOTATIONS_PER_REQUESTER: String(PER_REQUESTER_AND_SUPPLIER),
    RATE_LIMIT_QUOTATIONS_PER_SUPPLIER: String(PER_SUPPLIER),
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

  it("is tighter on a receipt's public check, so codes cannot be tried in bulk (decision 117)", async () => {
    const from = newAddress();
    const check = () =>
      t.app.inject({ method: "GET", url: `/api/public/receipts/${"A".repeat(22)}`, remoteAddress: from });
    for (let i = 0; i < EXPENSIVE; i++) expect((await check()).statusCode).toBe(404);
    limited(await check());
    expect((await health(from)).statusCode).toBe(200);
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
});

describe("quotation requests, which e-mail the supplier (decision 039)", () => {
  const askAs = (supplierId: string) => (cookie: string) =>
    t.app.inject({ method: "POST", url: "/api/quotations", headers: { cookie }, payload: quotationInput(supplierId) });

  it("one investor using up their own budget for a supplier does not stop three others from reaching it", async () => {
    const ask = askAs(await supplierIdByName(t.database.db, SEEDED_SUPPLIERS.terraForte));
    const flooder = (await newAccount(t.app, "investor")).cookie;
    for (let i = 0; i < PER_REQUESTER_AND_SUPPLIER; i++) {
      const res = await ask(flooder);
      expect(res.statusCode, res.body).toBe(201);
    }
    limited(await ask(flooder));
    limited(await ask(flooder));
    for (let i = 0; i < 3; i++) {
      const other = (await newAccount(t.app, "investor")).cookie;
      const res = await ask(other);
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it("counts the person, not the session: a second login does not double the budget", async () => {
    const ask = askAs(await supplierIdByName(t.database.db, SEEDED_SUPPLIERS.aguaViva));
    const person = await newAccount(t.app, "investor");
    for (let i = 0; i < PER_REQUESTER_AND_SUPPLIER; i++) expect((await ask(person.cookie)).statusCode).toBe(201);
    const secondLogin = await login(t.app, person.email, registration().password);
    expect(secondLogin.statusCode, secondLogin.body).toBe(200);
    limited(await ask(cookieHeader(secondLogin)));
  });

  it("still has a ceiling per supplier from everyone together", async () => {
    const ask = askAs(await supplierIdByName(t.database.db, SEEDED_SUPPLIERS.verdeVivo));
    const callers = [];
    for (let i = 0; i < PER_SUPPLIER / PER_REQUESTER_AND_SUPPLIER; i++)
      callers.push((await newAccount(t.app, "creator")).cookie);
    for (const cookie of callers) {
      for (let i = 0; i < PER_REQUESTER_AND_SUPPLIER; i++) expect((await ask(cookie)).statusCode).toBe(201);
    }
    limited(await ask((await newAccount(t.app, "creator")).cookie));
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
    expect(loadConfig({}).rateLimit).toMatchObject({
      quotationsPerRequesterAndSupplierPerMinute: 5,
      quotationsPerSupplierPerMinute: 100,
    });
    expect(() => loadConfig({ RATE_LIMIT_QUOTATIONS_PER_SUPPLIER: "0" })).toThrow(/RATE_LIMIT_QUOTATIONS_PER_SUPPLIER/);
  });

  it("read the daily cap of invitation recipients, 50 unless set, a positive whole number", () => {
    expect(loadConfig({}).mail.recipientsPerDay).toBe(50);
    expect(loadConfig({ MAIL_RECIPIENTS_PER_DAY: "7" }).mail.recipientsPerDay).toBe(7);
    for (const bad of ["0", "-3", "2.5", "muitos"]) {
      expect(() => loadConfig({ MAIL_RECIPIENTS_PER_DAY: bad })).toThrow(/MAIL_RECIPIENTS_PER_DAY/);
    }
  });
});
