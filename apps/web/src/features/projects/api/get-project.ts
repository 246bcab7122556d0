import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { api } from "@/lib/api-client";
import { projectKeys } from "@/lib/projects-api";

export function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return api<ProjectDetail>(`/api/projects/${encodeURIComponent(id)}`, { signal });
}

export function projectQueryOptions(id: string) {
  return queryOptions({ queryKey: projectKeys.detail(id), queryFn: ({ signal }) => getProject(id, signal) });
}

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
