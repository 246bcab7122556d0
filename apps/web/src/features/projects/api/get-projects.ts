import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { fetchProjectList, projectKeys, type ProjectListFilters } from "@/lib/projects-api";

export const PROJECTS_PAGE_SIZE = 12;

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
