import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { afterQuotationChange } from "./update-quotation-cache";

/** POST /api/quotations/:id/complete: aprovado → concluido (requester or supplier). */
export function completeQuotation(id: string): Promise<Quotation> {
  return unwrap(client.POST("/api/quotations/{id}/complete", { params: { path: { id } } }));
}

export function useCompleteQuotation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeQuotation(id),
    // The supplier's "projetos concluídos" count changes.
    onSuccess: (quotation) => afterQuotationChange(queryClient, quotation, { supplierStats: true }),
  });
}
