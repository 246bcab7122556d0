import { afterAll, beforeAll, expect, it } from "vitest";
import { cookieHeader, createTestApp, registration, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("registers, reads the session and logs out", async () => {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: registration() });
  expect(res.statusCode, res.body).toBe(201);
  const cookie = cookieHeader(res);
  const me = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
  expect(me.json().user.name).toBe("Maria Teste");
});
