// A database outage answers 503 with Retry-After in the API's error shape, never 500 (decision 038).
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase, type DatabaseHandle } from "../src/db/client.ts";
import { isDatabaseUnreachable } from "../src/http/database-outage.ts";
import { client, newAccount } from "./project-helpers.ts";
import { connect, listenForSockets } from "./realtime-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

const OUTAGE = {
  error: {
    code: "UNAVAILABLE",
    message: "O Alicerce está temporariamente indisponível. Tente novamente em instantes.",
  },
};

function expectOutage(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe("5");
  expect(response.json()).toEqual(OUTAGE);
}

/** A local port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A TCP proxy to the database that can be cut (every connection dropped, new ones refused) and restored. */
async function cuttableProxy(host: string, targetPort: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((downstream) => {
    const upstream = net.connect(targetPort, host);
    for (const socket of [downstream, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        downstream.destroy();
        upstream.destroy();
      });
    }
    downstream.pipe(upstream).pipe(downstream);
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => listen(port),
  };
}

describe("recognising an unreachable database", () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

  it("knows refused, dropped, timed-out and closed connections, however wrapped", () => {
    const unreachable = [
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      wrapped(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")),
      // localhost resolves to ::1 and 127.0.0.1: node reports both refusals at once.
      wrapped(new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "")),
      wrapped(withCode("getaddrinfo ENOTFOUND db", "ENOTFOUND")),
      wrapped(new Error("Connection terminated unexpectedly")),
      wrapped(new Error("Connection terminated due to connection timeout")),
      new Error("timeout exceeded when trying to connect"),
      wrapped(withCode("terminating connection due to administrator command", "57P01")),
      wrapped(withCode("the database system is starting up", "57P03")),
      wrapped(withCode("sorry, too many clients already", "53300")),
      wrapped(new Error("PGlite is closed")),
    ];
    for (const err of unreachable) expect(isDatabaseUnreachable(err), String(err)).toBe(true);
  });

  it("leaves a query's own faults alone (they stay 4xx or 500)", () => {
    const faults = [
      new Error("boom"),
      wrapped(withCode('duplicate key value violates unique constraint "user_email_key"', "23505")),
      wrapped(withCode('syntax error at or near "selec"', "42601")),
      Object.assign(new Error("Body cannot be empty"), { code: "FST_ERR_CTP_EMPTY_JSON_BODY", statusCode: 400 }),
      null,
      "ECONNREFUSED",
    ];
    for (const err of faults) expect(isDatabaseUnreachable(err), String(err)).toBe(false);
  });
});

describe("a server whose database is gone", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    // A fixed secret, so the server on the dead database accepts this one's session cookie.
    t = await createTestApp({ BETTER_AUTH_SECRET: "segredo-de-teste-".repeat(3) });
    cookie = (await newAccount(t.app, "investor")).cookie;
  });
  // The last test closed the database already: closing it again throws.
  afterAll(async () => {
    await t.close().catch(() => {});
    await fs.rm(t.config.dataDir, { recursive: true, force: true });
  });

  it("answers 503 with Retry-After when its DATABASE_URL points at a closed port, and /api/ready stays 503", async () => {
    const dead: DatabaseHandle = await openDatabase({
      url: `postgres://alicerce@127.0.0.1:${await closedPort()}/alicerce`,
      dataDir: t.config.dataDir,
    });
    const app: FastifyInstance = await buildApp(t.config, { database: dead });
    try {
      await app.ready();
      expectOutage(await client(app, cookie).get("/api/projects"));
      expectOutage(
        await client(app).post("/api/auth/login", { email: "ana@exemplo.com.br", password: "x".repeat(12) }),
      );
      const ready = await client(app).get("/api/ready");
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.code).toBe("UNAVAILABLE");
      // A session cookie changes neither probe's answer: the process is alive, the database is not.
      for (const path of ["/api/health", "/api/ready"]) {
        const [without, withCookie] = [await client(app).get(path), await client(app, cookie).get(path)];
        expect([withCookie.statusCode, withCookie.json()], path).toEqual([without.statusCode, without.json()]);
      }
      expect((await client(app, cookie).get("/api/health")).json()).toEqual({ status: "ok" });
    } finally {
      await app.close();
      await dead.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "answers 503 with Retry-After while PostgreSQL cannot be reached, and serves again once it is back",
    async () => {
      const target = new URL(t.config.databaseUrl!);
      const proxy = await cuttableProxy(target.hostname, Number(target.port || 5432));
      const through = new URL(target);
      through.host = `127.0.0.1:${proxy.port}`;
      const handle = await openDatabase({ url: through.toString(), dataDir: t.config.dataDir });
      const app = await buildApp(t.config, { database: handle });
      try {
        await app.ready();
        expect((await client(app, cookie).get("/api/projects")).statusCode).toBe(200);
        // The server goes away: open connections drop, new ones are refused.
        await proxy.cut();
        expectOutage(await client(app, cookie).get("/api/chat/conversations"));
        expect((await client(app).get("/api/ready")).statusCode).toBe(503);
        await proxy.restore();
        await expect.poll(async () => (await client(app, cookie).get("/api/chat/conversations")).statusCode).toBe(200);
        await expect.poll(async () => (await client(app).get("/api/ready")).statusCode).toBe(200);
      } finally {
        await app.close();
        await handle.close();
        await proxy.cut();
      }
    },
    30_000,
  );

  // Last: it closes the test app's database (PGlite; a closed PostgreSQL pool is a shutdown, not an outage).
  it.skipIf(process.env.TEST_DATABASE_URL)(
    "answers 503 with Retry-After once its embedded PGlite is closed",
    async () => {
      expect((await client(t.app, cookie).get("/api/projects")).statusCode).toBe(200);
      const socket = await connect(await listenForSockets(t.app), cookie);
      await t.database.close();
      // A realtime frame that needs the database says the same, not "internal error".
      socket.send({ type: "subscribe", scope: "conversation", conversation_id: randomUUID() });
      expect(await socket.next("error")).toEqual({ type: "error", ...OUTAGE.error, conversation_id: null });
      await socket.close();
      expectOutage(await client(t.app, cookie).get("/api/chat/conversations"));
      expect((await client(t.app).get("/api/ready")).statusCode).toBe(503);
    },
  );
});
