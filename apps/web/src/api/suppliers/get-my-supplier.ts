import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import { client, unwrap } from "../client";
import { supplierKeys } from "./keys";

/** GET /api/suppliers/mine: the user's own supplier record, or null. */
export async function getMySupplier(signal?: AbortSignal): Promise<SupplierDetail | null> {
  const { supplier } = await unwrap(client.GET("/api/suppliers/mine", { signal }), signal);
  return supplier;
}

export function mySupplierQueryOptions() {
  return queryOptions({ queryKey: supplierKeys.mine(), queryFn: ({ signal }) => getMySupplier(signal) });
}

export function useMySupplier() {
  return useQuery(mySupplierQueryOptions());
}
