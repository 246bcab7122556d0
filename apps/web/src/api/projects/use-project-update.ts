import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { projectKeys } from "./keys";

/**
 * A mutation answered with the whole project (phases, funding, visibility, lifecycle steps):
 * the answer replaces the cached detail and the lists, whose cards and summary may change, refetch.
 */
export function useProjectUpdate<TInput>(projectId: string, mutationFn: (input: TInput) => Promise<ProjectDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(projectId), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
