import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Investment } from "@alicerce/shared/schemas/investments";
import { client, unwrap } from "../client";

import { investmentKeys } from "./keys";

/** GET /api/investments/mine: the current user's commitments on every project. */
export function getMyInvestments(signal?: AbortSignal): Promise<Investment[]> {
  return unwrap(client.GET("/api/investments/mine", { signal }), signal);
}

export function myInvestmentsQueryOptions() {
  return queryOptions({ queryKey: investmentKeys.mine(), queryFn: ({ signal }) => getMyInvestments(signal) });
}

export function useMyInvestments() {
  return useQuery(myInvestmentsQueryOptions());
}
