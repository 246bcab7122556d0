import type { QueryClient } from "@tanstack/react-query";
import type { Approval } from "@alicerce/shared/schemas/approvals";
import { projectKeys } from "../projects/keys";
import { approvalKeys } from "./keys";

/**
 * After a step on a request: the queue and its counts refetch; a decision on a project also
 * changes that project's status and review history, and the project lists.
 */
export function afterApprovalChange(queryClient: QueryClient, approval: Approval) {
  const jobs = [queryClient.invalidateQueries({ queryKey: approvalKeys.all })];
  if (approval.subject_type === "project") {
    jobs.push(
      queryClient.invalidateQueries({ queryKey: projectKeys.detail(approval.subject_id) }),
      queryClient.invalidateQueries({ queryKey: projectKeys.reviews(approval.subject_id) }),
    );
    if (approval.status === "aprovado" || approval.status === "rejeitado") {
      jobs.push(queryClient.invalidateQueries({ queryKey: projectKeys.lists() }));
    }
  }
  return Promise.all(jobs);
}
