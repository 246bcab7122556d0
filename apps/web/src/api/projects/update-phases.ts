import type { ProjectDetail, UpdatePhasesInput } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { useProjectUpdate } from "./use-project-update";

/** PUT /api/projects/:id/phases: the whole timeline, in order. */
export function updatePhases(projectId: string, input: UpdatePhasesInput): Promise<ProjectDetail> {
  return unwrap(client.PUT("/api/projects/{id}/phases", { params: { path: { id: projectId } }, body: input }));
}

export function useUpdatePhases(projectId: string) {
  return useProjectUpdate(projectId, (input: UpdatePhasesInput) => updatePhases(projectId, input));
}
