import type { ContractListQuery } from "@alicerce/shared/schemas/contracts";

/** The contracts screen's filters as they key the cache: search, status, type and page. */
export type ContractListFilters = ContractListQuery;

/** Query keys of everything under /api/contracts; mutations invalidate by these prefixes. */
export const contractKeys = {
  all: ["contracts"] as const,
  lists: () => ["contracts", "list"] as const,
  list: (filters: ContractListFilters) => ["contracts", "list", filters] as const,
  projectOptions: (q: string) => ["contracts", "project-options", q] as const,
};
