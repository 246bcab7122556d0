// A realtime socket client for tests: the `ws` package with the session cookie, as a browser would connect.
import type { FastifyInstance } from "fastify";
import { WebSocket } from "ws";
import type { RealtimeServerMessage } from "@alicerce/shared/schemas/realtime";

export type Socket = {
  ws: WebSocket;
  /** Every frame received so far. */
  received: RealtimeServerMessage[];
  send(frame: unknown): void;
  /** The first frame (already received or to come) matching `match`; rejects after `timeoutMs`. */
  next<T extends RealtimeServerMessage["type"]>(
    type: T,
    match?: (frame: Extract<RealtimeServerMessage, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<RealtimeServerMessage, { type: T }>>;
  close(): Promise<void>;
};

/** The ws:// address of a listening app. */
export function socketUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the app is not listening");
  return `ws://127.0.0.1:${address.port}/api/realtime`;
}

/** Starts the app on a free local port and answers its ws:// address: sockets need a real listener, not inject. */
export async function listenForSockets(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return socketUrl(app);
}

/** Opens a socket; resolves once the server said `ready` (rejects with the HTTP status if refused). */
export function connect(url: string, cookie?: string, origin?: string): Promise<Socket> {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const ws = new WebSocket(url, { headers });
  const received: RealtimeServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on("message", (raw) => {
    received.push(JSON.parse(raw.toString()) as RealtimeServerMessage);
    for (const wake of waiters) wake();
  });
  const socket: Socket = {
    ws,
    received,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next(type, match = () => true, timeoutMs = 3000) {
      type Frame = Extract<RealtimeServerMessage, { type: typeof type }>;
      const find = () => received.find((f): f is Frame => f.type === type && match(f as Frame));
      return new Promise((resolve, reject) => {
        const found = find();
        if (found) return resolve(found);
        const wake = () => {
          const frame = find();
          if (!frame) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(frame);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(
            new Error(`no ${type} frame within ${timeoutMs} ms; got ${JSON.stringify(received.map((f) => f.type))}`),
          );
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () =>
      new Promise((resolve) => {
        if (ws.readyState === ws.CLOSED) return resolve();
        ws.once("close", () => resolve());
        ws.close();
      }),
  };
  return new Promise((resolve, reject) => {
    ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once("error", reject);
    socket
      .next("ready")
      .then(() => resolve(socket))
      .catch(reject);
  });
}

/** Connects and subscribes to the user channel (every conversation of the user). */
export async function connectUser(url: string, cookie: string): Promise<Socket> {
  const socket = await connect(url, cookie);
  socket.send({ type: "subscribe", scope: "user" });
  await socket.next("subscribed");
  return socket;
}
