import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/complete (in_progress → completed). */
export function completeProject(projectId: string): Promise<ProjectDetail> {
  return api<ProjectDetail>(`/api/projects/${projectId}/complete`, { method: "POST" });
}

export function useCompleteProject(projectId: string) {
  return useProjectUpdate<void>(projectId, () => completeProject(projectId));
}
