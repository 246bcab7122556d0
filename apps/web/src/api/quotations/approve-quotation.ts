import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { idempotencyHeader, useIdempotencyKey } from "../idempotency";
import { afterQuotationChange } from "./update-quotation-cache";

/** POST /api/quotations/:id/approve: the requester accepts the response (respondido → aprovado). */
export function approveQuotation(id: string, key: string): Promise<Quotation> {
  return unwrap(
    client.POST("/api/quotations/{id}/approve", { params: { path: { id }, header: idempotencyHeader(key) } }),
  );
}

export function useApproveQuotation(id: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: () => approveQuotation(id, idempotency.take()),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: (quotation) => afterQuotationChange(queryClient, quotation),
  });
}
