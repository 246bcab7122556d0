import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { projectKeys } from "./keys";

/** PUT /api/projects/:id/interest ("Tenho interesse") or DELETE to take it back. */
export async function setInterest(projectId: string, interested: boolean): Promise<void> {
  const params = { path: { id: projectId } };
  await unwrap(
    interested
      ? client.PUT("/api/projects/{id}/interest", { params })
      : client.DELETE("/api/projects/{id}/interest", { params }),
  );
}

export function useToggleInterest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interested: boolean) => setInterest(projectId, interested),
    onSuccess: (_void, interested) => {
      // The button answers at once; the refetch below brings the server's count.
      queryClient.setQueryData<ProjectDetail>(projectKeys.detail(projectId), (project) =>
        project && project.viewer.interested !== interested
          ? {
              ...project,
              interest_count: Math.max(0, project.interest_count + (interested ? 1 : -1)),
              viewer: { ...project.viewer, interested },
            }
          : project,
      );
      // Not awaited: the button and its toast need not wait for the refetch.
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.interests(projectId) });
    },
  });
}
