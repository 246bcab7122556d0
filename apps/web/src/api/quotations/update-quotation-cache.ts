import type { QueryClient } from "@tanstack/react-query";
import type { Quotation, QuotationList } from "@alicerce/shared/schemas/quotations";
import { supplierKeys } from "../suppliers/keys";
import { quotationKeys } from "./keys";

/**
 * After a step of the lifecycle: put the answered quotation in the list at once, then refetch
 * the list and, when the supplier's stats may have changed, the supplier queries.
 */
export function afterQuotationChange(queryClient: QueryClient, quotation: Quotation, { supplierStats = false } = {}) {
  queryClient.setQueryData<QuotationList>(
    quotationKeys.list(),
    (list) =>
      list && {
        ...list,
        sent: list.sent.map((q) => (q.id === quotation.id ? quotation : q)),
        received: list.received.map((q) => (q.id === quotation.id ? quotation : q)),
      },
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
    supplierStats ? queryClient.invalidateQueries({ queryKey: supplierKeys.all }) : undefined,
  ]);
}
