import { and, gt, inArray } from "drizzle-orm";
import type { WebSocket } from "ws";
import type { RealtimeServerMessage } from "@alicerce/shared/schemas/realtime";
import type { Database } from "../db/client.ts";
import type { WorkInFlight } from "../lib/work-in-flight.ts";
import { session } from "../db/schema/index.ts";
import type { SignalBus } from "./signal-bus.ts";
import type { ChannelContext, ChannelSocket, RealtimeChannel, ServerFrame } from "./channel.ts";
import { createFrameBudget, type FrameBudget, type FrameBudgetLimits } from "./frame-budget.ts";
import { createPresence } from "./presence.ts";

/** One open socket of a signed-in user: what channels see of it (ChannelSocket), and the transport's own state. */
export type RealtimeClient = ChannelSocket & {
  socket: WebSocket;
  /** The session the socket was opened with: when it ends (logout, expiry), the socket is closed. */
  sessionId: string;
  /** Heartbeats in a row without a pong (or any frame) from the client. */
  missed: number;
  /** The frames this socket may still send (decision 038); over it the socket is closed with 1008. */
  budget: FrameBudget;
  /** Closed for a policy violation: frames still in flight are ignored. */
  refused: boolean;
  /** Users whose presence changes this socket asked to hear (through a channel: a conversation's members). */
  presenceOf: Set<string>;
};

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
 * The sockets this process serves: the transport (decision 096). It keeps the sockets per user, the
 * per-session ceiling, the heartbeat, the session checks, the frame budget and presence, and hands
 * every signal of the bus to the channels registered on it (`registerChannel`), which decide what
 * they deliver and to whom. It reads no channel's frames: each channel's schema says which are its own.
 */
export function createRealtimeHub(deps: {
  db: Database;
  signals: SignalBus;
  log: Log;
  heartbeatMs: number;
  limits: RealtimeLimits;
  /** The deliveries' and session checks' database reads, which a shutdown waits for (decision 081). */
  work: WorkInFlight;
}) {
  const byUser = new Map<string, Set<RealtimeClient>>();
  /** Open sockets per session on this process, for the per-session ceiling. */
  const perSession = new Map<string, number>();
  /** The registered channels, each with its frames' parse and answer in one step (its Frame type stays inside). */
  const channels: {
    name: string;
    answer(client: RealtimeClient, frame: unknown): Promise<boolean>;
    deliver: RealtimeChannel["deliver"];
  }[] = [];

  const send = (client: RealtimeClient, message: RealtimeServerMessage | ServerFrame) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  };
  const presence = createPresence({ local: byUser, publish: (signal) => deps.signals.publish(signal), send });

  /** Channels see ChannelSocket; every one of them is a RealtimeClient made by `add`. */
  const clientOf = (socket: ChannelSocket) => socket as RealtimeClient;
  const context: ChannelContext = {
    socketsOf: (userId) => byUser.get(userId) ?? [],
    anySocket: () => byUser.size > 0,
    broadcast(sockets, frame) {
      const text = JSON.stringify(frame);
      for (const channelSocket of sockets) {
        const { socket } = clientOf(channelSocket);
        if (socket.readyState === socket.OPEN) socket.send(text);
      }
    },
    publish: (signal) => deps.signals.publish(signal),
    track: (work) => void deps.work.track(work),
    followPresence: (socket, userIds) => presence.follow(clientOf(socket), userIds),
    log: deps.log,
  };

  const unsubscribe = deps.signals.subscribe((signal) => {
    if (signal.type === "presence") return presence.heard(signal);
    if (signal.type === "sessions.ended") return checkSessions(signal.userId);
    for (const channel of channels) channel.deliver?.(signal, context);
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
    /** The seam (decision 096): a module's channel hears the bus's signals and answers its own client frames. */
    registerChannel<Frame extends { type: string }>(channel: RealtimeChannel<Frame>) {
      if (channels.some((c) => c.name === channel.name))
        throw new Error(`realtime channel ${channel.name} registered twice`);
      channels.push({
        name: channel.name,
        // A frame reaches the channel's onFrame only once its own schema parsed it.
        async answer(client, frame) {
          const parsed = channel.frames?.safeParse(frame);
          if (!parsed?.success) return false;
          await channel.onFrame?.(client, parsed.data, context);
          return true;
        },
        deliver: channel.deliver?.bind(channel),
      });
    },
    /**
     * Hands a client frame to the channel whose frames it is; false when none parses it. One frame
     * at a time per socket (the routes chain them), so a channel's answers keep their order.
     */
    async onFrame(client: RealtimeClient, frame: unknown): Promise<boolean> {
      for (const channel of channels) if (await channel.answer(client, frame)) return true;
      return false;
    },
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
        send: (frame) => send(client, frame),
        missed: 0,
        budget: createFrameBudget(deps.limits.frames),
        refused: false,
        presenceOf: new Set(),
      };
      const first = !byUser.has(userId);
      const clients = byUser.get(userId) ?? new Set();
      clients.add(client);
      byUser.set(userId, clients);
      if (first) presence.arrived(userId);
      socket.on("pong", () => (client.missed = 0));
      socket.on("close", () => {
        const left = (perSession.get(sessionId) ?? 1) - 1;
        if (left > 0) perSession.set(sessionId, left);
        else perSession.delete(sessionId);
        clients.delete(client);
        if (clients.size === 0 && byUser.get(userId) === clients) {
          byUser.delete(userId);
          presence.left(userId);
        }
      });
      return client;
    },
    send,
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
