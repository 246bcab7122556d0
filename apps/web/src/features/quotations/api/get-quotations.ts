import { queryOptions, useQuery } from "@tanstack/react-query";
import type { QuotationList } from "@alicerce/shared/schemas/suppliers";
import { api } from "@/lib/api-client";
import { quotationKeys } from "@/lib/suppliers-api";

/** GET /api/quotations: sent, received (for a supplier owner) and the user's supplier id. */
export function getQuotations(signal?: AbortSignal): Promise<QuotationList> {
  return api<QuotationList>("/api/quotations", { signal });
}

export function quotationsQueryOptions() {
  return queryOptions({ queryKey: quotationKeys.list(), queryFn: ({ signal }) => getQuotations(signal) });
}

export function useQuotations() {
  return useQuery(quotationsQueryOptions());
}
