import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Approval } from "@alicerce/shared/schemas/approvals";
import { client, unwrap } from "../client";
import { afterApprovalChange } from "./after-approval-change";

/** POST /api/approvals/:id/start-analysis (Pendente → Em Análise). */
export function startAnalysis(id: string): Promise<Approval> {
  return unwrap(client.POST("/api/approvals/{id}/start-analysis", { params: { path: { id } } }));
}

export function useStartAnalysis(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startAnalysis(id),
    onSuccess: (approval) => afterApprovalChange(queryClient, approval),
  });
}
