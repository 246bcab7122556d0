import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectRating, ProjectRatingInput } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { projectKeys } from "./keys";

/** POST /api/projects/:id/rating: an investor rates a completed project they funded, once. */
export function useRateProject(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProjectRatingInput): Promise<ProjectRating> =>
      unwrap(client.POST("/api/projects/{id}/rating", { params: { path: { id: projectId } }, body: input })),
    // The page's average and the investor's own rating come from the server.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
  });
}
