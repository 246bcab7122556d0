import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelContractInput, Contract } from "@alicerce/shared/schemas/contracts";
import { client, unwrap } from "../client";
import { signatureKeys } from "../signatures/keys";
import { contractKeys } from "./keys";

/** POST /api/contracts/:id/cancel with the reason; final. Its pending signature request is cancelled with it. */
export function cancelContract(id: string, input: CancelContractInput): Promise<Contract> {
  return unwrap(client.POST("/api/contracts/{id}/cancel", { params: { path: { id } }, body: input }));
}

export function useCancelContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelContractInput) => cancelContract(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: signatureKeys.all }),
      ]),
  });
}
