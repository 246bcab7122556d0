import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import type { Message, MessagePage } from "@alicerce/shared/schemas/chat";
import { client, unwrap } from "../client";
import { chatKeys } from "./keys";
import { mergeMessages, newestOf } from "./merge-messages";

export type MessagePages = InfiniteData<MessagePage, string | null>;

/** GET …/messages: the newest page, or with `before` the page just older than that message. */
export function getMessages(
  id: string,
  query: { before?: string; after?: string; through?: string },
  signal?: AbortSignal,
): Promise<MessagePage> {
  return unwrap(
    client.GET("/api/chat/conversations/{id}/messages", { params: { path: { id }, query }, signal }),
    signal,
  );
}

/**
 * The history as an infinite query: the first page is the newest, each next page the one just older
 * (keyset by the oldest id held), so scrolling up loads older messages and a long history opens as
 * fast as a short one.
 */
export function messagesInfiniteQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam ? { before: pageParam } : {}, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.has_more && page.items[0] ? page.items[0].id : null),
    // Live events keep the history current; refetching would drop the older pages loaded by scrolling.
    staleTime: Infinity,
  });
}

export function useMessages(id: string) {
  return useInfiniteQuery(messagesInfiniteQueryOptions(id));
}

/** Every message held for a conversation, oldest first, each once. */
export function heldMessages(data: InfiniteData<MessagePage, unknown> | undefined): Message[] {
  return data ? mergeMessages(...data.pages.map((page) => page.items)) : [];
}

/**
 * Adds messages (a live event, a confirmed send, a catch-up) to the newest page of a conversation's
 * history, replacing any copy with the same id. Nothing is done while the history is not loaded:
 * opening it fetches the newest page anyway.
 */
export function putMessages(queryClient: QueryClient, conversationId: string, messages: readonly Message[]) {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const ids = new Set(messages.map((m) => m.id));
    const pages = data.pages.map((page, index) => {
      const kept = page.items.filter((m) => !ids.has(m.id));
      return index === 0 ? { ...page, items: mergeMessages(kept, messages) } : { ...page, items: kept };
    });
    return { ...data, pages };
  });
}

/** A deleted message: the replies held that quote it say "Mensagem apagada" from now on. */
export function markQuotesDeleted(queryClient: QueryClient, deleted: Message) {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(deleted.conversation_id), (data) => {
    if (!data) return data;
    const quoting = (m: Message) => m.reply_to?.id === deleted.id && !m.reply_to.deleted;
    if (!data.pages.some((page) => page.items.some(quoting))) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      items: page.items.map((m) =>
        quoting(m) ? { ...m, reply_to: { ...m.reply_to!, content: "", deleted: true } } : m,
      ),
    }));
    return { ...data, pages };
  });
}

/**
 * After a reconnect: asks for everything newer than the newest message held, page after page, and
 * merges it by id, so nothing sent while the socket was down is lost or shown twice.
 */
export async function catchUpMessages(queryClient: QueryClient, conversationId: string): Promise<void> {
  const data = queryClient.getQueryData<MessagePages>(chatKeys.messages(conversationId));
  let after = newestOf(heldMessages(data))?.id;
  if (!data) return;
  if (!after) {
    await queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
    return;
  }
  for (;;) {
    const page = await getMessages(conversationId, { after });
    putMessages(queryClient, conversationId, page.items);
    const last = page.items[page.items.length - 1];
    if (!page.has_more || !last) return;
    after = last.id;
  }
}

/**
 * Makes sure a message (a search result) is held: when it is older than the oldest held, the history
 * gains one page running from there back to it and a little beyond (`?before=…&through=…`), so the
 * history stays unbroken and scrolling up goes on from there. Resolves once it is held.
 */
export async function loadThrough(queryClient: QueryClient, conversationId: string, target: Message): Promise<void> {
  const data = queryClient.getQueryData<MessagePages>(chatKeys.messages(conversationId));
  const held = heldMessages(data);
  if (!data || held.some((m) => m.id === target.id)) return;
  const oldest = held[0];
  if (!oldest) {
    await queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) });
    return;
  }
  const page = await getMessages(conversationId, { before: oldest.id, through: target.id });
  queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (current) =>
    current ? { pages: [...current.pages, page], pageParams: [...current.pageParams, oldest.id] } : current,
  );
}
