import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SupplierDetail, SupplierInput } from "@alicerce/shared/schemas/suppliers";
import { client, unwrap } from "../client";
import { quotationKeys } from "../quotations/keys";
import { supplierKeys } from "./keys";

/** POST /api/suppliers: registers the user as a supplier. */
export function createSupplier(input: SupplierInput): Promise<SupplierDetail> {
  return unwrap(client.POST("/api/suppliers", { body: input }));
}

export function useCreateSupplier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupplier,
    onSuccess: (supplier) => {
      queryClient.setQueryData(supplierKeys.mine(), supplier);
      queryClient.setQueryData(supplierKeys.detail(supplier.id), supplier);
      // A new card in the list, and the quotations page now has a "Recebidas" side.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: supplierKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
      ]);
    },
  });
}
