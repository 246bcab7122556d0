import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ConversationDetail, ConversationList, UnreadTotal } from "@alicerce/shared/schemas/chat";
import { client, unwrap } from "../client";
import { chatKeys } from "./keys";

/** GET /api/chat/unread: the header badge's total. */
export function getUnreadTotal(signal?: AbortSignal): Promise<UnreadTotal> {
  return unwrap(client.GET("/api/chat/unread", { signal }), signal);
}

export function useUnreadTotal() {
  // Realtime events keep it current; no polling.
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: ({ signal }) => getUnreadTotal(signal),
    staleTime: Infinity,
  });
}

/** GET /api/chat/conversations?q=: the popover's rows, most recently active first. */
export function getConversations(q: string, signal?: AbortSignal): Promise<ConversationList> {
  const query = q ? { q } : {};
  return unwrap(client.GET("/api/chat/conversations", { params: { query }, signal }), signal);
}

export function conversationsQueryOptions(q: string) {
  return queryOptions({
    queryKey: chatKeys.list(q),
    queryFn: ({ signal }) => getConversations(q, signal),
  });
}

/** The popover's list; `enabled` is false until the popover opens (docs/product/shell.md#chat-popover). */
export function useConversations(q: string, enabled: boolean) {
  return useQuery({ ...conversationsQueryOptions(q), enabled });
}

/** GET /api/chat/conversations/:id: header, participants and what the viewer may do. */
export function getConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return unwrap(client.GET("/api/chat/conversations/{id}", { params: { path: { id } }, signal }), signal);
}

export function conversationQueryOptions(id: string) {
  return queryOptions({ queryKey: chatKeys.detail(id), queryFn: ({ signal }) => getConversation(id, signal) });
}

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
