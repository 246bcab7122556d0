import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { interestSchema } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/projects-api";

export type ProjectInterest = z.infer<typeof interestSchema>;

/** GET /api/projects/:id/interests (the creator's list of "Tenho interesse"). */
export function getInterests(projectId: string, signal?: AbortSignal): Promise<ProjectInterest[]> {
  return api<ProjectInterest[]>(`/api/projects/${projectId}/interests`, { signal });
}

export function interestsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.interests(projectId),
    queryFn: ({ signal }) => getInterests(projectId, signal),
  });
}

export function useInterests(projectId: string, enabled: boolean) {
  return useQuery({ ...interestsQueryOptions(projectId), enabled });
}
