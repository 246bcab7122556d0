import type { ProjectDetail, UpdatePhasesInput } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { useProjectUpdate } from "./use-project-update";

/** PUT /api/projects/:id/phases: the whole timeline, in order. */
export function updatePhases(projectId: string, input: UpdatePhasesInput): Promise<ProjectDetail> {
  return api<ProjectDetail>(`/api/projects/${projectId}/phases`, { method: "PUT", body: input });
}

export function useUpdatePhases(projectId: string) {
  return useProjectUpdate(projectId, (input: UpdatePhasesInput) => updatePhases(projectId, input));
}
