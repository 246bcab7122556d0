import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation, RespondQuotationInput } from "@alicerce/shared/schemas/suppliers";
import { api } from "@/lib/api-client";
import { afterQuotationChange } from "./update-quotation-cache";

/** POST /api/quotations/:id/respond: the supplier's price, delivery days and message (pendente → respondido). */
export function respondQuotation(id: string, input: RespondQuotationInput): Promise<Quotation> {
  return api<Quotation>(`/api/quotations/${encodeURIComponent(id)}/respond`, { method: "POST", body: input });
}

export function useRespondQuotation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RespondQuotationInput) => respondQuotation(id, input),
    onSuccess: (quotation) => afterQuotationChange(queryClient, quotation),
  });
}
