import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import type { SupplierCard } from "@alicerce/shared/schemas/suppliers";
import { client, presentParams, unwrap } from "../client";
import type { paths } from "../generated/schema";
import { supplierKeys, type SupplierListFilters } from "./keys";

export const SUPPLIERS_PAGE_SIZE = 12;

type SupplierListQuery = NonNullable<paths["/api/suppliers"]["get"]["parameters"]["query"]>;

type SupplierPage = { items: SupplierCard[]; nextCursor: string | null };

/** GET /api/suppliers: one page of cards for the search and filters. */
export function getSuppliers(
  query: SupplierListFilters & { limit: number; cursor?: string },
  signal?: AbortSignal,
): Promise<SupplierPage> {
  return unwrap(
    client.GET("/api/suppliers", { params: { query: presentParams(query) as SupplierListQuery }, signal }),
    signal,
  );
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
