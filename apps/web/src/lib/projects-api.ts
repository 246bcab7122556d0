import type { ProjectListQuery, ProjectListResponse } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";

// The project list is read by the projects feature, the header search and the dashboard home;
// the fetcher and the query keys live here so all three share one cache and one invalidation.

export type ProjectListFilters = Omit<ProjectListQuery, "cursor" | "limit">;

/** Query keys of everything under /api/projects; mutations invalidate by these prefixes. */
export const projectKeys = {
  all: ["projects"] as const,
  lists: () => ["projects", "list"] as const,
  list: (filters: ProjectListFilters) => ["projects", "list", "pages", filters] as const,
  preview: (filters: ProjectListFilters, limit: number) => ["projects", "list", "preview", filters, limit] as const,
  detail: (id: string) => ["projects", "detail", id] as const,
  investments: (id: string) => ["projects", "investments", id] as const,
  interests: (id: string) => ["projects", "interests", id] as const,
};

export function projectListSearch(query: ProjectListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** GET /api/projects: one page of cards plus the summary for the same filters. */
export function fetchProjectList(query: ProjectListQuery, signal?: AbortSignal): Promise<ProjectListResponse> {
  return api<ProjectListResponse>(`/api/projects${projectListSearch(query)}`, { signal });
}
