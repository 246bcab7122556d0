import { useEffect, useSyncExternalStore } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { REALTIME_PATH } from "@alicerce/shared/chat";
import type { RealtimeClientMessage, RealtimeServerMessage } from "@alicerce/shared/schemas/chat";
import { chatKeys } from "./keys";
import { catchUpMessages, markQuotesDeleted, putMessages } from "./messages";
import { applyReadReceipt } from "./message-mutations";
import { liveState, TYPING_THROTTLE_MS } from "./live-state";
import { RealtimeConnection, type ConnectionState } from "./realtime-connection";
import { applyLiveEvent, refreshAfterGap } from "../live/live-events";

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

const frame = (message: RealtimeClientMessage) => JSON.stringify(message);

function socketUrl(): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === "https:" ? "wss:" : "ws:"}//${host}${REALTIME_PATH}`;
}

/** The tab's one socket (the header button keeps it open while the dashboard is shown). */
export const chatRealtime = new RealtimeConnection<RealtimeServerMessage>({
  url: socketUrl,
  parse: parseFrame,
  ping: () => frame({ type: "ping" }),
});

/** Catches up every conversation whose history is held, then refreshes the badge and the list. */
async function catchUpAll(queryClient: QueryClient) {
  const held = queryClient.getQueriesData({ queryKey: chatKeys.allMessages() });
  await Promise.allSettled(held.map(([key]) => catchUpMessages(queryClient, String((key as readonly unknown[])[2]))));
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
  void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: chatKeys.details() });
  refreshAfterGap(queryClient); // the bell and open pages (decision 048)
}

/** What each event changes in the cache (docs/api/chat.md, server → client events). */
function applyEvent(queryClient: QueryClient, event: RealtimeServerMessage, viewerId: string) {
  liveState.apply(event);
  switch (event.type) {
    case "message.created":
      putMessages(queryClient, event.conversation_id, [event.message]);
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      if (event.message.sender.id !== viewerId) void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      if (event.message.attachments.length)
        void queryClient.invalidateQueries({ queryKey: chatKeys.files(event.conversation_id) });
      break;
    case "message.updated":
      putMessages(queryClient, event.conversation_id, [event.message]);
      // An edit or a deletion may change the list's last message and the files shared.
      if (event.message.deleted_at) markQuotesDeleted(queryClient, event.message);
      if (event.message.edited_at || event.message.deleted_at) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: chatKeys.files(event.conversation_id) });
      }
      break;
    case "conversation.read":
      void applyReadReceipt(queryClient, event);
      break;
    case "conversation.updated":
      void queryClient.invalidateQueries({ queryKey: chatKeys.detail(event.conversation_id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      break;
    case "membership.removed":
      // The conversation is no longer the user's: its screen shows "Conversa não encontrada".
      queryClient.removeQueries({ queryKey: chatKeys.messages(event.conversation_id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.detail(event.conversation_id) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
      break;
    case "notifications.changed":
    case "domain.changed":
      applyLiveEvent(queryClient, event); // the bell and open pages (decision 048)
      break;
    default:
      break;
  }
}

/**
 * Keeps the socket open while mounted and feeds its events into the query cache. On every
 * (re)connection it subscribes to the user's channel; once a re-subscription is confirmed it fetches
 * what was missed while the socket was down.
 */
export function useChatRealtime(viewerId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let missedSomething = false;
    const offReconnect = chatRealtime.onReconnect(() => {
      missedSomething = true;
    });
    const offEvent = chatRealtime.onEvent((event) => {
      if (event.type === "ready") chatRealtime.send(frame({ type: "subscribe", scope: "user" }));
      else if (event.type === "subscribed" && event.scope === "user" && missedSomething) {
        missedSomething = false;
        void catchUpAll(queryClient);
      } else applyEvent(queryClient, event, viewerId);
    });
    // The server closed the socket because its session ended. A call now answers 401 if this browser
    // has no session left, which makes the app drop its user and go to the login (api-client's
    // onUnauthenticated); if it answers, the browser holds a newer session (a password change gives
    // it one), and the socket opens again on it.
    const offSessionEnded = chatRealtime.onSessionEnded(() => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() }).then(() => {
        if (queryClient.getQueryState(chatKeys.unread())?.status === "success") chatRealtime.resume();
      });
    });
    const release = chatRealtime.retain();
    return () => {
      offSessionEnded();
      offReconnect();
      offEvent();
      release();
    };
  }, [queryClient, viewerId]);
}

/** "open", "connecting", "reconnecting" or "closed" (session ended), for the screens that show the connection. */
export function useRealtimeState(): ConnectionState {
  return useSyncExternalStore(
    (listener) => chatRealtime.onState(listener),
    () => chatRealtime.getState(),
  );
}

/** Tells the conversation's members that the user is typing: at most one frame every 3 s. */
export function createTypingSender(
  conversationId: string,
  send: (data: string) => boolean = (d) => chatRealtime.send(d),
) {
  let last = -Infinity;
  return (now = Date.now()) => {
    if (now - last < TYPING_THROTTLE_MS) return;
    if (send(frame({ type: "typing", conversation_id: conversationId }))) last = now;
  };
}

/** Asks for the presence of the conversation's members each time the socket is (re)opened. */
export function usePresenceOf(conversationId: string) {
  useEffect(() => {
    const ask = () => chatRealtime.send(frame({ type: "presence", conversation_id: conversationId }));
    // Sent after the user channel is confirmed, so the server is listening to the socket's frames.
    if (chatRealtime.getState() === "open") ask();
    return chatRealtime.onEvent((event) => {
      if (event.type === "subscribed" && event.scope === "user") ask();
    });
  }, [conversationId]);
}
