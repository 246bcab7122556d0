import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { interestSchema } from "@alicerce/shared/schemas/projects";
import { client, unwrap } from "../client";
import { projectKeys } from "./keys";

export type ProjectInterest = z.infer<typeof interestSchema>;

/** GET /api/projects/:id/interests (the creator's list of "Tenho interesse"). */
export function getInterests(projectId: string, signal?: AbortSignal): Promise<ProjectInterest[]> {
  return unwrap(client.GET("/api/projects/{id}/interests", { params: { path: { id: projectId } }, signal }), signal);
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
