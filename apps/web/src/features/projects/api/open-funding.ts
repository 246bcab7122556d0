import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/open-funding (planning → funding_open). */
export function openFunding(projectId: string): Promise<ProjectDetail> {
  return api<ProjectDetail>(`/api/projects/${projectId}/open-funding`, { method: "POST" });
}

export function useOpenFunding(projectId: string) {
  return useProjectUpdate<void>(projectId, () => openFunding(projectId));
}
