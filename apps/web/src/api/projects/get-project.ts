import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectDetail } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { projectKeys } from "./keys";

export function getProject(id: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return unwrap(client.GET("/api/projects/{id}", { params: { path: { id } }, signal }), signal);
}

export function projectQueryOptions(id: string) {
  return queryOptions({ queryKey: projectKeys.detail(id), queryFn: ({ signal }) => getProject(id, signal) });
}

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
