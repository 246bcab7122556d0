import { queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentItem } from "@alicerce/shared/schemas/documents";
import { client, unwrap } from "../client";
import { documentKeys } from "./keys";

/** GET /api/documents/:id/versions: every readable version of the document, newest first. */
export function fetchDocumentVersions(id: string, signal?: AbortSignal): Promise<DocumentItem[]> {
  return unwrap(client.GET("/api/documents/{id}/versions", { params: { path: { id } }, signal }), signal);
}

export function documentVersionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: documentKeys.versions(id),
    queryFn: ({ signal }) => fetchDocumentVersions(id, signal),
  });
}

export function useDocumentVersions(id: string, enabled: boolean) {
  return useQuery({ ...documentVersionsQueryOptions(id), enabled });
}
