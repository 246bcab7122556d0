import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation, QuotationInput } from "@alicerce/shared/schemas/suppliers";
import { api } from "@/lib/api-client";
import { quotationKeys } from "@/lib/suppliers-api";

/** POST /api/quotations: the request; the supplier is e-mailed. */
export function createQuotation(input: QuotationInput): Promise<Quotation> {
  return api<Quotation>("/api/quotations", { method: "POST", body: input });
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
