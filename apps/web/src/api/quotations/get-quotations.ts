import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuotationList } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { quotationKeys } from "./keys";

/** GET /api/quotations: sent, received (for a supplier owner) and the user's supplier id. */
export function getQuotations(signal?: AbortSignal): Promise<QuotationList> {
  return unwrap(client.GET("/api/quotations", { signal }), signal);
}

export function quotationsQueryOptions() {
  return queryOptions({ queryKey: quotationKeys.list(), queryFn: ({ signal }) => getQuotations(signal) });
}

export function useQuotations() {
  return useQuery(quotationsQueryOptions());
}
