import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/submit-review (draft → legal review requested). */
export function submitForReview(projectId: string): Promise<ProjectDetail> {
  return api<ProjectDetail>(`/api/projects/${projectId}/submit-review`, { method: "POST" });
}

export function useSubmitForReview(projectId: string) {
  return useProjectUpdate<void>(projectId, () => submitForReview(projectId));
}
