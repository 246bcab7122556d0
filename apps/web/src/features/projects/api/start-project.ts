import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/start (planning or funding_open → in_progress). */
export function startProject(projectId: string): Promise<ProjectDetail> {
  return api<ProjectDetail>(`/api/projects/${projectId}/start`, { method: "POST" });
}

export function useStartProject(projectId: string) {
  return useProjectUpdate<void>(projectId, () => startProject(projectId));
}
