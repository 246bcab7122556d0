import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvestorLimits } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";

export const investorLimitsKey = ["investor", "limits"] as const;

/** GET /api/investor/limits: the yearly limit (CVM 88) and what is left of it. */
export function getInvestorLimits(signal?: AbortSignal): Promise<InvestorLimits> {
  return api<InvestorLimits>("/api/investor/limits", { signal });
}

export function investorLimitsQueryOptions() {
  return queryOptions({ queryKey: investorLimitsKey, queryFn: ({ signal }) => getInvestorLimits(signal) });
}

export function useInvestorLimits(enabled = true) {
  return useQuery({ ...investorLimitsQueryOptions(), enabled });
}
