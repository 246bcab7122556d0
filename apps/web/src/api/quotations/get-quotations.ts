import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { QuotationPage, QuotationSide } from "@alicerce/shared/schemas/quotations";
import { client, presentParams, unwrap } from "../client";
import type { paths } from "../generated/schema";
import { quotationKeys } from "./keys";

export const QUOTATIONS_PAGE_SIZE = 12;

type QuotationListQuery = NonNullable<paths["/api/quotations"]["get"]["parameters"]["query"]>;

/**
 * GET /api/quotations: one page of one tab ("sent" or "received"), newest first, with both tabs'
 * counts and the user's supplier id.
 */
export function getQuotations(query: QuotationListQuery, signal?: AbortSignal): Promise<QuotationPage> {
  return unwrap(client.GET("/api/quotations", { params: { query: presentParams(query) }, signal }), signal);
}

/** One tab, page after page by the server's cursor ("Carregar mais"). */
export function quotationsInfiniteQueryOptions(side: QuotationSide) {
  return infiniteQueryOptions({
    queryKey: quotationKeys.list(side),
    queryFn: ({ pageParam, signal }) =>
      getQuotations({ side, limit: QUOTATIONS_PAGE_SIZE, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** `enabled`: only the tab on screen is read (the page asks for "sent" first to learn the counts). */
export function useQuotations(side: QuotationSide, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...quotationsInfiniteQueryOptions(side), enabled });
}
