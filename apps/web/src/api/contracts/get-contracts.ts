import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { ContractList } from "@alicerce/shared/schemas/contracts";
import { client, unwrap } from "../client";
import { contractKeys, type ContractListFilters } from "./keys";

/** GET /api/contracts: one page of the contracts matching the search and filters, with the total. */
export function fetchContracts(filters: ContractListFilters, signal?: AbortSignal): Promise<ContractList> {
  // Empty filters stay out of the URL: an empty search is no search, page 1 is the default.
  const query = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.page && Number(filters.page) > 1 ? { page: Number(filters.page) } : {}),
  };
  return unwrap(client.GET("/api/contracts", { params: { query }, signal }), signal);
}

export function contractsQueryOptions(filters: ContractListFilters) {
  return queryOptions({
    queryKey: contractKeys.list(filters),
    queryFn: ({ signal }) => fetchContracts(filters, signal),
    // Changing page or filter keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useContracts(filters: ContractListFilters) {
  return useQuery(contractsQueryOptions(filters));
}
