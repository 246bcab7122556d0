import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ProjectType } from "@alicerce/shared/projects";
import type { Checklist } from "@alicerce/shared/schemas/learning";
import { client, unwrap } from "../client";
import { learningKeys } from "./keys";

/** GET /api/learning/checklist: the documents of a project type with the user's ticks. */
export function getChecklist(projectType: ProjectType, signal?: AbortSignal): Promise<Checklist> {
  return unwrap(
    client.GET("/api/learning/checklist", { params: { query: { project_type: projectType } }, signal }),
    signal,
  );
}

export function checklistQueryOptions(projectType: ProjectType) {
  return queryOptions({
    queryKey: learningKeys.checklist(projectType),
    queryFn: ({ signal }) => getChecklist(projectType, signal),
  });
}

export function useChecklist(projectType: ProjectType) {
  return useQuery(checklistQueryOptions(projectType));
}
