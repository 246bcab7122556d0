import { useSyncExternalStore } from "react";
import type { RealtimeServerMessage } from "@alicerce/shared/schemas/realtime";

/** How long "está digitando…" stays after the last typing event (the sender repeats it every 3 s). */
export const TYPING_SHOWN_MS = 5_000;
/** The least time between two typing frames of this tab (decision 038's budget is far above it). */
export const TYPING_THROTTLE_MS = 3_000;

export type Presence = { online: boolean; last_seen_at: string | null };

/**
 * Ephemeral realtime state (never in the query cache, never refetched): who is typing where, and the
 * presence of the members of the conversations opened. Fed by the socket's `typing` and `presence` events.
 */
class LiveState {
  private typing = new Map<string, Map<string, number>>();
  private presence = new Map<string, Presence>();
  private listeners = new Set<() => void>();
  private version = 0;
  private timers = new Map<string, ReturnType<typeof setTimeout>>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  getVersion = () => this.version;
  private changed() {
    this.version++;
    this.listeners.forEach((l) => l());
  }

  apply(event: RealtimeServerMessage, now = Date.now()) {
    if (event.type === "typing") {
      const who = this.typing.get(event.conversation_id) ?? new Map<string, number>();
      who.set(event.user_id, now + TYPING_SHOWN_MS);
      this.typing.set(event.conversation_id, who);
      const key = `${event.conversation_id}:${event.user_id}`;
      clearTimeout(this.timers.get(key));
      this.timers.set(
        key,
        setTimeout(() => {
          this.timers.delete(key);
          this.changed();
        }, TYPING_SHOWN_MS),
      );
      this.changed();
    } else if (event.type === "presence") {
      for (const u of event.users) this.presence.set(u.user_id, { online: u.online, last_seen_at: u.last_seen_at });
      this.changed();
    } else if (event.type === "message.created") {
      // A sent message ends its sender's typing.
      if (this.typing.get(event.conversation_id)?.delete(event.message.sender.id)) this.changed();
    }
  }

  typingIn(conversationId: string, now = Date.now()): string[] {
    const who = this.typing.get(conversationId);
    if (!who) return [];
    return [...who].filter(([, until]) => until > now).map(([id]) => id);
  }

  presenceOf(userId: string): Presence | undefined {
    return this.presence.get(userId);
  }

  clear() {
    this.typing.clear();
    this.presence.clear();
    this.changed();
  }
}

export const liveState = new LiveState();

/** Re-renders on every change of the live state. */
export function useLiveState() {
  useSyncExternalStore(liveState.subscribe, liveState.getVersion);
  return liveState;
}
