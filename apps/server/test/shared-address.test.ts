import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createSeededApp, DEMO, DEMO_PASSWORD } from "./project-helpers.ts";
import { cookieHeader, type TestApp } from "./test-app.ts";

// Decision 037: many people behind one address (a carrier's CGNAT, an office), with the default limits.
const defaults = loadConfig({}).rateLimit;

let t: TestApp;
beforeAll(async () => {
  // The tests' app lifts every budget; these put the production defaults back.
  t = await createSeededApp({
    RATE_LIMIT_PER_SESSION_PER_MINUTE: String(defaults.perSessionPerMinute),
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: String(defaults.perAddressPerMinute),
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: String(defaults.expensivePerMinute),
  });
});
afterAll(() => t.close());

const loginFrom = async (remoteAddress: string) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: DEMO.ana, password: DEMO_PASSWORD },
    remoteAddress,
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res);
};

describe("people behind one address, with the default limits", () => {
  it("serves 40 sessions from one address making 30 requests each within a minute", async () => {
    const shared = "100.64.25.1";
    const cookies = [];
    for (let i = 0; i < 40; i++) cookies.push(await loginFrom(shared));
    const statuses = new Map<number, number>();
    for (let round = 0; round < 30; round++) {
      for (const cookie of cookies) {
        const url = round % 10 === 0 ? "/api/projects" : "/api/auth/session";
        const res = await t.app.inject({ url, headers: { cookie }, remoteAddress: shared });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
    }
    expect(Object.fromEntries(statuses)).toEqual({ 200: 1200 });
  });

  it("still refuses an anonymous flood from one address", async () => {
    const from = "100.64.25.2";
    const health = () => t.app.inject({ url: "/api/health", remoteAddress: from });
    for (let i = 0; i < defaults.perAddressPerMinute; i++) expect((await health()).statusCode).toBe(200);
    expect((await health()).statusCode).toBe(429);
  });
});
