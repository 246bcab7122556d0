import { useInfiniteQuery } from "@tanstack/react-query";
import { client, unwrap } from "../client";
import { documentKeys } from "./keys";

/** GET /api/documents/project-filter: one page of the documents filter's projects, by title. */
export function fetchFilterProjects(query: { q?: string; cursor?: string }, signal?: AbortSignal) {
  return unwrap(client.GET("/api/documents/project-filter", { params: { query }, signal }), signal);
}

/** The project picker's pages for a search (`q`), fetched only while the picker is open. */
export function useFilterProjects(q: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: documentKeys.filterProjects(q),
    queryFn: ({ pageParam, signal }) => fetchFilterProjects({ q: q || undefined, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled,
    staleTime: 60_000,
  });
}
