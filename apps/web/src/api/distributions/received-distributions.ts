import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReceivedDistributions } from "@alicerce/shared/schemas/distributions";
import { client, unwrap } from "../client";
import { distributionKeys } from "./keys";

/** GET /api/portfolio/distributions: what the investor received, a page at a time, with yearly totals. */
export function useReceivedDistributions(page: number) {
  return useQuery({
    queryKey: distributionKeys.received(page),
    queryFn: ({ signal }): Promise<ReceivedDistributions> =>
      unwrap(client.GET("/api/portfolio/distributions", { params: { query: { page } }, signal }), signal),
    placeholderData: keepPreviousData,
  });
}
