import { and, gt, inArray } from "drizzle-orm";
import type { WebSocket } from "ws";
import type { RealtimeServerMessage } from "@alicerce/shared/schemas/chat";
import type { Database } from "../db/client.ts";
import type { WorkInFlight } from "../lib/work-in-flight.ts";
import { session } from "../db/schema/index.ts";
import type { ConversationSignal, RealtimeSignal, SignalBus } from "./signal-bus.ts";
import { lastReadAt, participantIds, readMessage, unreadIn, unreadTotal } from "../modules/chat/index.ts";
import { createLiveDelivery, isLiveSignal } from "./live-delivery.ts";
import { createFrameBudget, createRefusalMemory, type FrameBudget, type FrameBudgetLimits } from "./frame-budget.ts";

/** One open socket of a signed-in user and what it asked to hear. */
export type RealtimeClient = {
  socket: WebSocket;
  userId: string;
  /** The session the socket was opened with: when it ends (logout, expiry), the socket is closed. */
  sessionId: string;
  /** Every conversation the user takes part in (the "user channel"). */
  everything: boolean;
  /** Conversations subscribed one by one. */
  conversations: Set<string>;
  /** Heartbeats in a row without a pong (or any frame) from the client. */
  missed: number;
  /** The frames this socket may still send (decision 038); over it the socket is closed with 1008. */
  budget: FrameBudget;
  /** Conversations this socket was refused, answered again without a database read. */
  refusals: ReturnType<typeof createRefusalMemory>;
  /** Closed for a policy violation: frames still in flight are ignored. */
  refused: boolean;
  /** Conversations this socket was found a member of for typing, with when (re-checked after a minute). */
  typingIn: Map<string, number>;
  /** Users whose presence changes this socket asked to hear (the members of conversations it opened). */
  presenceOf: Set<string>;
};

/** How long a typing check of membership is trusted before it is read again. */
const TYPING_MEMBERSHIP_MS = 60_000;

/** Per-socket and per-session limits of the realtime channel (decision 038). */
export type RealtimeLimits = { frames: FrameBudgetLimits; socketsPerSession: number };

type Log = { warn(obj: object, message: string): void };

/**
 * WebSocket close code 1012, "Service Restart": the client reconnects (to this process once it is
 * back, or through the proxy to another) and fetches what it missed. Used on resync and shutdown.
 */
export const SERVICE_RESTART = 1012;

/** WebSocket close code for "your session ended" (4000–4999 are the application's). */
export const SESSION_ENDED = 4401;

/** WebSocket close code 1008, "Policy Violation": too many frames, or too many sockets for one session. */
export const POLICY_VIOLATION = 1008;

/**
 * The sockets this process serves, and the delivery of realtime signals to them. A signal carries
 * ids only: the hub reads the rows once per signal or batch of signals (not per socket) and sends an event to a socket
 * only if its user takes part in the conversation at that moment, so a removed member hears
 * nothing more even if their socket subscribed before. Signals of one conversation are handled in
 * order (a queue per conversation), so messages arrive in the order they were sent.
 */
export function createRealtimeHub(deps: {
  db: Database;
  signals: SignalBus;
  log: Log;
  heartbeatMs: number;
  limits: RealtimeLimits;
  /** The deliveries' database reads, which a shutdown waits for (decision 081). */
  work: WorkInFlight;
}) {
  const byUser = new Map<string, Set<RealtimeClient>>();
  /** Open sockets per session on this process, for the per-session ceiling. */
  const perSession = new Map<string, number>();

  const send = (client: RealtimeClient, message: RealtimeServerMessage) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  };
  const hears = (client: RealtimeClient, conversationId: string) =>
    client.everything || client.conversations.has(conversationId);

  /** The local clients of the conversation's current participants that listen to it. */
  async function audience(conversationId: string): Promise<RealtimeClient[]> {
    if (byUser.size === 0) return [];
    const members = await participantIds(deps.db, conversationId);
    const clients: RealtimeClient[] = [];
    for (const userId of members) {
      for (const client of byUser.get(userId) ?? []) {
        // A participant now: a refusal remembered from before they joined no longer holds.
        client.refusals.forget(conversationId);
        if (hears(client, conversationId)) clients.push(client);
      }
    }
    return clients;
  }

  async function deliver(signal: ConversationSignal, audienceOnce: () => Promise<RealtimeClient[]>) {
    const { conversationId } = signal;
    switch (signal.type) {
      case "message.created":
      case "message.updated": {
        const clients = await audienceOnce();
        if (clients.length === 0) return;
        const message = signal.message ?? (await readMessage(deps.db, signal.messageId));
        if (!message) return;
        const event = JSON.stringify({ type: signal.type, conversation_id: conversationId, message });
        for (const client of clients) if (client.socket.readyState === client.socket.OPEN) client.socket.send(event);
        return;
      }
      case "conversation.updated": {
        for (const client of await audienceOnce()) {
          send(client, { type: "conversation.updated", conversation_id: conversationId });
        }
        return;
      }
      case "conversation.read": {
        const clients = [...(byUser.get(signal.userId) ?? [])].filter((c) => hears(c, conversationId));
        if (clients.length === 0) return;
        const [readAt, unread, total] = await Promise.all([
          lastReadAt(deps.db, signal.userId, conversationId),
          unreadIn(deps.db, signal.userId, conversationId),
          unreadTotal(deps.db, signal.userId),
        ]);
        if (!readAt) return; // left meanwhile
        for (const client of clients) {
          send(client, {
            type: "conversation.read",
            conversation_id: conversationId,
            last_read_at: readAt,
            unread_count: unread,
            total_unread: total.total,
          });
        }
        return;
      }
      case "typing": {
        for (const client of await audienceOnce()) {
          if (client.userId !== signal.userId) {
            send(client, { type: "typing", conversation_id: conversationId, user_id: signal.userId });
          }
        }
        return;
      }
      case "membership.removed": {
        for (const client of byUser.get(signal.userId) ?? []) {
          const heard = hears(client, conversationId);
          client.conversations.delete(conversationId);
          if (heard) send(client, { type: "membership.removed", conversation_id: conversationId });
        }
        return;
      }
    }
  }

  /**
   * Delivers a batch of one conversation's signals in order. The audience is read once for the
   * batch and again after a signal that may change membership: under load, a busy conversation's
   * signals pile up while one is delivered, and one participants query per message would make
   * delivery fall further and further behind (each query waits for a pooled connection).
   */
  async function deliverBatch(conversationId: string, batch: ConversationSignal[]) {
    let clients: Promise<RealtimeClient[]> | null = null;
    const audienceOnce = () => (clients ??= audience(conversationId));
    for (const signal of batch) {
      try {
        await deliver(signal, audienceOnce);
      } catch (err) {
        deps.log.warn({ err, signal: signal.type }, "realtime delivery failed");
      }
      if (signal.type !== "message.created" && signal.type !== "message.updated" && signal.type !== "typing") {
        clients = null;
      }
    }
  }

  /** Signals waiting per conversation; a conversation present here has a drain running. */
  const queues = new Map<string, ConversationSignal[]>();
  async function drain(conversationId: string, queue: ConversationSignal[]) {
    // What arrives while a batch is delivered waits for the next batch, so order holds.
    while (queue.length > 0) await deliverBatch(conversationId, queue.splice(0));
    queues.delete(conversationId);
  }

  // Live updates (decision 048): bells and domain changes, outside the conversations' queues.
  const deliverLive = createLiveDelivery({
    db: deps.db,
    log: deps.log,
    work: deps.work,
    clientsOf: (userId) => byUser.get(userId) ?? [],
    anyClient: () => byUser.size > 0,
    send,
  });

  /** Users known online on other processes, and when known users were last seen. */
  const remoteOnline = new Set<string>();
  const lastSeen = new Map<string, string>();
  const isOnline = (userId: string) => byUser.has(userId) || remoteOnline.has(userId);
  const presenceOf = (userId: string) => ({
    user_id: userId,
    online: isOnline(userId),
    last_seen_at: isOnline(userId) ? null : (lastSeen.get(userId) ?? null),
  });
  function onPresence(signal: Extract<RealtimeSignal, { type: "presence" }>) {
    const was = isOnline(signal.userId);
    if (signal.online) remoteOnline.add(signal.userId);
    else {
      remoteOnline.delete(signal.userId);
      lastSeen.set(signal.userId, signal.at);
      // Another process lost its last socket of this user, but this one still holds one: say so.
      if (byUser.has(signal.userId)) {
        deps.signals.publish({ type: "presence", userId: signal.userId, online: true, at: new Date().toISOString() });
      }
    }
    if (isOnline(signal.userId) !== was) tellPresence(signal.userId);
  }
  function tellPresence(userId: string) {
    const users = [presenceOf(userId)];
    for (const clients of byUser.values()) {
      for (const client of clients) if (client.presenceOf.has(userId)) send(client, { type: "presence", users });
    }
  }

  const unsubscribe = deps.signals.subscribe((signal) => {
    if (isLiveSignal(signal)) return deliverLive(signal);
    if (signal.type === "presence") return onPresence(signal);
    if (signal.type === "sessions.ended") return checkSessions(signal.userId);
    const queued = queues.get(signal.conversationId);
    if (queued) return void queued.push(signal);
    const queue = [signal];
    queues.set(signal.conversationId, queue);
    void deps.work.track(drain(signal.conversationId, queue));
  });

  // This process's listener dropped and is back: signals of the gap never reached it. Closing the
  // sockets with "service restart" makes every client reconnect at once and fetch what it missed.
  const stopResync = deps.signals.onResync(() => {
    for (const clients of byUser.values()) for (const client of clients) client.socket.close(SERVICE_RESTART, "resync");
  });

  /**
   * Closes the sockets whose session has ended (logout, expiry): one query for all of them, or for
   * one user's sockets when a `sessions.ended` signal names them.
   */
  async function closeEndedSessions(userId?: string) {
    const all = userId ? [...(byUser.get(userId) ?? [])] : [...byUser.values()].flatMap((set) => [...set]);
    if (all.length === 0) return;
    const ids = [...new Set(all.map((c) => c.sessionId))];
    const live = await deps.db
      .select({ id: session.id })
      .from(session)
      .where(and(inArray(session.id, ids), gt(session.expiresAt, new Date())));
    const valid = new Set(live.map((s) => s.id));
    for (const client of all) if (!valid.has(client.sessionId)) client.socket.close(SESSION_ENDED, "session ended");
  }

  /** closeEndedSessions in the background, counted so a shutdown waits for its read (decision 081). */
  function checkSessions(userId?: string) {
    void deps.work.track(
      closeEndedSessions(userId).catch((err: Error) => deps.log.warn({ err }, "realtime session check failed")),
    );
  }

  // Heartbeat: a socket silent for two pings in a row is dead (one missed pong may just be a busy
  // machine); a socket whose session ended is closed (the client's reconnect is then refused with 401).
  const heartbeat = setInterval(() => {
    for (const clients of byUser.values()) {
      for (const client of clients) {
        if (client.missed >= 2) {
          client.socket.terminate();
          continue;
        }
        client.missed++;
        client.socket.ping();
      }
    }
    checkSessions();
  }, deps.heartbeatMs);
  heartbeat.unref();

  return {
    /** Whether the session may open one more socket here (checked before the upgrade, and again in add). */
    hasRoomFor: (sessionId: string) => (perSession.get(sessionId) ?? 0) < deps.limits.socketsPerSession,
    /**
     * Registers an upgraded socket. Over the session's ceiling (concurrent upgrades that all passed
     * hasRoomFor) the new socket is closed with 1008 and null is returned: the newest is refused
     * rather than the oldest closed, since a closed tab would reconnect and close another in turn.
     */
    add(socket: WebSocket, userId: string, sessionId: string): RealtimeClient | null {
      const open = perSession.get(sessionId) ?? 0;
      if (open >= deps.limits.socketsPerSession) {
        socket.close(POLICY_VIOLATION, "too many sockets for this session");
        return null;
      }
      perSession.set(sessionId, open + 1);
      const client: RealtimeClient = {
        socket,
        userId,
        sessionId,
        everything: false,
        conversations: new Set(),
        missed: 0,
        budget: createFrameBudget(deps.limits.frames),
        refusals: createRefusalMemory(),
        refused: false,
        typingIn: new Map(),
        presenceOf: new Set(),
      };
      const first = !byUser.has(userId);
      const clients = byUser.get(userId) ?? new Set();
      clients.add(client);
      byUser.set(userId, clients);
      if (first) {
        tellPresence(userId);
        deps.signals.publish({ type: "presence", userId, online: true, at: new Date().toISOString() });
      }
      socket.on("pong", () => (client.missed = 0));
      socket.on("close", () => {
        const left = (perSession.get(sessionId) ?? 1) - 1;
        if (left > 0) perSession.set(sessionId, left);
        else perSession.delete(sessionId);
        clients.delete(client);
        if (clients.size === 0 && byUser.get(userId) === clients) {
          byUser.delete(userId);
          const at = new Date().toISOString();
          lastSeen.set(userId, at);
          // This process's own signal comes back to it too (it then finds the user offline here).
          deps.signals.publish({ type: "presence", userId, online: false, at });
          if (!isOnline(userId)) tellPresence(userId);
        }
      });
      return client;
    },
    send,
    /**
     * A member typing: told to the conversation's other members (on every process). Membership is
     * read once a minute per socket and conversation, so typing costs no read per frame.
     */
    async typing(client: RealtimeClient, conversationId: string): Promise<boolean> {
      const checked = client.typingIn.get(conversationId);
      if (checked === undefined || Date.now() - checked > TYPING_MEMBERSHIP_MS) {
        if (!(await participantIds(deps.db, conversationId)).has(client.userId)) return false;
        client.typingIn.set(conversationId, Date.now());
      }
      deps.signals.publish({ type: "typing", conversationId, userId: client.userId });
      return true;
    },
    /** The presence of a conversation's members, for a member; their changes follow. False if not a member. */
    async presence(client: RealtimeClient, conversationId: string): Promise<boolean> {
      const members = await participantIds(deps.db, conversationId);
      if (!members.has(client.userId)) return false;
      members.delete(client.userId);
      for (const userId of members) client.presenceOf.add(userId);
      send(client, { type: "presence", users: [...members].map(presenceOf) });
      return true;
    },
    /**
     * Spends one frame of the socket's budget; over it the socket is closed with 1008 and false is
     * returned (the frame, and any after it, is not handled).
     */
    admit(client: RealtimeClient): boolean {
      if (client.refused) return false;
      if (client.budget.take()) return true;
      client.refused = true;
      deps.log.warn({ userId: client.userId }, "realtime socket over its frame budget closed");
      client.socket.close(POLICY_VIOLATION, "too many frames");
      return false;
    },
    /** Sockets open on this process (the bench and tests read it). */
    size: () => [...byUser.values()].reduce((n, set) => n + set.size, 0),
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      stopResync();
      for (const clients of byUser.values())
        for (const client of clients) client.socket.close(SERVICE_RESTART, "server restarting");
      byUser.clear();
      perSession.clear();
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
