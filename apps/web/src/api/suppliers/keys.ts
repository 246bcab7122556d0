// The marketplace and quotations features both read suppliers, and each one's writes change
// what the other shows (a completed quotation or a review changes a supplier's stats;
// registering as a supplier opens the "Recebidas" tab), so both use these keys.

export type SupplierListFilters = { q?: string; category?: string; state?: string };

export const supplierKeys = {
  all: ["suppliers"] as const,
  lists: () => ["suppliers", "list"] as const,
  list: (filters: SupplierListFilters) => ["suppliers", "list", filters] as const,
  mine: () => ["suppliers", "mine"] as const,
  detail: (id: string) => ["suppliers", "detail", id] as const,
  reviews: (id: string) => ["suppliers", "reviews", id] as const,
};
