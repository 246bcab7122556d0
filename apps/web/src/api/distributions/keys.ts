/**
 * Query keys of distributions. A project's list sits under the project's prefix and the received list
 * under the portfolio's, so the live "projects" domain (api/live) and a new commitment refetch them.
 */
export const distributionKeys = {
  project: (projectId: string) => ["projects", "distributions", projectId] as const,
  projectPage: (projectId: string, page: number) => ["projects", "distributions", projectId, page] as const,
  received: (page: number) => ["portfolio", "distributions", page] as const,
  funding: (projectId: string, distributionId: string) =>
    ["projects", "distributions", projectId, "funding", distributionId] as const,
  withholding: (projectId: string, month: string) =>
    ["projects", "distributions", projectId, "withholding", month] as const,
};
