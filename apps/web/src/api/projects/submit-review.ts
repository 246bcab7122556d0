import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/submit-review (draft → legal review requested). */
export function submitForReview(projectId: string): Promise<ProjectDetail> {
  return unwrap(client.POST("/api/projects/{id}/submit-review", { params: { path: { id: projectId } } }));
}

export function useSubmitForReview(projectId: string) {
  return useProjectUpdate<void>(projectId, () => submitForReview(projectId));
}
