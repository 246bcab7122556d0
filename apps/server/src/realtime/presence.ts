import type { PresenceEntry, RealtimeServerMessage } from "@alicerce/shared/schemas/realtime";
import type { RealtimeSignal } from "./signal-bus.ts";

type PresenceSignal = Extract<RealtimeSignal, { type: "presence" }>;
/** A socket that may follow the presence of some users. */
type Follower = { presenceOf: Set<string> };

/**
 * Who is online, across processes: a user with a socket here, or one another process said it holds.
 * A process announces its first socket of a user (online) and its last one closing (offline, with
 * when); sockets that follow a user's presence hear each change.
 */
export function createPresence<C extends Follower>(deps: {
  /** The users with a socket on this process, and their sockets. */
  local: Map<string, Set<C>>;
  publish(signal: RealtimeSignal): void;
  send(client: C, message: RealtimeServerMessage): void;
}) {
  /** Users known online on other processes, and when known users were last seen. */
  const remoteOnline = new Set<string>();
  const lastSeen = new Map<string, string>();
  const isOnline = (userId: string) => deps.local.has(userId) || remoteOnline.has(userId);
  const entryOf = (userId: string): PresenceEntry => ({
    user_id: userId,
    online: isOnline(userId),
    last_seen_at: isOnline(userId) ? null : (lastSeen.get(userId) ?? null),
  });
  function tell(userId: string) {
    const users = [entryOf(userId)];
    for (const clients of deps.local.values()) {
      for (const client of clients) if (client.presenceOf.has(userId)) deps.send(client, { type: "presence", users });
    }
  }
  return {
    /** Starts following these users: their presence now is sent, their changes follow. */
    follow(client: C, userIds: Iterable<string>) {
      const users = [...userIds];
      for (const userId of users) client.presenceOf.add(userId);
      deps.send(client, { type: "presence", users: users.map(entryOf) });
    },
    /** The user's first socket on this process opened. */
    arrived(userId: string) {
      tell(userId);
      deps.publish({ type: "presence", userId, online: true, at: new Date().toISOString() });
    },
    /** The user's last socket on this process closed. */
    left(userId: string) {
      const at = new Date().toISOString();
      lastSeen.set(userId, at);
      // This process's own signal comes back to it too (it then finds the user offline here).
      deps.publish({ type: "presence", userId, online: false, at });
      if (!isOnline(userId)) tell(userId);
    },
    /** A presence signal from a process (this one's included). */
    heard(signal: PresenceSignal) {
      const was = isOnline(signal.userId);
      if (signal.online) remoteOnline.add(signal.userId);
      else {
        remoteOnline.delete(signal.userId);
        lastSeen.set(signal.userId, signal.at);
        // Another process lost its last socket of this user, but this one still holds one: say so.
        if (deps.local.has(signal.userId)) {
          deps.publish({ type: "presence", userId: signal.userId, online: true, at: new Date().toISOString() });
        }
      }
      if (isOnline(signal.userId) !== was) tell(signal.userId);
    },
  };
}
