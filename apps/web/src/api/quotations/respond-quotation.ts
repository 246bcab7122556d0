import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation, RespondQuotationInput } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { afterQuotationChange } from "./update-quotation-cache";

/** POST /api/quotations/:id/respond: the supplier's price, delivery days and message (pendente → respondido). */
export function respondQuotation(id: string, input: RespondQuotationInput): Promise<Quotation> {
  return unwrap(client.POST("/api/quotations/{id}/respond", { params: { path: { id } }, body: input }));
}

export function useRespondQuotation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RespondQuotationInput) => respondQuotation(id, input),
    onSuccess: (quotation) => afterQuotationChange(queryClient, quotation),
  });
}
