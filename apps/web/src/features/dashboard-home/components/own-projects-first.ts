/**
 * The home's recent projects for a creator (docs/product/dashboard.md#recent-projects): their own
 * latest projects first, then the latest of everyone else's, without repeats, `limit` in all.
 */
export function ownProjectsFirst<T extends { id: string }>(own: T[], latest: T[], limit: number): T[] {
  const ownIds = new Set(own.map((p) => p.id));
  return [...own, ...latest.filter((p) => !ownIds.has(p.id))].slice(0, limit);
}
