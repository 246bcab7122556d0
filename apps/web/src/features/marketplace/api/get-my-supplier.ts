import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SupplierDetail } from "@alicerce/shared/schemas/suppliers";
import { api } from "@/lib/api-client";
import { supplierKeys } from "@/lib/suppliers-api";

/** GET /api/suppliers/mine: the user's own supplier record, or null. */
export async function getMySupplier(signal?: AbortSignal): Promise<SupplierDetail | null> {
  const { supplier } = await api<{ supplier: SupplierDetail | null }>("/api/suppliers/mine", { signal });
  return supplier;
}

export function mySupplierQueryOptions() {
  return queryOptions({ queryKey: supplierKeys.mine(), queryFn: ({ signal }) => getMySupplier(signal) });
}

export function useMySupplier() {
  return useQuery(mySupplierQueryOptions());
}
