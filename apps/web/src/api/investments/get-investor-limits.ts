import { queryOptions, useQuery } from "@tanstack/react-query";
import type { InvestorLimits } from "@alicerce/shared/schemas/investments";
import { client, unwrap } from "../client";

import { investmentKeys } from "./keys";

/** GET /api/investor/limits: the yearly limit (CVM 88) and what is left of it. */
export function getInvestorLimits(signal?: AbortSignal): Promise<InvestorLimits> {
  return unwrap(client.GET("/api/investor/limits", { signal }), signal);
}

export function investorLimitsQueryOptions() {
  return queryOptions({ queryKey: investmentKeys.limits(), queryFn: ({ signal }) => getInvestorLimits(signal) });
}

export function useInvestorLimits(enabled = true) {
  return useQuery({ ...investorLimitsQueryOptions(), enabled });
}
