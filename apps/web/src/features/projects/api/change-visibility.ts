import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/visibility: private → public, once and for good. */
export function makeProjectPublic(projectId: string): Promise<ProjectDetail> {
  return api<ProjectDetail>(`/api/projects/${projectId}/visibility`, {
    method: "POST",
    body: { visibility: "public" },
  });
}

export function useMakeProjectPublic(projectId: string) {
  return useProjectUpdate<void>(projectId, () => makeProjectPublic(projectId));
}
