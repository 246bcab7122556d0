import type { AdminSupplierListQuery, AdminUserListQuery } from "@alicerce/shared/schemas/admin";

// The admin desk's reads. A verification changes a list row, the totals' verified counts, and
// what other screens show (the marketplace badge, a creator's badge), so mutations invalidate by these.

export type AdminUserFilters = Omit<AdminUserListQuery, "page">;
export type AdminSupplierFilters = Omit<AdminSupplierListQuery, "page">;

export const adminKeys = {
  all: ["admin"] as const,
  totals: () => ["admin", "totals"] as const,
  users: () => ["admin", "users"] as const,
  userPage: (filters: AdminUserFilters, page: number) => ["admin", "users", filters, page] as const,
  suppliers: () => ["admin", "suppliers"] as const,
  supplierPage: (filters: AdminSupplierFilters, page: number) => ["admin", "suppliers", filters, page] as const,
};
