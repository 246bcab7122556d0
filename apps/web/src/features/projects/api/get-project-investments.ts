import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Investment } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/projects-api";

/** GET /api/projects/:id/investments (the creator's list of commitments). */
export function getProjectInvestments(projectId: string, signal?: AbortSignal): Promise<Investment[]> {
  return api<Investment[]>(`/api/projects/${projectId}/investments`, { signal });
}

export function projectInvestmentsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.investments(projectId),
    queryFn: ({ signal }) => getProjectInvestments(projectId, signal),
  });
}

export function useProjectInvestments(projectId: string, enabled: boolean) {
  return useQuery({ ...projectInvestmentsQueryOptions(projectId), enabled });
}
