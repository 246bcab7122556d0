import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { MessageSearchPage } from "@alicerce/shared/schemas/chat";
import { client, unwrap } from "../client";
import { chatKeys } from "./keys";

/** GET …/messages/search?q=: the conversation's messages containing q, newest first. */
export function searchMessages(
  conversationId: string,
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MessageSearchPage> {
  const query = cursor ? { q, cursor } : { q };
  return unwrap(
    client.GET("/api/chat/conversations/{id}/messages/search", {
      params: { path: { id: conversationId }, query },
      signal,
    }),
    signal,
  );
}

export function useMessageSearch(conversationId: string, q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: chatKeys.search(conversationId, q),
      queryFn: ({ pageParam, signal }) => searchMessages(conversationId, q, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
      enabled: q.length > 0,
    }),
  );
}
