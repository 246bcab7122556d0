import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { idempotencyHeader, useIdempotencyKey } from "../idempotency";
import { afterQuotationChange } from "./update-quotation-cache";

/** POST /api/quotations/:id/reject: the requester declines the response (respondido → rejeitado). */
export function rejectQuotation(id: string, key: string): Promise<Quotation> {
  return unwrap(
    client.POST("/api/quotations/{id}/reject", { params: { path: { id }, header: idempotencyHeader(key) } }),
  );
}

export function useRejectQuotation(id: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: () => rejectQuotation(id, idempotency.take()),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: (quotation) => afterQuotationChange(queryClient, quotation),
  });
}
