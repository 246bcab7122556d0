import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Quotation } from "@alicerce/shared/schemas/quotations";
import { client, unwrap } from "../client";
import { afterQuotationChange } from "./update-quotation-cache";

/** POST /api/quotations/:id/reject: the requester declines the response (respondido → rejeitado). */
export function rejectQuotation(id: string): Promise<Quotation> {
  return unwrap(client.POST("/api/quotations/{id}/reject", { params: { path: { id } } }));
}

export function useRejectQuotation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => rejectQuotation(id),
    onSuccess: (quotation) => afterQuotationChange(queryClient, quotation),
  });
}
