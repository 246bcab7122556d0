import { useQueryClient } from "@tanstack/react-query";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { projectKeys } from "./keys";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/submit-review (draft → legal review requested). */
export function submitForReview(projectId: string): Promise<ProjectDetail> {
  return unwrap(client.POST("/api/projects/{id}/submit-review", { params: { path: { id: projectId } } }));
}

/** Submitting opens a request: the review history shows it at once. */
export function useSubmitForReview(projectId: string) {
  const queryClient = useQueryClient();
  return useProjectUpdate<void>(projectId, async () => {
    const project = await submitForReview(projectId);
    void queryClient.invalidateQueries({ queryKey: projectKeys.reviews(projectId) });
    return project;
  });
}
