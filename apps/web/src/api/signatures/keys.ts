import type { SignatureListQuery } from "@alicerce/shared/schemas/signatures";

/** The signatures screen's filters as they key the cache: search, status, type and page. */
export type SignatureListFilters = SignatureListQuery;

/** Query keys of everything under /api/signatures; mutations invalidate by these prefixes. */
export const signatureKeys = {
  all: ["signatures"] as const,
  lists: () => ["signatures", "list"] as const,
  list: (filters: SignatureListFilters) => ["signatures", "list", filters] as const,
  detail: (id: string) => ["signatures", "detail", id] as const,
  events: (id: string) => ["signatures", "events", id] as const,
  projectOptions: (q: string) => ["signatures", "project-options", q] as const,
};
