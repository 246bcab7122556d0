import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/complete (in_progress → completed). */
export function completeProject(projectId: string): Promise<ProjectDetail> {
  return unwrap(client.POST("/api/projects/{id}/complete", { params: { path: { id: projectId } } }));
}

export function useCompleteProject(projectId: string) {
  return useProjectUpdate<void>(projectId, () => completeProject(projectId));
}
