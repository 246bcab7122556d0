import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { AppError } from "../src/http/app-error.ts";
import { user } from "../src/db/schema/index.ts";
import { createTestApp, expectApiError, registration, setCookies, type TestApp } from "./test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("unknown routes", () => {
  it.each([
    ["GET", "/api/nothing"],
    ["POST", "/api/nothing"],
    ["GET", "/api"],
    ["PUT", "/api/auth/login"],
    ["DELETE", "/api/auth/session"],
    ["GET", "/nothing"], // no SPA configured in these tests
  ])("%s %s answers 404 NOT_FOUND as JSON", async (method, url) => {
    const res = await t.app.inject({ method: method as "GET", url });
    expectApiError(res, 404, "NOT_FOUND", "Recurso não encontrado.");
  });
});

describe("better-auth's own endpoints", () => {
  // Reaching them directly would skip our validation (CPF, profile, password policy, throttling).
  it.each([
    ["POST", "/api/auth/sign-up/email", { name: "X", email: "direto@exemplo.com", password: "uma senha longa e boa" }],
    ["POST", "/api/auth/sign-in/email", { email: "direto@exemplo.com", password: "uma senha longa e boa" }],
    ["POST", "/api/auth/sign-out", {}],
    ["POST", "/api/auth/update-user", { name: "Outro" }],
    ["POST", "/api/auth/change-password", { currentPassword: "a", newPassword: "b" }],
    ["POST", "/api/auth/request-password-reset", { email: "direto@exemplo.com" }],
    ["POST", "/api/auth/send-verification-email", { email: "direto@exemplo.com" }],
    ["GET", "/api/auth/get-session", undefined],
    ["GET", "/api/auth/list-sessions", undefined],
    ["GET", "/api/auth/ok", undefined],
    ["GET", "/api/auth/verify-email/../get-session", undefined],
    ["GET", "/api/auth/Verify-Email?token=x", undefined],
  ])("%s %s is not reachable", async (method, url, payload) => {
    const res = await t.app.inject({ method: method as "GET", url, payload });
    expectApiError(res, 404, "NOT_FOUND");
    expect(setCookies(res)).toEqual([]);
  });

  it("did not create an account through sign-up/email", async () => {
    const rows = await t.database.db.select({ email: user.email }).from(user);
    expect(rows.map((r) => r.email)).not.toContain("direto@exemplo.com");
  });
});

describe("cross-origin requests (CSRF defence on top of SameSite=Lax)", () => {
  const payload = { email: "ninguem@exemplo.com.br", password: "qualquer coisa" };

  it.each([
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin null (sandboxed frame, data: URL)", { origin: "null" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["a look-alike origin", { origin: "http://localhost:3000.evil.example" }],
  ])("refuses a state-changing API request with %s", async (_case, headers) => {
    for (const url of ["/api/auth/login", "/api/auth/logout", "/api/auth/register"]) {
      const res = await t.app.inject({ method: "POST", url, payload, headers });
      expectApiError(res, 403, "FORBIDDEN", "Origem da requisição não permitida.");
      expect(setCookies(res)).toEqual([]);
    }
  });

  it.each([
    ["our own origin", { origin: "http://localhost:3000", "sec-fetch-site": "same-origin" }],
    ["127.0.0.1 on our port", { origin: "http://127.0.0.1:3000" }],
    ["no Origin at all (curl, server to server)", {}],
  ])("lets a request from %s through", async (_case, headers) => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload, headers });
    expectApiError(res, 401, "INVALID_CREDENTIALS");
  });

  it("does not apply to reads", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("request ids", () => {
  it("puts an x-request-id on every response: success, client error and not found", async () => {
    const responses = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/health" }),
      t.app.inject({ method: "POST", url: "/api/auth/login", payload: {} }),
      t.app.inject({ method: "GET", url: "/api/nothing" }),
    ]);
    const ids = responses.map((r) => r.headers["x-request-id"]);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
  });

  it("echoes a valid x-request-id given by the client or a proxy", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "edge-req_12345" },
    });
    expect(res.headers["x-request-id"]).toBe("edge-req_12345");
  });

  it.each([
    ["too long", "a".repeat(65)],
    ["with unsafe characters", "abc\\def<script>"],
    ["with spaces", "abc def"],
  ])("replaces an x-request-id that is %s", async (_case, given) => {
    const res = await t.app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": given } });
    expect(res.headers["x-request-id"]).toMatch(UUID);
  });
});

describe("security headers", () => {
  it.each([
    ["a JSON answer", "/api/health"],
    ["an error answer", "/api/nothing"],
  ])("are on %s", async (_case, url) => {
    const res = await t.app.inject({ method: "GET", url });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBeDefined();
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("sends no HSTS and no upgrade-insecure-requests over plain http", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(String(res.headers["content-security-policy"])).not.toContain("upgrade-insecure-requests");
  });
});

describe("system routes", () => {
  it("GET /api/health answers ok", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it("GET /api/docs returns the OpenAPI document", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("Alicerce API");
    for (const path of [
      "/api/auth/register",
      "/api/auth/login",
      "/api/auth/logout",
      "/api/auth/session",
      "/api/health",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    // Hidden routes stay out of the document.
    expect(Object.keys(doc.paths)).not.toContain("/api/docs");
    expect(Object.keys(doc.paths).some((p) => p.includes("*"))).toBe(false);
    const body = doc.paths["/api/auth/register"].post.requestBody.content["application/json"].schema;
    expect(body.required).toEqual(expect.arrayContaining(["name", "cpf", "email", "password", "type"]));
    expect(body.properties.type.enum).toEqual(["investor", "creator", "legal", "supplier"]);
  });

  it("POST /api/client-events/not-found answers 204 for a path", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/client-events/not-found", payload: { path: "/x" } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
  });

  it.each([
    ["no path", {}],
    ["an empty path", { path: "" }],
    ["a path over 2048 characters", { path: `/${"x".repeat(2048)}` }],
    ["a path that is not a string", { path: 42 }],
  ])("POST /api/client-events/not-found answers 400 for %s", async (_case, payload) => {
    const res = await t.app.inject({ method: "POST", url: "/api/client-events/not-found", payload });
    const error = expectApiError(res, 400, "VALIDATION_ERROR");
    expect(Object.keys(error.fields ?? {})).toEqual(["path"]);
    expect(error.message).not.toMatch(/invalid|expected|received/i);
  });
});

describe("error handling", () => {
  it("answers 413 PAYLOAD_TOO_LARGE for a body over 1 MiB", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: registration({ name: "x".repeat(1024 * 1024) }),
    });
    expectApiError(res, 413, "PAYLOAD_TOO_LARGE", "O conteúdo enviado é grande demais.");
  });

  it("answers 500 INTERNAL without details for an unexpected error, and keeps typed errors", async () => {
    const app = await buildApp(t.config, { database: t.database });
    app.get("/api/test/boom", async () => {
      throw new Error("segredo interno: senha do banco");
    });
    app.get("/api/test/forbidden", async () => {
      throw new AppError("FORBIDDEN", "Você não tem permissão para esta ação.");
    });
    try {
      const boom = await app.inject({ method: "GET", url: "/api/test/boom" });
      expectApiError(boom, 500, "INTERNAL", "Ocorreu um erro inesperado. Tente novamente.");
      expect(boom.body).not.toContain("segredo");
      expect(boom.headers["x-request-id"]).toMatch(UUID);

      const forbidden = await app.inject({ method: "GET", url: "/api/test/forbidden" });
      expectApiError(forbidden, 403, "FORBIDDEN", "Você não tem permissão para esta ação.");
    } finally {
      await app.close();
    }
  });
});
