/**
 * Query keys of investments. A project's investments sit under the project's prefix so that
 * invalidating a project also refreshes its list of commitments.
 */
export const investmentKeys = {
  ofProject: (projectId: string) => ["projects", "investments", projectId] as const,
  mine: () => ["investments", "mine"] as const,
  limits: () => ["investor", "limits"] as const,
};
