import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  CreateSignatureInput,
  RefuseInput,
  SignatureRequest,
  SignInput,
  VoidInput,
} from "@alicerce/shared/schemas/signatures";
import { client, unwrap } from "../client";
import { contractKeys } from "../contracts/keys";
import { idempotencyHeader, useIdempotencyKey } from "../idempotency";
import { signatureKeys } from "./keys";

/** A request changed: its lists (status, progress, summary), its detail and its trail are stale. */
function invalidateRequest(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: signatureKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: signatureKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: signatureKeys.events(id) }),
  ]);
}

/** POST /api/signatures ("Nova assinatura"). */
export function createSignature(input: CreateSignatureInput, key: string): Promise<SignatureRequest> {
  return unwrap(client.POST("/api/signatures", { params: { header: idempotencyHeader(key) }, body: input }));
}

export function useCreateSignature() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: CreateSignatureInput) => createSignature(input, idempotency.take()),
    onSettled: (_data, error) => idempotency.settle(error),
    // A new request lands on the first page of some filters and moves every summary.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.lists() }),
  });
}

/**
 * POST /api/signatures/:id/code: mails the signer a one-time code for signing or refusing. Only
 * the trail changes ("code_sent").
 */
export function useSendSigningCode(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.POST("/api/signatures/{id}/code", { params: { path: { id } } })),
    // The dialog shows its own sentence for a refusal (429: wait; 403: confirm the e-mail).
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.events(id) }),
  });
}

/** POST /api/signatures/:id/sign. */
export function useSignSignature(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInput) =>
      unwrap(client.POST("/api/signatures/{id}/sign", { params: { path: { id } }, body: input })),
    onSuccess: () => invalidateRequest(queryClient, id),
  });
}

/** POST /api/signatures/:id/refuse. */
export function useRefuseSignature(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RefuseInput) =>
      unwrap(client.POST("/api/signatures/{id}/refuse", { params: { path: { id } }, body: input })),
    onSuccess: () => invalidateRequest(queryClient, id),
  });
}

/** POST /api/signatures/:id/resend: only the trail changes (a "resent" event per pending signer). */
export function useResendSignature(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(client.POST("/api/signatures/{id}/resend", { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signatureKeys.events(id) }),
  });
}

/**
 * POST /api/signatures/:id/void ("Cancelar solicitação"): the request turns Cancelado, and a
 * contract it came from goes back to its dates on the contracts screen.
 */
export function useVoidSignature(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VoidInput) =>
      unwrap(client.POST("/api/signatures/{id}/void", { params: { path: { id } }, body: input })),
    onSuccess: () =>
      Promise.all([
        invalidateRequest(queryClient, id),
        queryClient.invalidateQueries({ queryKey: contractKeys.lists() }),
      ]),
  });
}
