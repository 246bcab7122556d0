import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation, QuotationInput } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { quotationKeys } from "./keys";

/** POST /api/quotations: the request; the supplier is e-mailed. */
export function createQuotation(input: QuotationInput): Promise<Quotation> {
  return unwrap(client.POST("/api/quotations", { body: input }));
}

export function useCreateQuotation() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows its own message when this fails.
    meta: { errorToast: false },
    mutationFn: createQuotation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
  });
}
