/**
 * Query keys of a project's books (decision 059), under the project's prefix so the live "projects"
 * domain (api/live) refetches them when someone else records an expense.
 */
export const budgetKeys = {
  all: (projectId: string) => ["projects", "budget", projectId] as const,
  totals: (projectId: string) => ["projects", "budget", projectId, "totals"] as const,
  expenses: (projectId: string, page: number, q: string) =>
    ["projects", "budget", projectId, "expenses", page, q] as const,
  quotations: (projectId: string) => ["projects", "budget", projectId, "quotations"] as const,
};
