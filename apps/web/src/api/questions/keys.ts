/**
 * Query keys of the offer's questions. They sit under the project's prefix, so the live "projects" domain
 * (api/live) refetches them when someone else asks, answers or hides.
 */
export const questionKeys = {
  project: (projectId: string) => ["projects", "questions", projectId] as const,
  page: (projectId: string, page: number, order: string) => ["projects", "questions", projectId, page, order] as const,
};
