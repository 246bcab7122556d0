import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { PublicReceiptCheck, ReceiptList } from "@alicerce/shared/schemas/payments-receipts";
import type { paths } from "../generated/schema";
import { client, unwrap } from "../client";

// Comprovantes (docs/product/payments.md#comprovantes).

export const receiptKeys = {
  all: ["payment-receipts"] as const,
  mine: () => [...receiptKeys.all, "mine"] as const,
  check: (code: string) => [...receiptKeys.all, "check", code] as const,
};

const RECEIPT_PDF: keyof paths = "/api/payments/receipts/{id}/pdf";

/** A receipt's PDF, downloaded by a plain link (the browser sends the cookie). */
export function receiptPdfUrl(id: string): string {
  return RECEIPT_PDF.replace("{id}", encodeURIComponent(id));
}

/** GET /api/payments/receipts/mine: a page of the user's receipts, newest movement first. */
export function getMyReceipts(cursor: string | undefined, signal?: AbortSignal): Promise<ReceiptList> {
  return unwrap(
    client.GET("/api/payments/receipts/mine", { params: { query: cursor ? { cursor } : {} }, signal }),
    signal,
  );
}

export function myReceiptsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: receiptKeys.mine(),
    queryFn: ({ pageParam, signal }) => getMyReceipts(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useMyReceipts() {
  return useInfiniteQuery(myReceiptsQueryOptions());
}

/** GET /api/public/receipts/:code (no login): what the receipt's QR Code page shows. */
export function fetchReceiptCheck(code: string, signal?: AbortSignal): Promise<PublicReceiptCheck> {
  return unwrap(client.GET("/api/public/receipts/{code}", { params: { path: { code } }, signal }), signal);
}

export function useReceiptCheck(code: string) {
  return useQuery(
    queryOptions({
      queryKey: receiptKeys.check(code),
      queryFn: ({ signal }) => fetchReceiptCheck(code, signal),
      // An unknown code stays unknown: no retries.
      retry: false,
    }),
  );
}
