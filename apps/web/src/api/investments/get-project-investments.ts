import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Investment } from "@alicerce/shared/schemas/investments";
import { client, unwrap } from "../client";
import { investmentKeys } from "./keys";

/** GET /api/projects/:id/investments (the creator's list of commitments). */
export function getProjectInvestments(projectId: string, signal?: AbortSignal): Promise<Investment[]> {
  return unwrap(client.GET("/api/projects/{id}/investments", { params: { path: { id: projectId } }, signal }), signal);
}

export function projectInvestmentsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: investmentKeys.ofProject(projectId),
    queryFn: ({ signal }) => getProjectInvestments(projectId, signal),
  });
}

export function useProjectInvestments(projectId: string, enabled: boolean) {
  return useQuery({ ...projectInvestmentsQueryOptions(projectId), enabled });
}
