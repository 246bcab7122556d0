import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { openDatabase } from "../src/db/client.ts";
import { REALTIME_CHANNEL } from "../src/realtime/signal-bus.ts";
import { chatAccounts, clientId, directChat, groupChat, send } from "./chat-helpers.ts";
import { client, newAccount, ok, type Account } from "./project-helpers.ts";
import { connect, connectUser, listenForSockets, type Socket } from "./realtime-helpers.ts";
import { createTestApp, sleep, type TestApp } from "./test-app.ts";
import type { Message, MessagePage } from "@alicerce/shared/schemas/chat";

let t: TestApp;
let url: string;
let ana: Account;
let bruno: Account;
let carla: Account;
let intruso: Account;
const open: Socket[] = [];

/** Opens a user-channel socket that is closed after the file. */
async function userSocket(who: Account): Promise<Socket> {
  const socket = await connectUser(url, who.cookie);
  open.push(socket);
  return socket;
}

beforeAll(async () => {
  // A fast heartbeat, so the session check of open sockets runs within the tests. The sockets stay
  // open until the end of the file, more than a session's ceiling (realtime-limits.test.ts tests it).
  t = await createTestApp({
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: "1000",
    REALTIME_HEARTBEAT_MS: "1000",
    REALTIME_SOCKETS_PER_SESSION: "50",
  });
  url = await listenForSockets(t.app);
  [ana, bruno, carla, intruso] = await chatAccounts(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await t.close();
});

describe("connecting", () => {
  it("refuses a socket without a session", async () => {
    await expect(connect(url)).rejects.toThrow("HTTP 401");
    await expect(connect(url, "alicerce.session_token=forjado")).rejects.toThrow("HTTP 401");
  });

  it("refuses a socket opened from another origin, even with a valid cookie", async () => {
    await expect(connect(url, ana.cookie, "https://malicioso.example")).rejects.toThrow("HTTP 403");
    const own = await connect(url, ana.cookie, `http://localhost:${t.config.port}`);
    open.push(own);
  });

  it("answers ping with pong and a frame it does not understand with a pt-BR error", async () => {
    const socket = await connect(url, ana.cookie);
    open.push(socket);
    socket.send({ type: "ping" });
    await socket.next("pong");
    socket.ws.send("não é json");
    const error = await socket.next("error");
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.message).toBe("Mensagem não reconhecida pelo canal em tempo real.");
  });
});

describe("sessions", () => {
  it("closes an open socket once its session ends, and the reconnect is refused", async () => {
    const leaving = await newAccount(t.app, "investor", { name: "Lia Saindo" });
    const socket = await connect(url, leaving.cookie);
    open.push(socket);
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));
    expect((await client(t.app, leaving.cookie).post("/api/auth/logout")).statusCode).toBe(204);
    expect(await closed).toBe(4401);
    await expect(connect(url, leaving.cookie)).rejects.toThrow("HTTP 401");
  });
});

describe("delivery", () => {
  it("delivers a message live to the other participant, whole, and to the sender's own sockets", async () => {
    const [anaSocket, brunoSocket] = await Promise.all([userSocket(ana), userSocket(bruno)]);
    const chat = await directChat(t.app, ana, bruno);
    await brunoSocket.next("conversation.updated", (e) => e.conversation_id === chat.id);
    const original = await send(t.app, bruno, chat.id, "Tudo certo?");
    const sent = await send(t.app, ana, chat.id, "Chegou a planta", { reply_to_id: original.id });
    const event = await brunoSocket.next("message.created", (e) => e.message.id === sent.id);
    expect(event.conversation_id).toBe(chat.id);
    expect(event.message).toEqual(sent);
    expect(event.message.client_id).toBe(sent.client_id);
    expect(event.message.reply_to?.content).toBe("Tudo certo?");
    await anaSocket.next("message.created", (e) => e.message.id === sent.id);
  });

  it("refuses a subscription to a conversation the user takes no part in and sends it nothing", async () => {
    const chat = await directChat(t.app, ana, carla);
    const spy = await connect(url, intruso.cookie);
    open.push(spy);
    spy.send({ type: "subscribe", scope: "conversation", conversation_id: chat.id });
    const refusal = await spy.next("error");
    expect(refusal).toEqual({
      type: "error",
      code: "NOT_FOUND",
      message: "Conversa não encontrada.",
      conversation_id: chat.id,
    });
    spy.send({ type: "subscribe", scope: "user" });
    await spy.next("subscribed");
    const carlaSocket = await userSocket(carla);
    const secret = await send(t.app, ana, chat.id, "segredo");
    await carlaSocket.next("message.created", (e) => e.message.id === secret.id);
    // A later message the intruder may hear: events reach a socket in order, so once it arrives
    // the secret would have arrived before it (no fixed wait, docs/decisions/041-fast-tests.md).
    const own = await send(t.app, ana, (await directChat(t.app, ana, intruso)).id, "mensagem para o Ivo");
    await spy.next("message.created", (e) => e.message.id === own.id);
    expect(JSON.stringify(spy.received)).not.toContain("segredo");
  });

  it("a conversation subscription hears that conversation only", async () => {
    const one = await directChat(t.app, bruno, carla);
    const other = await groupChat(t.app, bruno, [carla], "Outra");
    const socket = await connect(url, carla.cookie);
    open.push(socket);
    socket.send({ type: "subscribe", scope: "conversation", conversation_id: one.id });
    await socket.next("subscribed", (e) => e.conversation_id === one.id);
    await send(t.app, bruno, other.id, "não aqui");
    const here = await send(t.app, bruno, one.id, "aqui");
    await socket.next("message.created", (e) => e.message.id === here.id);
    expect(socket.received.some((f) => f.type === "message.created" && f.message.content === "não aqui")).toBe(false);
  });

  it("a removed member stops receiving at once", async () => {
    const group = await groupChat(t.app, ana, [bruno, carla], "Remoção");
    const carlaSocket = await userSocket(carla);
    const before = await send(t.app, ana, group.id, "antes");
    await carlaSocket.next("message.created", (e) => e.message.id === before.id);
    expect(
      (await client(t.app, ana.cookie).del(`/api/chat/conversations/${group.id}/members/${carla.id}`)).statusCode,
    ).toBe(204);
    await carlaSocket.next("membership.removed", (e) => e.conversation_id === group.id);
    const brunoSocket = await userSocket(bruno);
    const after = await send(t.app, ana, group.id, "depois da remoção");
    await brunoSocket.next("message.created", (e) => e.message.id === after.id);
    // A later message Carla still hears: had the removed group's message reached her, it came first.
    const later = await send(t.app, ana, (await directChat(t.app, ana, carla)).id, "conversa direta");
    await carlaSocket.next("message.created", (e) => e.message.id === later.id);
    expect(JSON.stringify(carlaSocket.received)).not.toContain("depois da remoção");
  });

  it("delivers a burst in order, reading the conversation's members once per batch rather than once per message", async () => {
    const chat = await groupChat(t.app, ana, [bruno], "Rajada");
    const brunoSocket = await userSocket(bruno);
    // One real message, delivered before the burst starts, lends the burst its shape.
    const template = await send(t.app, ana, chat.id, "modelo");
    await brunoSocket.next("message.created", (e) => e.message.id === template.id);
    const burst = 30;
    const stored: Message[] = Array.from({ length: burst }, (_, i) => ({
      ...template,
      id: randomUUID(),
      content: `rajada ${i}`,
    }));
    // Count the hub's members reads (its only query on conversation_participants by conversation alone).
    let memberReads = 0;
    const membersRead =
      /^select "user_id" from "conversation_participants" where "conversation_participants"."conversation_id" = \$1$/;
    const capture = { debug: (entry: { sql?: string }) => void (membersRead.test(entry.sql ?? "") && memberReads++) };
    t.database.log.useLogger({ ...capture, warn: () => {}, error: () => {} } as never);
    try {
      // A burst as a busy conversation produces it: signals arriving while the first is delivered.
      for (const message of stored) {
        t.database.signals.publish({
          type: "message.created",
          conversationId: chat.id,
          messageId: message.id,
          message,
        });
      }
      await brunoSocket.next("message.created", (e) => e.message.id === stored.at(-1)!.id);
      const arrived = brunoSocket.received
        .filter((f) => f.type === "message.created" && f.conversation_id === chat.id)
        .map((f) => (f as { message: Message }).message.id)
        .filter((id) => id !== template.id);
      expect(arrived).toEqual(stored.map((m) => m.id));
      expect(memberReads).toBeGreaterThan(0);
      expect(memberReads).toBeLessThanOrEqual(2);
    } finally {
      t.database.log.useLogger(t.app.log);
    }
  });

  it("tells the reader's other sockets of a read, with the new unread figures, and marks importance live", async () => {
    const chat = await groupChat(t.app, ana, [bruno], "Leitura");
    const [tabOne, tabTwo] = await Promise.all([userSocket(bruno), userSocket(bruno)]);
    const message = await send(t.app, ana, chat.id, "leia");
    await tabTwo.next("message.created", (e) => e.message.id === message.id);
    ok(await client(t.app, bruno.cookie).post(`/api/chat/conversations/${chat.id}/read`));
    for (const tab of [tabOne, tabTwo]) {
      const read = await tab.next("conversation.read", (e) => e.conversation_id === chat.id);
      expect(read.unread_count).toBe(0);
    }
    ok(await client(t.app, bruno.cookie).post(`/api/chat/messages/${message.id}/important`));
    const updated = await tabOne.next("message.updated", (e) => e.message.id === message.id);
    expect(updated.message.is_important).toBe(true);
  });

  it("after a reconnect the client fetches exactly what it missed, and a retried send is stored once", async () => {
    const chat = await directChat(t.app, ana, bruno);
    let brunoSocket = await connectUser(url, bruno.cookie);
    const held = await send(t.app, ana, chat.id, "última vista");
    await brunoSocket.next("message.created", (e) => e.message.id === held.id);
    await brunoSocket.close();
    const missed: Message[] = [];
    for (const text of ["perdida 1", "perdida 2", "perdida 3"]) missed.push(await send(t.app, ana, chat.id, text));
    // The same send retried (the sender's connection dropped before the answer).
    const body = { client_id: clientId(), content: "reenviada" };
    const first = await client(t.app, ana.cookie).post(`/api/chat/conversations/${chat.id}/messages`, body);
    const retry = await client(t.app, ana.cookie).post(`/api/chat/conversations/${chat.id}/messages`, body);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 200]);
    missed.push(first.json() as Message);

    brunoSocket = await userSocket(bruno);
    const page = ok<MessagePage>(
      await client(t.app, bruno.cookie).get(`/api/chat/conversations/${chat.id}/messages?after=${held.id}`),
    );
    expect(page.items.map((m) => m.id)).toEqual(missed.map((m) => m.id));
    expect(page.has_more).toBe(false);
    const live = await send(t.app, ana, chat.id, "de volta ao vivo");
    await brunoSocket.next("message.created", (e) => e.message.id === live.id);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("a dropped listener on PostgreSQL", () => {
  it("closes the process's sockets for a resync once its listener is back, so clients catch up", async () => {
    const socket = await userSocket(ana);
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));
    // The connection that LISTENs for this process's realtime signals dies (a failover, a restart).
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = ${`listen ${REALTIME_CHANNEL}`}`,
    );
    // Signals of the gap never reached this process: once it listens again (after a second), its
    // sockets close with "service restart" and the clients reconnect and fetch what they missed.
    expect(await Promise.race([closed, sleep(8000).then(() => "still open")])).toBe(1012);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", () => {
  it("two users on different processes chat live", async () => {
    const database = await openDatabase({ url: t.config.databaseUrl, dataDir: t.config.dataDir });
    const other = await buildApp(t.config, { database });
    try {
      const otherUrl = await listenForSockets(other);
      const chat = await directChat(t.app, ana, bruno);
      const anaSocket = await userSocket(ana);
      const brunoSocket = await connectUser(otherUrl, bruno.cookie);
      open.push(brunoSocket);
      // Ana writes through process 1; Bruno hears it on process 2, and answers through process 2.
      const hello = await send(t.app, ana, chat.id, "oi do processo 1");
      const heard = await brunoSocket.next("message.created", (e) => e.message.id === hello.id);
      expect(heard.message.content).toBe("oi do processo 1");
      const reply = await send(other, bruno, chat.id, "oi do processo 2", { reply_to_id: hello.id });
      const back = await anaSocket.next("message.created", (e) => e.message.id === reply.id);
      expect(back.message.reply_to?.id).toBe(hello.id);
      // A removal on process 1 silences process 2's socket.
      const group = await groupChat(t.app, ana, [bruno], "Entre processos");
      await brunoSocket.next("conversation.updated", (e) => e.conversation_id === group.id);
      ok(await client(other, bruno.cookie).get(`/api/chat/conversations/${group.id}`));
      expect(
        (await client(t.app, ana.cookie).del(`/api/chat/conversations/${group.id}/members/${bruno.id}`)).statusCode,
      ).toBe(204);
      await brunoSocket.next("membership.removed", (e) => e.conversation_id === group.id);
      const after = await send(t.app, ana, group.id, "só para quem ficou");
      await anaSocket.next("message.created", (e) => e.message.id === after.id);
      // A later message Bruno still hears, sent the same way: had the group's reached him, it came first.
      const later = await send(t.app, ana, chat.id, "ainda na conversa direta");
      await brunoSocket.next("message.created", (e) => e.message.id === later.id);
      expect(JSON.stringify(brunoSocket.received)).not.toContain("só para quem ficou");
    } finally {
      await other.close();
      await database.close();
    }
  });
});
