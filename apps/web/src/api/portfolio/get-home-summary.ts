import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HomeSummary } from "@alicerce/shared/schemas/portfolio";
import { client, unwrap } from "../client";
import { portfolioKeys } from "./keys";

/** GET /api/home/summary: the home's four stat cards for the session's user. */
export function getHomeSummary(signal?: AbortSignal): Promise<HomeSummary> {
  return unwrap(client.GET("/api/home/summary", { signal }), signal);
}

export function homeSummaryQueryOptions() {
  return queryOptions({
    // Always asked again when a screen shows it: any write of the user (a commitment, an approved
    // quotation, a status change) may have moved it, and the server answers from the database.
    queryKey: portfolioKeys.summary(),
    queryFn: ({ signal }) => getHomeSummary(signal),
    staleTime: 0,
  });
}

export function useHomeSummary() {
  return useQuery(homeSummaryQueryOptions());
}
