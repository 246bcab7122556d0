import type { ProjectListQuery } from "@alicerce/shared/schemas/projects";

// The project list is read by the projects feature, the header search and the dashboard home;
// the query keys live here so all three share one cache and one invalidation.

export type ProjectListFilters = Omit<ProjectListQuery, "cursor" | "limit">;

/** Query keys of everything under /api/projects; mutations invalidate by these prefixes. */
export const projectKeys = {
  all: ["projects"] as const,
  lists: () => ["projects", "list"] as const,
  list: (filters: ProjectListFilters) => ["projects", "list", "pages", filters] as const,
  preview: (filters: ProjectListFilters, limit: number) => ["projects", "list", "preview", filters, limit] as const,
  detail: (id: string) => ["projects", "detail", id] as const,
  interests: (id: string) => ["projects", "interests", id] as const,
  reviews: (id: string) => ["projects", "reviews", id] as const,
};
