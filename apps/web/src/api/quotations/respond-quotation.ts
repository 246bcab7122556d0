import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation, RespondQuotationInput } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { idempotencyHeader, useIdempotencyKey } from "../idempotency";
import { afterQuotationChange } from "./update-quotation-cache";

/** POST /api/quotations/:id/respond: the supplier's price, delivery days and message (pendente → respondido). */
export function respondQuotation(id: string, input: RespondQuotationInput, key: string): Promise<Quotation> {
  return unwrap(
    client.POST("/api/quotations/{id}/respond", {
      params: { path: { id }, header: idempotencyHeader(key) },
      body: input,
    }),
  );
}

export function useRespondQuotation(id: string) {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: RespondQuotationInput) => respondQuotation(id, input, idempotency.take()),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: (quotation) => afterQuotationChange(queryClient, quotation),
  });
}
