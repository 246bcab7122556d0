import { queryOptions, useQuery } from "@tanstack/react-query";
import type { LearningContentDetail } from "@alicerce/shared/schemas/learning";
import { client, unwrap } from "../client";
import { learningKeys } from "./keys";

/** GET /api/learning/content/:id: one item with its full text. */
export function getLearningItem(id: string, signal?: AbortSignal): Promise<LearningContentDetail> {
  return unwrap(client.GET("/api/learning/content/{id}", { params: { path: { id } }, signal }), signal);
}

export function learningItemQueryOptions(id: string) {
  return queryOptions({ queryKey: learningKeys.item(id), queryFn: ({ signal }) => getLearningItem(id, signal) });
}

export function useLearningItem(id: string) {
  return useQuery(learningItemQueryOptions(id));
}
