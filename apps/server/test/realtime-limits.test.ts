// The realtime socket's budgets (decision 038): frames per socket, sockets per session, refusals remembered.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.ts";
import { createFrameBudget } from "../src/realtime/frame-budget.ts";
import { createRefusalMemory } from "../src/modules/chat/refusal-memory.ts";
import { directChat } from "./chat-helpers.ts";
import { client, newAccount, type Account } from "./project-helpers.ts";
import { connect, listenForSockets, type Socket } from "./realtime-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

describe("the frame budget (a token bucket)", () => {
  it("lets a burst through, refuses the frame after it, and refills at the sustained rate", () => {
    let now = 0;
    const budget = createFrameBudget({ perSecond: 20, burst: 40 }, () => now);
    for (let i = 0; i < 40; i++) expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    now += 50; // 20 a second: one frame every 50 ms
    expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
    now += 60_000; // a long pause refills up to the burst, not beyond
    for (let i = 0; i < 40; i++) expect(budget.take()).toBe(true);
    expect(budget.take()).toBe(false);
  });

  it("reads its settings from the environment, with defaults, and names a bad one", () => {
    expect(loadConfig({}).realtime).toEqual({ framesPerSecond: 20, frameBurst: 40, socketsPerSession: 5 });
    expect(
      loadConfig({ REALTIME_FRAMES_PER_SECOND: "5", REALTIME_FRAME_BURST: "10", REALTIME_SOCKETS_PER_SESSION: "2" })
        .realtime,
    ).toEqual({ framesPerSecond: 5, frameBurst: 10, socketsPerSession: 2 });
    for (const name of ["REALTIME_FRAMES_PER_SECOND", "REALTIME_FRAME_BURST", "REALTIME_SOCKETS_PER_SESSION"]) {
      expect(() => loadConfig({ [name]: "0" })).toThrow(name);
    }
  });

  it("remembers refusals up to a bound, forgetting the oldest first", () => {
    const memory = createRefusalMemory(2);
    memory.add("a");
    memory.add("b");
    memory.add("c");
    expect([memory.has("a"), memory.has("b"), memory.has("c")]).toEqual([false, true, true]);
    memory.forget("b");
    expect(memory.has("b")).toBe(false);
  });
});

let t: TestApp;
let url: string;
let ana: Account;
let bruno: Account;
let ivo: Account;
const open: Socket[] = [];

async function socketOf(who: Account): Promise<Socket> {
  const socket = await connect(url, who.cookie);
  open.push(socket);
  return socket;
}
const closeCode = (socket: Socket) =>
  new Promise<{ code: number; reason: string }>((resolve) => {
    if (socket.ws.readyState === socket.ws.CLOSED) return resolve({ code: -1, reason: "already closed" });
    socket.ws.once("close", (code, reason) => resolve({ code, reason: reason.toString() }));
  });

/** Counts the reads of a conversation's participants (the query a conversation subscription runs). */
function countMemberReads(app: TestApp) {
  const membersRead =
    /^select "user_id" from "conversation_participants" where "conversation_participants"."conversation_id" = \$1$/;
  const counter = { reads: 0, stop: () => app.database.log.useLogger(app.app.log) };
  const capture = { debug: (entry: { sql?: string }) => void (membersRead.test(entry.sql ?? "") && counter.reads++) };
  app.database.log.useLogger({ ...capture, warn: () => {}, error: () => {} } as never);
  return counter;
}

beforeAll(async () => {
  t = await createTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000" });
  url = await listenForSockets(t.app);
  [ana, bruno, ivo] = await Promise.all([
    newAccount(t.app, "creator", { name: "Ana Almeida" }),
    newAccount(t.app, "investor", { name: "Bruno Barros" }),
    newAccount(t.app, "investor", { name: "Ivo Inundador" }),
  ]);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await t.close();
});

describe("frames per socket", () => {
  it("closes a socket that floods 20 000 subscribe frames with 1008, without 20 000 database reads, and others are served meanwhile", async () => {
    const chat = await directChat(t.app, ana, bruno);
    const [flooder, brunoSocket] = await Promise.all([socketOf(ivo), socketOf(bruno)]);
    const closed = closeCode(flooder);
    const counter = countMemberReads(t);
    try {
      const started = Date.now();
      for (let i = 0; i < 20_000; i++) {
        flooder.send({ type: "subscribe", scope: "conversation", conversation_id: randomUUID() });
      }
      // Another user's socket and API requests are answered while the flood arrives.
      brunoSocket.send({ type: "subscribe", scope: "conversation", conversation_id: chat.id });
      await brunoSocket.next("subscribed", (e) => e.conversation_id === chat.id, 5000);
      expect((await client(t.app, bruno.cookie).get("/api/projects")).statusCode).toBe(200);
      expect(await closed).toEqual({ code: 1008, reason: "too many frames" });
      expect(Date.now() - started).toBeLessThan(5000);
      // At most the burst of 40 (plus a refill) reached the database, and Bruno's one.
      expect(counter.reads).toBeLessThanOrEqual(45);
    } finally {
      counter.stop();
    }
  });

  it("answers a repeated refused subscription from memory: one database read however often it is asked", async () => {
    const chat = await directChat(t.app, ana, bruno);
    const spy = await socketOf(ivo);
    const counter = countMemberReads(t);
    try {
      for (let i = 0; i < 30; i++) spy.send({ type: "subscribe", scope: "conversation", conversation_id: chat.id });
      await expect.poll(() => spy.received.filter((f) => f.type === "error").length).toBe(30);
      expect(
        spy.received.filter((f) => f.type === "error").every((f) => f.message === "Conversa não encontrada."),
      ).toBe(true);
      expect(counter.reads).toBe(1);
    } finally {
      counter.stop();
    }
  });
});

describe("sockets per session", () => {
  it("refuses a 6th socket of one session with 429, lets one in again once a socket closes, and other users are unaffected", async () => {
    const five = await Promise.all(Array.from({ length: 5 }, () => socketOf(ana)));
    await expect(connect(url, ana.cookie)).rejects.toThrow("HTTP 429");
    // Another user (and Ana's other requests) are not touched by Ana's ceiling.
    const brunoSocket = await socketOf(bruno);
    brunoSocket.send({ type: "ping" });
    await brunoSocket.next("pong");
    expect((await client(t.app, ana.cookie).get("/api/projects")).statusCode).toBe(200);
    // The five still work; closing one frees a place.
    five[0]!.send({ type: "ping" });
    await five[0]!.next("pong");
    await five[0]!.close();
    await expect
      .poll(async () =>
        connect(url, ana.cookie).then(
          (s) => (open.push(s), "in"),
          () => "out",
        ),
      )
      .toBe("in");
  });

  it("answers the refused upgrade in the API's error shape, in pt-BR", async () => {
    // Ana still holds five sockets from the test above.
    const refused = await t.app.inject({
      method: "GET",
      url: "/api/realtime",
      headers: {
        cookie: ana.cookie,
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
      },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: "TOO_MANY_REQUESTS",
        message:
          "Há conexões em tempo real demais abertas nesta sessão. Feche outras abas do Alicerce e tente novamente.",
      },
    });
  });
});
