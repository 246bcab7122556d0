import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { useProjectUpdate } from "./use-project-update";

/** POST /api/projects/:id/visibility: private → public, once and for good. */
export function makeProjectPublic(projectId: string): Promise<ProjectDetail> {
  return unwrap(
    client.POST("/api/projects/{id}/visibility", {
      params: { path: { id: projectId } },
      body: { visibility: "public" },
    }),
  );
}

export function useMakeProjectPublic(projectId: string) {
  return useProjectUpdate<void>(projectId, () => makeProjectPublic(projectId));
}
