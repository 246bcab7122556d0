// SIGTERM on a real server process (docs/api/system.md, decision 029): the request in flight
// finishes 2xx, a request that arrives on an open connection meanwhile gets 503 in the API's shape,
// new connections are refused, the realtime socket closes with 1012, and the process exits 0 in
// under 10 s. Then /api/health and /api/ready of a running process.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { cookiesOf, migratedDatabase, migratedDataDir, startServer, type ServerProcess } from "./server-process.ts";
import { registration } from "./test-app.ts";

let dataDir: string;
let server: ServerProcess;

// A copy of the run's migrated database: this is about shutting down, not about a first start.
beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  dataDir = serverUrl
    ? path.join(os.tmpdir(), `alicerce-ops-shutdown-${randomUUID()}`)
    : migratedDataDir("ops-shutdown");
  const env: Record<string, string> = { ALICERCE_DATA_DIR: dataDir, ALICERCE_JOBS: "true" };
  if (serverUrl) {
    // The whole run on the PostgreSQL server too (a database of its own, dropped in afterAll).
    const database = await migratedDatabase(serverUrl, "ops");
    dropDatabase = database.drop;
    env.DATABASE_URL = database.url;
    env.BETTER_AUTH_SECRET = randomUUID() + randomUUID();
  }
  server = await startServer(env);
}, 180_000);

afterAll(async () => {
  await server?.kill();
  await dropDatabase?.();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

let dropDatabase: (() => Promise<void>) | null = null;

/** One raw HTTP/1.1 connection: write requests by hand, read everything until the server closes it. */
function rawConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
  const connected = new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  return { socket, connected, ended, received: () => received };
}

/** Splits pipelined HTTP/1.1 answers that carry Content-Length. */
function parseResponses(raw: string) {
  const responses: { status: number; headers: string; body: string }[] = [];
  let rest = raw;
  while (rest.startsWith("HTTP/1.1")) {
    const headEnd = rest.indexOf("\r\n\r\n");
    const head = rest.slice(0, headEnd);
    const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
    responses.push({
      status: Number(head.slice(9, 12)),
      headers: head,
      // Read as latin1 (one char per byte, so Content-Length counts chars); the body itself is UTF-8.
      body: Buffer.from(rest.slice(headEnd + 4, headEnd + 4 + length), "latin1").toString("utf8"),
    });
    rest = rest.slice(headEnd + 4 + length);
  }
  return responses;
}

/** Resolves true if a TCP connection to the port is refused now. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code === "ECONNREFUSED"));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("a running server process", () => {
  it("answers /api/health (alive) and /api/ready (database reachable, migrations current)", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${server.url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("on SIGTERM finishes the request in flight, refuses new work, closes sockets with 1012 and exits 0 within 10 s", async () => {
    // A signed-in user with a realtime socket open.
    const registered = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(registration()),
    });
    expect(registered.status, await registered.clone().text()).toBe(201);
    const cookie = cookiesOf(registered);
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/api/realtime`, { headers: { cookie } });
    await new Promise<void>((resolve, reject) => {
      ws.once("open", () => resolve());
      ws.once("error", reject);
    });
    const socketClosed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );

    // A request in flight: a JSON body sent in slow chunks, so the server is still reading it at SIGTERM.
    const slow = rawConnection(server.port);
    await slow.connected;
    const body = JSON.stringify({ path: `/pagina-que-nao-existe/${"x".repeat(2000)}` });
    slow.socket.write(
      "POST /api/client-events/not-found HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const chunks = body.match(/.{1,200}/g)!;
    const sendChunk = (text: string) => slow.socket.write(`${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`);
    sendChunk(chunks.shift()!);
    await sleep(300);

    const signalledAt = Date.now();
    server.child.kill("SIGTERM");

    // New connections are refused while the slow request is still being received.
    let refused = false;
    for (let i = 0; i < 40 && !refused; i++) {
      await sleep(50);
      refused = await connectionRefused(server.port);
      if (chunks.length > 1) sendChunk(chunks.shift()!);
    }
    expect(refused).toBe(true);
    expect(server.child.exitCode).toBeNull();

    // The socket was told to reconnect elsewhere.
    expect(await socketClosed).toEqual({ code: 1012, reason: "server restarting" });

    // The rest of the body; a second request pipelined on the same connection arrives during the
    // shutdown: it is answered 503 in the API's error shape, and the connection closes.
    for (const chunk of chunks) {
      sendChunk(chunk);
      await sleep(50);
    }
    slow.socket.write("0\r\n\r\n");
    slow.socket.write("GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    const responses = parseResponses(await slow.ended);
    expect(responses[0]?.status, slow.received()).toBe(204);
    if (responses[1]) {
      // Node may close the connection right after the first answer instead; if it reads the second
      // request, the answer is the API's 503.
      expect(responses[1].status).toBe(503);
      expect(JSON.parse(responses[1].body)).toEqual({
        error: { code: "UNAVAILABLE", message: "O servidor está reiniciando. Tente novamente em alguns segundos." },
      });
    }

    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    expect(server.output()).toContain('"msg":"shut down cleanly"');
  }, 60_000);
});
