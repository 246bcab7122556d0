import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import { client, unwrap } from "../client";
import { supplierKeys } from "./keys";

/** GET /api/suppliers/:id: the profile, also shown beside the quotation request form. */
export function getSupplier(id: string, signal?: AbortSignal): Promise<SupplierDetail> {
  return unwrap(client.GET("/api/suppliers/{id}", { params: { path: { id } }, signal }), signal);
}

export function supplierQueryOptions(id: string) {
  return queryOptions({ queryKey: supplierKeys.detail(id), queryFn: ({ signal }) => getSupplier(id, signal) });
}

export function useSupplier(id: string) {
  return useQuery(supplierQueryOptions(id));
}
