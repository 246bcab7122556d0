import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Contract, UpdateContractInput } from "@alicerce/shared/schemas/contracts";
import { client, unwrap } from "../client";
import { contractKeys } from "./keys";

/** PATCH /api/contracts/:id ("Editar"); `file_id` left out keeps the PDF, null removes it. */
export function updateContract(id: string, input: UpdateContractInput): Promise<Contract> {
  return unwrap(client.PATCH("/api/contracts/{id}", { params: { path: { id } }, body: input }));
}

export function useUpdateContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateContractInput) => updateContract(id, input),
    // An edit moves the contract to the top (last modified) and may change its status or type.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
  });
}
