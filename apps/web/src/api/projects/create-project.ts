import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateProjectInput } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { projectKeys } from "./keys";

/** POST /api/projects: the new project starts as a draft. */
export function createProject(input: CreateProjectInput): Promise<{ id: string }> {
  return unwrap(client.POST("/api/projects", { body: input }));
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    // The screen shows its own message when this fails.
    meta: { errorToast: false },
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.lists() }),
  });
}
