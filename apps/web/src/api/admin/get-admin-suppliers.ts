import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { AdminSupplierPage } from "@alicerce/shared/schemas/admin";
import { client, unwrap } from "../client";
import { adminKeys, type AdminSupplierFilters } from "./keys";

/** GET /api/admin/suppliers: one page of supplier records for the search and filter. */
export function getAdminSuppliers(
  filters: AdminSupplierFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminSupplierPage> {
  const query = { ...filters, page };
  return unwrap(client.GET("/api/admin/suppliers", { params: { query }, signal }), signal);
}

export const adminSuppliersQueryOptions = (filters: AdminSupplierFilters, page: number) =>
  queryOptions({
    queryKey: adminKeys.supplierPage(filters, page),
    queryFn: ({ signal }) => getAdminSuppliers(filters, page, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminSuppliers(filters: AdminSupplierFilters, page: number) {
  return useQuery(adminSuppliersQueryOptions(filters, page));
}
