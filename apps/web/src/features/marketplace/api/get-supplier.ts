import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchSupplier, supplierKeys } from "@/lib/suppliers-api";

/** GET /api/suppliers/:id: the profile. */
export function supplierQueryOptions(id: string) {
  return queryOptions({ queryKey: supplierKeys.detail(id), queryFn: ({ signal }) => fetchSupplier(id, signal) });
}

export function useSupplier(id: string) {
  return useQuery(supplierQueryOptions(id));
}
