import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { RealtimeServerMessage } from "@alicerce/shared/schemas/realtime";
import { chatKeys } from "./keys";
import { catchUpMessages, markQuotesDeleted, putMessages } from "./messages";
import { applyReadReceipt } from "./message-mutations";
import { liveState, TYPING_THROTTLE_MS } from "./live-state";
import { realtimeFrame as frame, realtimeSocket } from "../realtime/socket";

/**
 * Catches up every conversation whose history is held, then refreshes the badge and the list. The
 * bell and the live pages refetch their own after a reconnect (api/notifications, api/live).
 */
async function catchUpAll(queryClient: QueryClient) {
  const held = queryClient.getQueriesData({ queryKey: chatKeys.allMessages() });
  await Promise.allSettled(held.map(([key]) => catchUpMessages(queryClient, String((key as readonly unknown[])[2]))));
  void queryClient.invalidateQueries({ queryKey: chatKeys.unread() });
  void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: chatKeys.details() });
}

/** What each chat event changes in the cache (docs/api/chat.md, server → client events). */
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
    default:
      break;
  }
}

/**
 * Keeps the tab's socket open while mounted and feeds chat's events into the query cache. On every
 * (re)connection it subscribes to the user's channel; once a re-subscription is confirmed it fetches
 * what was missed while the socket was down.
 */
export function useChatRealtime(viewerId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let missedSomething = false;
    const offReconnect = realtimeSocket.onReconnect(() => {
      missedSomething = true;
    });
    const offEvent = realtimeSocket.onEvent((event) => {
      if (event.type === "ready") realtimeSocket.send(frame({ type: "subscribe", scope: "user" }));
      else if (event.type === "subscribed" && event.scope === "user" && missedSomething) {
        missedSomething = false;
        void catchUpAll(queryClient);
      } else applyEvent(queryClient, event, viewerId);
    });
    // The server closed the socket because its session ended. A call now answers 401 if this browser
    // has no session left, which makes the app drop its user and go to the login (api-client's
    // onUnauthenticated); if it answers, the browser holds a newer session (a password change gives
    // it one), and the socket opens again on it.
    const offSessionEnded = realtimeSocket.onSessionEnded(() => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread() }).then(() => {
        if (queryClient.getQueryState(chatKeys.unread())?.status === "success") realtimeSocket.resume();
      });
    });
    const release = realtimeSocket.retain();
    return () => {
      offSessionEnded();
      offReconnect();
      offEvent();
      release();
    };
  }, [queryClient, viewerId]);
}

/** Tells the conversation's members that the user is typing: at most one frame every 3 s. */
export function createTypingSender(
  conversationId: string,
  send: (data: string) => boolean = (d) => realtimeSocket.send(d),
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
    const ask = () => realtimeSocket.send(frame({ type: "presence", conversation_id: conversationId }));
    // Sent after the user channel is confirmed, so the server is listening to the socket's frames.
    if (realtimeSocket.getState() === "open") ask();
    return realtimeSocket.onEvent((event) => {
      if (event.type === "subscribed" && event.scope === "user") ask();
    });
  }, [conversationId]);
}
