import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Contract } from "@alicerce/shared/schemas/contracts";
import type { SendContractForSignatureInput } from "@alicerce/shared/schemas/signatures";
import { client, unwrap } from "../client";
import { signatureKeys } from "../signatures/keys";
import { contractKeys } from "./keys";

/** POST /api/contracts/:id/send-for-signature ("Enviar para assinatura"). */
export function sendContractForSignature(id: string, input: SendContractForSignatureInput): Promise<Contract> {
  return unwrap(client.POST("/api/contracts/{id}/send-for-signature", { params: { path: { id } }, body: input }));
}

export function useSendContractForSignature(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendContractForSignatureInput) => sendContractForSignature(id, input),
    // The contract turns Pendente, and a new request appears on the signatures screen.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: signatureKeys.lists() }),
      ]),
  });
}
