import { useSyncExternalStore } from "react";
import { REALTIME_PATH } from "@alicerce/shared/chat";
import type { RealtimeClientMessage, RealtimeServerMessage } from "@alicerce/shared/schemas/realtime";
import { RealtimeConnection, type ConnectionState } from "./connection";

const SERVER_TYPES = new Set<RealtimeServerMessage["type"]>([
  "ready",
  "subscribed",
  "error",
  "message.created",
  "message.updated",
  "conversation.read",
  "conversation.updated",
  "membership.removed",
  "notifications.changed",
  "domain.changed",
  "typing",
  "presence",
]);

/**
 * A frame from our own server (same origin, docs/api/chat.md#realtime-socket-apirealtime). Only its
 * type is checked: a full schema parse would pull zod into the header's small chunk.
 */
function parseFrame(data: unknown): RealtimeServerMessage | null {
  if (typeof data !== "string") return null;
  try {
    const frame = JSON.parse(data) as { type?: unknown };
    return typeof frame.type === "string" && SERVER_TYPES.has(frame.type as RealtimeServerMessage["type"])
      ? (frame as RealtimeServerMessage)
      : null;
  } catch {
    return null;
  }
}

/** A client frame as the socket sends it. */
export const realtimeFrame = (message: RealtimeClientMessage) => JSON.stringify(message);

function socketUrl(): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}${REALTIME_PATH}`;
}

/**
 * The tab's one socket (decision 096). Chat holds it open while the dashboard is shown (its header
 * button is always there) and subscribes to the user's conversations; the bell and the live pages
 * listen to the same socket for their events.
 */
export const realtimeSocket = new RealtimeConnection<RealtimeServerMessage>({
  url: socketUrl,
  parse: parseFrame,
  ping: () => realtimeFrame({ type: "ping" }),
});

/** "open", "connecting", "reconnecting" or "closed" (session ended), for the screens that show the connection. */
export function useRealtimeState(): ConnectionState {
  return useSyncExternalStore(
    (listener) => realtimeSocket.onState(listener),
    () => realtimeSocket.getState(),
  );
}
