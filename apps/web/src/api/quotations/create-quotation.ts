import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation, QuotationInput } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { idempotencyHeader, useIdempotencyKey } from "../idempotency";
import { quotationKeys } from "./keys";

/** POST /api/quotations: the request; the supplier is e-mailed. */
export function createQuotation(input: QuotationInput, key: string): Promise<Quotation> {
  return unwrap(client.POST("/api/quotations", { params: { header: idempotencyHeader(key) }, body: input }));
}

export function useCreateQuotation() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    // The screen shows its own message when this fails.
    meta: { errorToast: false },
    mutationFn: (input: QuotationInput) => createQuotation(input, idempotency.take()),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}
