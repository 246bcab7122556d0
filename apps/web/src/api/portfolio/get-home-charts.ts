import { queryOptions, useQuery } from "@tanstack/react-query";
import type { HomeCharts } from "@alicerce/shared/schemas/portfolio";
import { client, unwrap } from "../client";
import { portfolioKeys } from "./keys";

/** GET /api/home/charts: invested by month and type (investor), raised against target (creator). */
export function getHomeCharts(signal?: AbortSignal): Promise<HomeCharts> {
  return unwrap(client.GET("/api/home/charts", { signal }), signal);
}

export function homeChartsQueryOptions() {
  return queryOptions({
    // Always asked again when a screen shows it: any write of the user (a commitment, an approved
    // quotation, a status change) may have moved it, and the server answers from the database.
    queryKey: portfolioKeys.charts(),
    queryFn: ({ signal }) => getHomeCharts(signal),
    staleTime: 0,
  });
}

export function useHomeCharts() {
  return useQuery(homeChartsQueryOptions());
}
