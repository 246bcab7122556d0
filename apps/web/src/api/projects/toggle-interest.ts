import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { projectKeys } from "./keys";

/** The interest to record ("Tenho interesse", and whether the creator may see the e-mail) or null to take it back. */
export type InterestChoice = { share_contact: boolean } | null;

/** PUT /api/projects/:id/interest or DELETE to take it back. */
export async function setInterest(projectId: string, choice: InterestChoice): Promise<void> {
  const params = { path: { id: projectId } };
  await unwrap(
    choice
      ? client.PUT("/api/projects/{id}/interest", { params, body: choice })
      : client.DELETE("/api/projects/{id}/interest", { params }),
  );
}

export function useToggleInterest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: InterestChoice) => setInterest(projectId, choice),
    onSuccess: (_void, choice) => {
      const interested = choice !== null;
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
