import { infiniteQueryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { ChatProject, ChatUserPage } from "@alicerce/shared/schemas/chat";
import { client, unwrap } from "../client";
import { chatKeys } from "./keys";

/** GET /api/chat/users?q=&cursor=: other users, 20 a page, by name. */
export function searchChatUsers(q: string, cursor: string | null, signal?: AbortSignal): Promise<ChatUserPage> {
  const query = { ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) };
  return unwrap(client.GET("/api/chat/users", { params: { query }, signal }), signal);
}

export function useChatUsers(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: chatKeys.users(q),
      queryFn: ({ pageParam, signal }) => searchChatUsers(q, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
    }),
  );
}

/** GET /api/chat/projects?q=: the projects the user created or joined, with their chat when it exists. */
export function getChatProjects(q: string, signal?: AbortSignal): Promise<{ items: ChatProject[] }> {
  const query = q ? { q } : {};
  return unwrap(client.GET("/api/chat/projects", { params: { query }, signal }), signal);
}

export function useChatProjects(q: string, enabled = true) {
  return useQuery({ queryKey: chatKeys.projects(q), queryFn: ({ signal }) => getChatProjects(q, signal), enabled });
}
