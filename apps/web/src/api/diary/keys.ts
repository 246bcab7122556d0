/**
 * Query keys of the diário de obra. A project's pages sit under the projects prefix, so the live
 * "projects" domain (api/live) refetches them when an update is posted elsewhere.
 */
export const diaryKeys = {
  all: (projectId: string) => ["projects", "diary", projectId] as const,
  page: (projectId: string, page: number) => ["projects", "diary", projectId, page] as const,
};
