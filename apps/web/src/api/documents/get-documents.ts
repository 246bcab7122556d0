import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { DocumentList } from "@alicerce/shared/schemas/documents";
import { client, unwrap } from "../client";
import { documentKeys, type DocumentListFilters } from "./keys";

/** GET /api/documents: one page of the readable documents matching the search and filters, with the summary. */
export function fetchDocuments(filters: DocumentListFilters, signal?: AbortSignal): Promise<DocumentList> {
  // Empty filters stay out of the URL: an empty search is no search, page 1 is the default.
  const query = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.project_id ? { project_id: filters.project_id } : {}),
    ...(filters.document_id ? { document_id: filters.document_id } : {}),
    ...(filters.page && Number(filters.page) > 1 ? { page: Number(filters.page) } : {}),
  };
  return unwrap(client.GET("/api/documents", { params: { query }, signal }), signal);
}

export function documentsQueryOptions(filters: DocumentListFilters) {
  return queryOptions({
    queryKey: documentKeys.list(filters),
    queryFn: ({ signal }) => fetchDocuments(filters, signal),
    // Changing page or filter keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useDocuments(filters: DocumentListFilters) {
  return useQuery(documentsQueryOptions(filters));
}
