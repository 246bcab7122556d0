import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { LearningContentList } from "@alicerce/shared/schemas/learning";
import { client, presentParams, unwrap } from "../client";
import type { paths } from "../generated/schema";
import { learningKeys, type LearningContentFilters } from "./keys";

type ContentQuery = NonNullable<paths["/api/learning/content"]["get"]["parameters"]["query"]>;

/** GET /api/learning/content: the items matching the search and filters (the catalogue is small, no pages). */
export function getLearningContent(
  filters: LearningContentFilters,
  signal?: AbortSignal,
): Promise<LearningContentList> {
  const query = presentParams(filters) as ContentQuery;
  return unwrap(client.GET("/api/learning/content", { params: { query }, signal }), signal);
}

export function learningContentQueryOptions(filters: LearningContentFilters) {
  return queryOptions({
    queryKey: learningKeys.contentList(filters),
    queryFn: ({ signal }) => getLearningContent(filters, signal),
    // The previous results stay on screen while a new filter loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useLearningContent(filters: LearningContentFilters) {
  return useQuery(learningContentQueryOptions(filters));
}
