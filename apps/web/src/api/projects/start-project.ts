import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/start (planning or funding_open → in_progress). */
export function startProject(projectId: string): Promise<ProjectDetail> {
  return unwrap(client.POST("/api/projects/{id}/start", { params: { path: { id: projectId } } }));
}

export function useStartProject(projectId: string) {
  return useProjectUpdate<void>(projectId, () => startProject(projectId));
}
