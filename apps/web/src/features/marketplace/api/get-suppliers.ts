import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { SupplierCard } from "@alicerce/shared/schemas/suppliers";
import { api } from "@/lib/api-client";
import { supplierKeys, type SupplierListFilters } from "@/lib/suppliers-api";

export const SUPPLIERS_PAGE_SIZE = 12;

type SupplierPage = { items: SupplierCard[]; nextCursor: string | null };

/** GET /api/suppliers: one page of cards for the search and filters. */
export function getSuppliers(
  query: SupplierListFilters & { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<SupplierPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  return api<SupplierPage>(`/api/suppliers?${params}`, { signal });
}

/** Page after page by the server's cursor ("Carregar mais"). */
export function suppliersInfiniteQueryOptions(filters: SupplierListFilters) {
  return infiniteQueryOptions({
    queryKey: supplierKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      getSuppliers({ ...filters, limit: SUPPLIERS_PAGE_SIZE, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useSuppliers(filters: SupplierListFilters) {
  return useInfiniteQuery(suppliersInfiniteQueryOptions(filters));
}
