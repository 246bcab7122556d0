import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Approval, ApproveInput, RejectInput } from "@alicerce/shared/schemas/approvals";
import { client, unwrap } from "../client";
import { idempotencyHeader, useIdempotencyKey } from "../idempotency";
import { afterApprovalChange } from "./after-approval-change";

/** POST /api/approvals/:id/approve (Em Análise → Aprovado), with an optional comment. */
export function approveRequest(id: string, input: ApproveInput, key: string): Promise<Approval> {
  return unwrap(
    client.POST("/api/approvals/{id}/approve", {
      params: { path: { id }, header: idempotencyHeader(key) },
      body: input,
    }),
  );
}

/** POST /api/approvals/:id/reject (Em Análise → Rejeitado), with the required comment. */
export function rejectRequest(id: string, input: RejectInput, key: string): Promise<Approval> {
  return unwrap(
    client.POST("/api/approvals/{id}/reject", {
      params: { path: { id }, header: idempotencyHeader(key) },
      body: input,
    }),
  );
}

/** A decision e-mails the requester: one Idempotency-Key per submit, reused if the answer was lost. */
export function useDecideApproval(id: string, outcome: "approve" | "reject") {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: ApproveInput | RejectInput) =>
      outcome === "approve"
        ? approveRequest(id, input, idempotency.take())
        : rejectRequest(id, input as RejectInput, idempotency.take()),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: (approval) => afterApprovalChange(queryClient, approval),
  });
}
