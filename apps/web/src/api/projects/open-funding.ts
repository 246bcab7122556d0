import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/open-funding (planning → funding_open). */
export function openFunding(projectId: string): Promise<ProjectDetail> {
  return unwrap(client.POST("/api/projects/{id}/open-funding", { params: { path: { id: projectId } } }));
}

export function useOpenFunding(projectId: string) {
  return useProjectUpdate<void>(projectId, () => openFunding(projectId));
}
