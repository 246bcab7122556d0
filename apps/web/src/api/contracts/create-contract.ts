import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Contract, CreateContractInput } from "@alicerce/shared/schemas/contracts";
import { client, unwrap } from "../client";
import { idempotencyHeader, useIdempotencyKey } from "../idempotency";
import { contractKeys } from "./keys";

/** POST /api/contracts ("Novo Contrato"). */
export function createContract(input: CreateContractInput, key: string): Promise<Contract> {
  return unwrap(client.POST("/api/contracts", { params: { header: idempotencyHeader(key) }, body: input }));
}

export function useCreateContract() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: CreateContractInput) => createContract(input, idempotency.take()),
    onSettled: (_data, error) => idempotency.settle(error),
    // A new contract can land on any page of any filter: every list is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
  });
}
