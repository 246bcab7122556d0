import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Investment } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";

export const myInvestmentsKey = ["investments", "mine"] as const;

/** GET /api/investments/mine: the current user's commitments on every project. */
export function getMyInvestments(signal?: AbortSignal): Promise<Investment[]> {
  return api<Investment[]>("/api/investments/mine", { signal });
}

export function myInvestmentsQueryOptions() {
  return queryOptions({ queryKey: myInvestmentsKey, queryFn: ({ signal }) => getMyInvestments(signal) });
}

export function useMyInvestments() {
  return useQuery(myInvestmentsQueryOptions());
}
