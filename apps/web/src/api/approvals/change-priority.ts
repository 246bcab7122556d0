import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApprovalPriority } from "@alicerce/shared/approvals";
import type { Approval } from "@alicerce/shared/schemas/approvals";
import { client, unwrap } from "../client";
import { afterApprovalChange } from "./after-approval-change";

/** PATCH /api/approvals/:id: legal sets how urgent an open request is. */
export function changePriority(id: string, priority: ApprovalPriority): Promise<Approval> {
  return unwrap(client.PATCH("/api/approvals/{id}", { params: { path: { id } }, body: { priority } }));
}

export function useChangePriority(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priority: ApprovalPriority) => changePriority(id, priority),
    onSuccess: (approval) => afterApprovalChange(queryClient, approval),
  });
}
