import type { QuotationSide } from "@alicerce/shared/schemas/quotations";

export const quotationKeys = {
  all: ["quotations"] as const,
  /** Both tabs' infinite lists (what a quotation's change rewrites in place). */
  lists: () => ["quotations", "list"] as const,
  list: (side: QuotationSide) => ["quotations", "list", side] as const,
  detail: (id: string) => ["quotations", "detail", id] as const,
};
