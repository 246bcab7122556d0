import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation } from "@alicerce/shared/schemas/suppliers";
import { api } from "@/lib/api-client";
import { afterQuotationChange } from "./update-quotation-cache";

/** POST /api/quotations/:id/complete: aprovado → concluido (requester or supplier). */
export function completeQuotation(id: string): Promise<Quotation> {
  return api<Quotation>(`/api/quotations/${encodeURIComponent(id)}/complete`, { method: "POST" });
}

export function useCompleteQuotation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => completeQuotation(id),
    // The supplier's "projetos concluídos" count changes.
    onSuccess: (quotation) => afterQuotationChange(queryClient, quotation, { supplierStats: true }),
  });
}
