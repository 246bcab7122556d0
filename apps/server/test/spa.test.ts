import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

// A build as apps/web writes it: hashed assets with their .br and .gz beside them.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), "alicerce-dist-"));
const script = `console.log(${JSON.stringify("Alicerce ".repeat(500))});`;
const shell = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "index.html"), shell);
  fs.writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
  fs.writeFileSync(path.join(dist, "assets/app-1a2b3c.js"), script);
  fs.writeFileSync(path.join(dist, "assets/app-1a2b3c.js.br"), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, "assets/app-1a2b3c.js.gz"), gzipSync(script));
  // The production budgets (the tests' app lifts them): static files must not count against them.
  const defaults = loadConfig({}).rateLimit;
  t = await createTestApp({
    WEB_DIST_DIR: dist,
    RATE_LIMIT_PER_SESSION_PER_MINUTE: String(defaults.perSessionPerMinute),
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: String(defaults.perAddressPerMinute),
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("sends assets brotli-compressed when the browser accepts it, cached for a year", async () => {
    const res = await t.app.inject({
      url: "/assets/app-1a2b3c.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it("falls back to gzip, then to the plain file", async () => {
    const gzip = await t.app.inject({ url: "/assets/app-1a2b3c.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ url: "/assets/app-1a2b3c.js", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("answers the shell for app routes (200) and for unknown pages (404), never cached", async () => {
    const login = await t.app.inject({ url: "/login" });
    expect(login.statusCode).toBe(200);
    expect(login.body).toBe(shell);
    expect(login.headers["cache-control"]).toBe("no-cache");
    const unknown = await t.app.inject({ url: "/nao-existe" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(shell);
  });

  it("serves static files without counting them against any budget", async () => {
    // People behind one carrier address load the same assets: with a budget of 5 requests a minute
    // per address, 30 assets (6 budgets' worth), the shell and the service worker are all served.
    // (shared-address.test.ts serves 40 people from one address with the default budgets.)
    const tight = await t.rebuild({ RATE_LIMIT_PER_ADDRESS_PER_MINUTE: "5" });
    try {
      const from = "10.25.0.1";
      for (let i = 0; i < 30; i++) {
        const res = await tight.inject({ url: "/assets/app-1a2b3c.js", remoteAddress: from });
        expect(res.statusCode).toBe(200);
      }
      expect((await tight.inject({ url: "/sw.js", remoteAddress: from })).statusCode).toBe(200);
      expect((await tight.inject({ url: "/login", remoteAddress: from })).statusCode).toBe(200);
      // The API still counts: static files are exempt, not the address.
      const api = [];
      for (let i = 0; i < 6; i++)
        api.push((await tight.inject({ url: "/api/health", remoteAddress: from })).statusCode);
      expect(api).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await tight.close();
    }
  });

  it("answers unknown API paths with the JSON error, not the shell", async () => {
    const res = await t.app.inject({ url: "/api/nao-existe" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Recurso não encontrado." } });
  });
});
