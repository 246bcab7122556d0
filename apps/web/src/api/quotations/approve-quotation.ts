import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { afterQuotationChange } from "./update-quotation-cache";

/** POST /api/quotations/:id/approve: the requester accepts the response (respondido → aprovado). */
export function approveQuotation(id: string): Promise<Quotation> {
  return unwrap(client.POST("/api/quotations/{id}/approve", { params: { path: { id } } }));
}

export function useApproveQuotation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => approveQuotation(id),
    onSuccess: (quotation) => afterQuotationChange(queryClient, quotation),
  });
}
