import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { Quotation, QuotationPage } from "@alicerce/shared/schemas/quotations";
import { supplierKeys } from "../suppliers/keys";
import { quotationKeys } from "./keys";

/**
 * After a step of the lifecycle: put the answered quotation in the lists at once (in whichever
 * loaded page of either tab holds it), then refetch the lists and, when the supplier's stats may
 * have changed, the supplier queries.
 */
export function afterQuotationChange(queryClient: QueryClient, quotation: Quotation, { supplierStats = false } = {}) {
  queryClient.setQueriesData<InfiniteData<QuotationPage>>(
    { queryKey: quotationKeys.lists() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((q) => (q.id === quotation.id ? quotation : q)),
        })),
      },
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
    supplierStats ? queryClient.invalidateQueries({ queryKey: supplierKeys.all }) : undefined,
  ]);
}
