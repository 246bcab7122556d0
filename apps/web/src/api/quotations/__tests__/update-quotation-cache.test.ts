import { QueryClient, type InfiniteData } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { Quotation, QuotationPage } from "@alicerce/shared/schemas/quotations";
import { supplierKeys } from "../../suppliers/keys";
import { quotationKeys } from "../keys";
import { afterQuotationChange } from "../update-quotation-cache";

const quotation = (id: string, status: Quotation["status"] = "pendente") => ({ id, status }) as Quotation;

const pages = (...items: Quotation[][]): InfiniteData<QuotationPage> => ({
  pages: items.map((page, i) => ({
    items: page,
    nextCursor: i + 1 < items.length ? `c-${i + 1}` : null,
    counts: { sent: 3, received: 2 },
    supplier_id: "s-1",
  })),
  pageParams: items.map((_, i) => (i === 0 ? null : `c-${i}`)),
});

const statuses = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient
    .getQueryData<InfiniteData<QuotationPage>>(key)
    ?.pages.map((page) => page.items.map((q) => `${q.id}:${q.status}`));

describe("afterQuotationChange", () => {
  it("puts the answered quotation in whichever loaded page of either tab holds it, then refetches", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(quotationKeys.list("sent"), pages([quotation("a"), quotation("b")], [quotation("c")]));
    queryClient.setQueryData(quotationKeys.list("received"), pages([quotation("d")], [quotation("c")]));
    queryClient.setQueryData(supplierKeys.detail("s-1"), { held: true });

    await afterQuotationChange(queryClient, quotation("c", "respondido"));

    expect(statuses(queryClient, quotationKeys.list("sent"))).toEqual([["a:pendente", "b:pendente"], ["c:respondido"]]);
    expect(statuses(queryClient, quotationKeys.list("received"))).toEqual([["d:pendente"], ["c:respondido"]]);
    // The counts, cursors and page params stay as they were.
    expect(queryClient.getQueryData<InfiniteData<QuotationPage>>(quotationKeys.list("sent"))?.pageParams).toEqual([
      null,
      "c-1",
    ]);
    expect(queryClient.getQueryState(quotationKeys.list("sent"))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(quotationKeys.list("received"))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(supplierKeys.detail("s-1"))?.isInvalidated).toBe(false);
  });

  it("refetches the supplier queries when the supplier's stats may have changed, and leaves an unread tab alone", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    queryClient.setQueryData(quotationKeys.list("sent"), pages([quotation("a")]));
    queryClient.setQueryData(supplierKeys.detail("s-1"), { held: true });

    await afterQuotationChange(queryClient, quotation("a", "concluido"), { supplierStats: true });

    expect(statuses(queryClient, quotationKeys.list("sent"))).toEqual([["a:concluido"]]);
    expect(queryClient.getQueryData(quotationKeys.list("received"))).toBeUndefined();
    expect(queryClient.getQueryState(supplierKeys.detail("s-1"))?.isInvalidated).toBe(true);
  });
});
