import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { ProjectListResponse } from "@alicerce/shared/schemas/projects";
import { client, presentParams, unwrap } from "../client";
import type { paths } from "../generated/schema";
import { projectKeys, type ProjectListFilters } from "./keys";

export const PROJECTS_PAGE_SIZE = 12;

type ProjectListQuery = NonNullable<paths["/api/projects"]["get"]["parameters"]["query"]>;

/** GET /api/projects: one page of cards plus the summary for the same filters. */
export function fetchProjectList(query: ProjectListQuery, signal?: AbortSignal): Promise<ProjectListResponse> {
  return unwrap(client.GET("/api/projects", { params: { query: presentParams(query) }, signal }), signal);
}

/** GET /api/projects, page after page by the server's cursor ("Carregar mais"). */
export function projectsInfiniteQueryOptions(filters: ProjectListFilters) {
  return infiniteQueryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      fetchProjectList({ ...filters, limit: PROJECTS_PAGE_SIZE, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useProjects(filters: ProjectListFilters) {
  return useInfiniteQuery(projectsInfiniteQueryOptions(filters));
}
