import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Recommendations } from "@alicerce/shared/schemas/portfolio";
import { client, unwrap } from "../client";
import { portfolioKeys } from "./keys";

/** GET /api/recommendations: "Projetos para você" or "Fornecedores recomendados", each with its reason. */
export function getRecommendations(signal?: AbortSignal): Promise<Recommendations> {
  return unwrap(client.GET("/api/recommendations", { signal }), signal);
}

export function recommendationsQueryOptions() {
  return queryOptions({
    // Always asked again when a screen shows it: any write of the user (a commitment, an approved
    // quotation, a status change) may have moved it, and the server answers from the database.
    queryKey: portfolioKeys.recommendations(),
    queryFn: ({ signal }) => getRecommendations(signal),
    staleTime: 0,
  });
}

export function useRecommendations() {
  return useQuery(recommendationsQueryOptions());
}
