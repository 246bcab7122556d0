import type { DocumentCategory, DocumentStatus } from "@alicerce/shared/documents";

/** The repository's search, filters and page as they key the cache (GET /api/documents's query). */
export type DocumentListFilters = {
  q?: string;
  category?: DocumentCategory;
  status?: DocumentStatus;
  project_id?: string;
  /** One document's series (the approvals queue links to it). */
  document_id?: string;
  page?: number;
};

/** Query keys of everything under /api/documents; mutations invalidate by these prefixes. */
export const documentKeys = {
  all: ["documents"] as const,
  lists: () => ["documents", "list"] as const,
  list: (filters: DocumentListFilters) => ["documents", "list", filters] as const,
  versions: (id: string) => ["documents", "versions", id] as const,
  uploadProjects: () => ["documents", "upload-projects"] as const,
  filterProjects: (q: string) => ["documents", "filter-projects", q] as const,
  verification: (code: string) => ["documents", "verification", code] as const,
};
