import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DistributionInput, ProjectDistributions } from "@alicerce/shared/schemas/distributions";
import { client, unwrap } from "../client";
import { portfolioKeys } from "../portfolio/keys";
import { distributionKeys } from "./keys";

/** GET /api/projects/:id/distributions: a page of the project's distributions, the totals and the viewer's own share. */
export function useProjectDistributions(projectId: string, page: number) {
  return useQuery({
    queryKey: distributionKeys.projectPage(projectId, page),
    queryFn: ({ signal }): Promise<ProjectDistributions> =>
      unwrap(
        client.GET("/api/projects/{id}/distributions", {
          params: { path: { id: projectId }, query: { page } },
          signal,
        }),
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/projects/:id/distributions: the creator records one; the server splits it. */
export function useRecordDistribution(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DistributionInput): Promise<{ id: string }> =>
      unwrap(client.POST("/api/projects/{id}/distributions", { params: { path: { id: projectId } }, body: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: distributionKeys.project(projectId) }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
      ]),
  });
}

/** The shares of one distribution as CSV, downloaded by a plain link (the browser sends the cookie). */
export const sharesCsvUrl = (projectId: string, distributionId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/distributions/${encodeURIComponent(distributionId)}/shares.csv`;
