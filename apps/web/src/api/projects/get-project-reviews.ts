import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ReviewHistory } from "@alicerce/shared/schemas/approvals";
import { client, unwrap } from "../client";
import { projectKeys } from "./keys";

/** GET /api/projects/:id/reviews: the legal review history (creator, team, legal users and admins). */
export function getProjectReviews(projectId: string, signal?: AbortSignal): Promise<ReviewHistory> {
  return unwrap(client.GET("/api/projects/{id}/reviews", { params: { path: { id: projectId } }, signal }), signal);
}

export function projectReviewsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: projectKeys.reviews(projectId),
    queryFn: ({ signal }) => getProjectReviews(projectId, signal),
  });
}

export function useProjectReviews(projectId: string, enabled: boolean) {
  return useQuery({ ...projectReviewsQueryOptions(projectId), enabled });
}
