// Decision 096: the realtime hub is a transport, and a module delivers over it by registering a
// channel through one seam (app.realtime.registerChannel). The module below is a fake one: it knows
// the seam's types only, keeps its own state per socket, and never touches a socket, a session or
// the hub's bookkeeping; the hub's session checks still apply to its sockets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ChannelSocket, RealtimeChannel, ServerFrame } from "../src/realtime/index.ts";
import { client, newAccount, type Account } from "./project-helpers.ts";
import { connect, listenForSockets, type Socket } from "./realtime-helpers.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * A fake "pokes" module: a socket subscribes with `poke.subscribe`; when its user's bell moves (a
 * signal any process may publish), each subscribed socket of that user gets a `poke` frame.
 */
function pokesModule() {
  const subscribed = new WeakSet<ChannelSocket>();
  const frames = z.object({ type: z.literal("poke.subscribe") });
  const channel: RealtimeChannel<z.infer<typeof frames>> = {
    name: "pokes",
    frames,
    onFrame(socket) {
      subscribed.add(socket);
      socket.send({ type: "poke.subscribed" });
    },
    deliver(signal, hub) {
      if (signal.type !== "notifications.changed") return;
      const sockets = [...hub.socketsOf(signal.userId)].filter((socket) => subscribed.has(socket));
      hub.broadcast(sockets, { type: "poke", user_id: signal.userId });
    },
  };
  return { channel };
}

let t: TestApp;
let url: string;
const open: Socket[] = [];

beforeAll(async () => {
  // Ten minutes of heartbeat: only the `sessions.ended` signal can close a socket within this test.
  t = await createTestApp({ REALTIME_HEARTBEAT_MS: "600000" });
  url = await listenForSockets(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((s) => s.close()));
  await t.close();
});

async function socketOf(account: Account): Promise<Socket> {
  const socket = await connect(url, account.cookie);
  open.push(socket);
  return socket;
}

/** The fake module's frames, which the shared frame types do not name. */
const framesOf = (socket: Socket, type: string) =>
  (socket.received as unknown as ServerFrame[]).filter((frame) => frame.type === type);

/** Waits for the socket's frame of `type` (the fake module's or the transport's), in arrival order. */
function frameOf(socket: Socket, type: string): Promise<ServerFrame> {
  const found = framesOf(socket, type)[0];
  if (found) return Promise.resolve(found);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} frame`)), 3000);
    socket.ws.on("message", function onMessage(raw) {
      const frame = JSON.parse(raw.toString()) as ServerFrame;
      if (frame.type !== type) return;
      clearTimeout(timer);
      socket.ws.off("message", onMessage);
      resolve(frame);
    });
  });
}

/**
 * A ping answered: frames are sent in order on a socket, and a signal published in this process is
 * delivered before the publish returns, so whatever it would have sent came before this pong.
 */
async function pongAfter(socket: Socket) {
  const pongs = framesOf(socket, "pong").length;
  socket.send({ type: "ping" });
  await socket.next("pong", () => framesOf(socket, "pong").length > pongs);
}

/** The close code of the socket; fails after 5 s (the heartbeat would take ten minutes). */
const closeCode = (socket: Socket) =>
  new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the socket stayed open")), 5_000);
    socket.ws.once("close", (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });

describe("a module's channel on the realtime hub (decision 096)", () => {
  it("answers its frames and delivers its signals to its subscribed sockets only, and the session check closes them", async () => {
    const [ana, bruno] = await Promise.all([newAccount(t.app, "investor"), newAccount(t.app, "investor")]);
    const [anaPoked, anaOther, brunoPoked] = await Promise.all([socketOf(ana), socketOf(ana), socketOf(bruno)]);

    // Before the module registers, no channel parses its frame: the transport refuses it.
    anaPoked.send({ type: "poke.subscribe" });
    expect(await anaPoked.next("error")).toMatchObject({ code: "VALIDATION_ERROR", conversation_id: null });

    const pokes = pokesModule();
    t.app.realtime.registerChannel(pokes.channel);
    anaPoked.send({ type: "poke.subscribe" });
    brunoPoked.send({ type: "poke.subscribe" });
    await Promise.all([frameOf(anaPoked, "poke.subscribed"), frameOf(brunoPoked, "poke.subscribed")]);

    // Ana's bell moves: her subscribed socket is poked; her other socket and Bruno's hear nothing.
    t.database.signals.publish({ type: "notifications.changed", userId: ana.id });
    expect(await frameOf(anaPoked, "poke")).toEqual({ type: "poke", user_id: ana.id });
    await Promise.all([pongAfter(anaOther), pongAfter(brunoPoked)]);
    expect(framesOf(anaOther, "poke")).toEqual([]);
    expect(framesOf(brunoPoked, "poke")).toEqual([]);
    // The other channels still hear the same signal: the bell's frame reached both of Ana's sockets.
    await Promise.all([anaPoked.next("notifications.changed"), anaOther.next("notifications.changed")]);

    // Ana logs out: the hub's session check closes her sockets, the module's subscribed one included.
    const closed = Promise.all([closeCode(anaPoked), closeCode(anaOther)]);
    expect((await client(t.app, ana.cookie).post("/api/auth/logout")).statusCode).toBe(204);
    expect(await closed).toEqual([4401, 4401]);

    // Bruno's subscription is the module's own and still served.
    t.database.signals.publish({ type: "notifications.changed", userId: bruno.id });
    expect(await frameOf(brunoPoked, "poke")).toEqual({ type: "poke", user_id: bruno.id });
    expect(framesOf(anaPoked, "poke")).toHaveLength(1);
  });
});
