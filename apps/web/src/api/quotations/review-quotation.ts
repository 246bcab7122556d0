import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReviewInput } from "@alicerce/shared/schemas/suppliers";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { afterQuotationChange } from "./update-quotation-cache";

/** POST /api/quotations/:id/review: the requester rates the supplier once, after completion. */
export function reviewQuotation(id: string, input: ReviewInput): Promise<Quotation> {
  return unwrap(client.POST("/api/quotations/{id}/review", { params: { path: { id } }, body: input }));
}

export function useReviewQuotation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => reviewQuotation(id, input),
    // The supplier's rating, review count and reviews change.
    onSuccess: (quotation) => afterQuotationChange(queryClient, quotation, { supplierStats: true }),
  });
}
