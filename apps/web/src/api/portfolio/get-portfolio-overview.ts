import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PortfolioOverview } from "@alicerce/shared/schemas/portfolio";
import { client, unwrap } from "../client";
import { portfolioKeys } from "./keys";

/** GET /api/portfolio/overview: Minha Conta's "Visão Geral" for the account's type. */
export function getPortfolioOverview(signal?: AbortSignal): Promise<PortfolioOverview> {
  return unwrap(client.GET("/api/portfolio/overview", { signal }), signal);
}

export function portfolioOverviewQueryOptions() {
  return queryOptions({
    // Always asked again when a screen shows it: any write of the user (a commitment, an approved
    // quotation, a status change) may have moved it, and the server answers from the database.
    queryKey: portfolioKeys.overview(),
    queryFn: ({ signal }) => getPortfolioOverview(signal),
    staleTime: 0,
  });
}

export function usePortfolioOverview() {
  return useQuery(portfolioOverviewQueryOptions());
}
