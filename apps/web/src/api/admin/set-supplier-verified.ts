import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminSupplier } from "@alicerce/shared/schemas/admin";
import { client, unwrap } from "../client";
import { supplierKeys } from "../suppliers/keys";
import { adminKeys } from "./keys";

/** POST /api/admin/suppliers/:id/verify or /unverify: the marketplace's "Verificado" badge. */
export function setSupplierVerified(id: string, verified: boolean): Promise<AdminSupplier> {
  const params = { path: { id } };
  return unwrap(
    verified
      ? client.POST("/api/admin/suppliers/{id}/verify", { params })
      : client.POST("/api/admin/suppliers/{id}/unverify", { params }),
  );
}

export function useSetSupplierVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) => setSupplierVerified(id, verified),
    onSuccess: (supplier) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.suppliers() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.totals() }),
        // The marketplace cards and the supplier's profile show the badge.
        queryClient.invalidateQueries({ queryKey: supplierKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: supplierKeys.detail(supplier.id) }),
        queryClient.invalidateQueries({ queryKey: supplierKeys.mine() }),
      ]),
  });
}
