import type { SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import { api } from "@/lib/api-client";

// The marketplace and quotations features both read suppliers and quotations, and each one's
// writes change what the other shows (a completed quotation or a review changes a supplier's
// stats; registering as a supplier opens the "Recebidas" tab). The query keys and the shared
// fetcher live here so both features use one cache and invalidate the same keys.

export type SupplierListFilters = { q?: string; category?: string; state?: string };

export const supplierKeys = {
  all: ["suppliers"] as const,
  lists: () => ["suppliers", "list"] as const,
  list: (filters: SupplierListFilters) => ["suppliers", "list", filters] as const,
  mine: () => ["suppliers", "mine"] as const,
  detail: (id: string) => ["suppliers", "detail", id] as const,
  reviews: (id: string) => ["suppliers", "reviews", id] as const,
};

export const quotationKeys = {
  all: ["quotations"] as const,
  list: () => ["quotations", "list"] as const,
  detail: (id: string) => ["quotations", "detail", id] as const,
};

/** GET /api/suppliers/:id: the profile, also shown beside the quotation request form. */
export function fetchSupplier(id: string, signal?: AbortSignal): Promise<SupplierDetail> {
  return api<SupplierDetail>(`/api/suppliers/${encodeURIComponent(id)}`, { signal });
}
