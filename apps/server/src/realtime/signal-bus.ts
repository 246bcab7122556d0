import { randomUUID } from "node:crypto";
import pg from "pg";
import type { Message } from "@alicerce/shared/schemas/chat";
import { isLiveDomain, LIVE_SUBJECTS, type LiveDomain, type LiveSubject } from "@alicerce/shared/live";
import { APP_CONNECTION_OPTIONS } from "../db/connection-options.ts";

/**
 * What happened, as ids only: the process that serves a socket reads the rows itself and checks
 * that the socket's user still takes part before sending anything (docs/api/chat.md#realtime-socket-apirealtime).
 */
export type RealtimeSignal =
  | {
      type: "message.created" | "message.updated";
      conversationId: string;
      messageId: string;
      /**
       * The message as the writer just read it: in-process listeners use it instead of reading it
       * again. Never sent over NOTIFY (other processes read the row themselves).
       */
      message?: Message;
    }
  | { type: "conversation.read"; conversationId: string; userId: string }
  | { type: "conversation.updated"; conversationId: string }
  | { type: "membership.removed"; conversationId: string; userId: string }
  /** Someone is typing in a conversation (ephemeral: never stored). */
  | { type: "typing"; conversationId: string; userId: string }
  /**
   * Some sessions of the user ended (logout, "Encerrar", a password change or reset): every process
   * checks that user's sockets against the sessions table at once, instead of at the next heartbeat.
   */
  | { type: "sessions.ended"; userId: string }
  /**
   * A process's first socket of the user opened (online) or its last one closed (offline, at `at`).
   * A process that still holds a socket of the user answers an offline with an online.
   */
  | { type: "presence"; userId: string; online: boolean; at: string }
  | LiveSignal;

/**
 * Live updates (live/changes.ts, decision 048): a user's bell changed, or a record that
 * open pages show did. Published after the change committed, like every signal.
 */
export type LiveSignal =
  | { type: "notifications.changed"; userId: string }
  | { type: "domain.changed"; domains: LiveDomain[]; subject: LiveSubject; id: string };

/** The signals about one conversation, delivered in order per conversation. */
export type ConversationSignal = Exclude<RealtimeSignal, { type: "sessions.ended" | "presence" } | LiveSignal>;

export type SignalListener = (signal: RealtimeSignal) => void;

/** Carries realtime signals to every server process: in-process with PGlite, LISTEN/NOTIFY with PostgreSQL. */
export type SignalBus = {
  /** Call after the write committed: the signal reaches this process's listeners at once and the others' by NOTIFY. */
  publish(signal: RealtimeSignal): void;
  subscribe(listener: SignalListener): () => void;
  /**
   * Called when this process listens again after its listener dropped: signals of that gap are
   * lost here, so the hub closes its sockets and the clients reconnect and fetch what they missed.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
};

export const REALTIME_CHANNEL = "alicerce_realtime";

function listeners() {
  const set = new Set<SignalListener>();
  return {
    add(listener: SignalListener) {
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(signal: RealtimeSignal) {
      for (const listener of set) {
        try {
          listener(signal);
        } catch {
          // One failing socket hub must not stop the others; the hub logs its own errors.
        }
      }
    },
  };
}

/** One process owns the database (PGlite): signals stay in the process. */
export function localSignalBus(): SignalBus {
  const own = listeners();
  return {
    publish: (signal) => own.emit(signal),
    subscribe: own.add,
    onResync: () => () => {},
    close: async () => {},
  };
}

const SIGNAL_TYPES = new Set([
  "message.created",
  "message.updated",
  "conversation.read",
  "conversation.updated",
  "membership.removed",
  "sessions.ended",
  "notifications.changed",
  "domain.changed",
  "typing",
  "presence",
]);
const SUBJECTS = new Set<string>(LIVE_SUBJECTS);

/** The NOTIFY payload: short keys, ids only (NOTIFY payloads are limited to 8 000 bytes). */
type Wire = {
  p: string;
  t: RealtimeSignal["type"];
  c?: string;
  m?: string;
  u?: string;
  /** domain.changed: the domains, the subject's kind and id. */
  d?: string[];
  k?: string;
  i?: string;
  /** presence: online or not, and since when. */
  o?: boolean;
  a?: string;
};

function toWire(processId: string, signal: RealtimeSignal): Wire {
  const wire: Wire = { p: processId, t: signal.type };
  if ("conversationId" in signal) wire.c = signal.conversationId;
  if ("messageId" in signal) wire.m = signal.messageId;
  if ("userId" in signal) wire.u = signal.userId;
  if (signal.type === "domain.changed") Object.assign(wire, { d: signal.domains, k: signal.subject, i: signal.id });
  if (signal.type === "presence") {
    wire.o = signal.online;
    wire.a = signal.at;
  }
  return wire;
}

function fromWire(wire: Wire): RealtimeSignal | null {
  if (!SIGNAL_TYPES.has(wire.t)) return null;
  if (wire.t === "sessions.ended" || wire.t === "notifications.changed")
    return typeof wire.u === "string" ? { type: wire.t, userId: wire.u } : null;
  if (wire.t === "domain.changed") {
    if (!Array.isArray(wire.d) || typeof wire.k !== "string" || !SUBJECTS.has(wire.k) || typeof wire.i !== "string")
      return null;
    const domains = wire.d.filter((d): d is LiveDomain => typeof d === "string" && isLiveDomain(d));
    return { type: wire.t, domains, subject: wire.k as LiveSubject, id: wire.i };
  }
  if (wire.t === "presence") {
    return typeof wire.u === "string" && typeof wire.o === "boolean" && typeof wire.a === "string"
      ? { type: wire.t, userId: wire.u, online: wire.o, at: wire.a }
      : null;
  }
  if (typeof wire.c !== "string") return null;
  switch (wire.t) {
    case "message.created":
    case "message.updated":
      return typeof wire.m === "string" ? { type: wire.t, conversationId: wire.c, messageId: wire.m } : null;
    case "conversation.read":
    case "membership.removed":
    case "typing":
      return typeof wire.u === "string" ? { type: wire.t, conversationId: wire.c, userId: wire.u } : null;
    case "conversation.updated":
      return { type: wire.t, conversationId: wire.c };
  }
}

/**
 * Several processes share the PostgreSQL server. Each keeps one connection that LISTENs (and
 * reconnects after a second when it drops) and announces its signals with NOTIFY on the pool; its
 * own signals are delivered in-process at once and skipped when the notification comes back.
 * A signal lost while a listener was down is recovered by the clients: once the listener is back,
 * `onResync` has the hub close its sockets, and the clients reconnect and fetch what they missed
 * (`?after=`).
 */
export function sharedSignalBus(options: {
  connectionString: string;
  pool: pg.Pool;
  log: (message: string) => void;
}): SignalBus {
  const processId = randomUUID();
  const own = listeners();
  let closed = false;
  let client: pg.Client | null = null;
  let ready: Promise<void> = Promise.resolve();
  let droppedOnce = false;
  const resyncs = new Set<() => void>();

  async function listen() {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString, options: APP_CONNECTION_OPTIONS });
    next.on("notification", (message) => {
      try {
        const wire = JSON.parse(message.payload ?? "") as Wire;
        if (wire.p === processId) return;
        const signal = fromWire(wire);
        if (signal) own.emit(signal);
      } catch {
        options.log("realtime notification with an unreadable payload ignored");
      }
    });
    let lost = false;
    const onLost = (reason: string) => {
      if (lost || closed) return;
      lost = true;
      droppedOnce = true;
      options.log(`realtime listener lost: ${reason}`);
      next.end().catch(() => {});
      setTimeout(() => void listen(), 1000).unref();
    };
    next.on("error", (err) => onLost(err.message));
    next.on("end", () => onLost("connection ended"));
    try {
      await next.connect();
      await next.query(`listen ${REALTIME_CHANNEL}`);
      client = next;
      if (droppedOnce) for (const resync of resyncs) resync();
    } catch (err) {
      if (lost) return;
      lost = true;
      options.log(`realtime listener could not connect: ${(err as Error).message}`);
      await next.end().catch(() => {});
      if (!closed) setTimeout(() => void listen(), 1000).unref();
    }
  }
  ready = listen();

  return {
    publish(signal) {
      own.emit(signal);
      options.pool
        .query("select pg_notify($1, $2)", [REALTIME_CHANNEL, JSON.stringify(toWire(processId, signal))])
        .catch((err: Error) => options.log(`realtime notification failed: ${err.message}`));
    },
    subscribe: own.add,
    onResync(listener) {
      resyncs.add(listener);
      return () => void resyncs.delete(listener);
    },
    async close() {
      closed = true;
      await ready.catch(() => {});
      await client?.end().catch(() => {});
    },
  };
}

/**
 * The bus for this process's database: LISTEN/NOTIFY on a PostgreSQL server shared with other
 * processes, in-process on PGlite. Built where the app is wired (app.ts), not by the database layer,
 * which knows nothing of realtime (decision 096).
 */
export function openSignalBus(database: {
  sharedServer: { connectionString: string; pool: pg.Pool } | null;
  log: { warn(message: string): void };
}): SignalBus {
  const server = database.sharedServer;
  return server ? sharedSignalBus({ ...server, log: (message) => database.log.warn(message) }) : localSignalBus();
}
