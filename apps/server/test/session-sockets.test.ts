// Decision 043: a session that ends (logout, password change, reset) loses its realtime sockets
// at once, on every process, not at the next heartbeat. The heartbeat here is ten minutes, so only
// the `sessions.ended` signal can close a socket within these tests.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { mailsTo } from "./outbox.ts";
import { client, newAccount, ok } from "./project-helpers.ts";
import { connect, listenForSockets, type Socket } from "./realtime-helpers.ts";
import { cookieHeader, createTestApp, login, type TestApp } from "./test-app.ts";

const PASSWORD = "uma senha longa e boa";
let t: TestApp;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000", REALTIME_HEARTBEAT_MS: "600000" });
  url = await listenForSockets(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await t.close();
});

async function socketOf(cookie: string, at = url): Promise<Socket> {
  const socket = await connect(at, cookie);
  open.push(socket);
  return socket;
}

/** The close code of the socket; fails after 5 s (the heartbeat would take ten minutes). */
const closeCode = (socket: Socket) =>
  new Promise<number>((resolve, reject) => {
    if (socket.ws.readyState === socket.ws.CLOSED) resolve(-1);
    const timer = setTimeout(() => reject(new Error("the socket stayed open")), 5_000);
    socket.ws.once("close", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

/** A second session of the same account, as another browser would have. */
async function secondSession(email: string): Promise<string> {
  const res = await login(t.app, email, PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res);
}

/** Still open and served: a ping answered after the other socket was closed. */
async function stillServed(socket: Socket) {
  const before = socket.received.filter((f) => f.type === "pong").length;
  socket.send({ type: "ping" });
  await socket.next("pong", () => socket.received.filter((f) => f.type === "pong").length > before);
  expect(socket.ws.readyState).toBe(socket.ws.OPEN);
}

describe("a session that ends closes its sockets at once", () => {
  it("on logout: that session's socket only", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const other = await secondSession(me.email);
    const [leaving, staying] = [await socketOf(me.cookie), await socketOf(other)];
    const closed = closeCode(leaving);
    expect((await client(t.app, me.cookie).post("/api/auth/logout")).statusCode).toBe(204);
    expect(await closed).toBe(4401);
    await stillServed(staying);
  });

  it("on a password change in Minha Conta: the other sessions' sockets", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const other = await secondSession(me.email);
    const socket = await socketOf(other);
    const closed = closeCode(socket);
    ok(
      await client(t.app, me.cookie).post("/api/account/password", {
        current_password: PASSWORD,
        new_password: "Janela-Verde-Larga-77",
        confirm_password: "Janela-Verde-Larga-77",
      }),
    );
    expect(await closed).toBe(4401);
  });

  it("on a password reset: every socket of the account, and no one else's", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const bystander = await newAccount(t.app, "investor");
    const sockets = [await socketOf(me.cookie), await socketOf(await secondSession(me.email))];
    const theirs = await socketOf(bystander.cookie);
    const closed = Promise.all(sockets.map(closeCode));
    ok(await client(t.app).post("/api/auth/forgot-password", { email: me.email }));
    await t.app.jobs.deliverMail();
    const [mail] = await mailsTo(path.join(t.config.dataDir, "outbox"), me.email);
    const token = decodeURIComponent(/redefinir-senha\?token=(\S+)/.exec(mail!)![1]!);
    ok(
      await client(t.app).post("/api/auth/reset-password", {
        token,
        new_password: "senha redefinida boa",
        confirm_password: "senha redefinida boa",
      }),
    );
    expect(await closed).toEqual([4401, 4401]);
    await stillServed(theirs);
  });

  it("on undoing an e-mail change: every socket of the account", async () => {
    const me = await newAccount(t.app, "investor", { password: PASSWORD });
    const outbox = path.join(t.config.dataDir, "outbox");
    const newEmail = `intruso.${me.id.slice(0, 8)}@exemplo.com.br`;
    ok(await client(t.app, me.cookie).post("/api/account/email", { new_email: newEmail, current_password: PASSWORD }));
    await t.app.jobs.deliverMail();
    const [change] = await mailsTo(outbox, newEmail);
    const link = new URL(/https?:\/\/\S+\/api\/auth\/verify-email\?token=\S+/.exec(change!)![0]);
    await t.app.inject({ method: "GET", url: link.pathname + link.search, headers: { cookie: me.cookie } });
    await t.app.jobs.deliverMail();
    const [notice] = await mailsTo(outbox, me.email);
    const token = decodeURIComponent(/desfazer-email\?token=(\S+)/.exec(notice!)![1]!);

    const sockets = [await socketOf(me.cookie), await socketOf(await secondSession(newEmail))];
    const closed = Promise.all(sockets.map(closeCode));
    ok(await client(t.app).post("/api/account/email/undo", { token }));
    expect(await closed).toEqual([4401, 4401]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("across processes on one PostgreSQL", () => {
  it("a logout on one process closes the session's socket on another", async () => {
    const database = await openDatabase({ url: t.config.databaseUrl, dataDir: t.config.dataDir });
    const other = await buildApp(t.config, { database });
    try {
      const otherUrl = await listenForSockets(other);
      const me = await newAccount(t.app, "investor", { password: PASSWORD });
      const socket = await socketOf(me.cookie, otherUrl);
      const closed = closeCode(socket);
      expect((await client(t.app, me.cookie).post("/api/auth/logout")).statusCode).toBe(204);
      expect(await closed).toBe(4401);
    } finally {
      await other.close();
      await database.close();
    }
  });
});
