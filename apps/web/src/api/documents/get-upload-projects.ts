import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "../client";
import { documentKeys } from "./keys";

/** GET /api/documents/projects: the projects the user may add documents to (the upload dialog's options). */
export function fetchUploadProjects(signal?: AbortSignal) {
  return unwrap(client.GET("/api/documents/projects", { signal }), signal);
}

export function uploadProjectsQueryOptions() {
  return queryOptions({
    queryKey: documentKeys.uploadProjects(),
    queryFn: ({ signal }) => fetchUploadProjects(signal),
  });
}

export function useUploadProjects(enabled = true) {
  return useQuery({ ...uploadProjectsQueryOptions(), enabled });
}
