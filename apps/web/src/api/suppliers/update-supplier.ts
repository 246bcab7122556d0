import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SupplierDetail, SupplierInput } from "@alicerce/shared/schemas/suppliers";
import { client, unwrap } from "../client";
import { quotationKeys } from "../quotations/keys";
import { supplierKeys } from "./keys";

/** PUT /api/suppliers/:id: the owner edits the record. */
export function updateSupplier(id: string, input: SupplierInput): Promise<SupplierDetail> {
  return unwrap(client.PUT("/api/suppliers/{id}", { params: { path: { id } }, body: input }));
}

export function useUpdateSupplier(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SupplierInput) => updateSupplier(id, input),
    onSuccess: (supplier) => {
      queryClient.setQueryData(supplierKeys.mine(), supplier);
      queryClient.setQueryData(supplierKeys.detail(supplier.id), supplier);
      // Cards show the name, category and city; quotations show the supplier summary.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: supplierKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: quotationKeys.all }),
      ]);
    },
  });
}
