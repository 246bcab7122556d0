import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateProjectInput } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/projects-api";

/** POST /api/projects: the new project starts as a draft. */
export function createProject(input: CreateProjectInput): Promise<{ id: string }> {
  return api<{ id: string }>("/api/projects", { method: "POST", body: input });
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
