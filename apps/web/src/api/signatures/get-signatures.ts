import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { SignatureList, SignatureRequest } from "@alicerce/shared/schemas/signatures";
import { client, unwrap } from "../client";
import { signatureKeys, type SignatureListFilters } from "./keys";

/** GET /api/signatures: one page of the requests the user may see, with the total and the summary. */
export function fetchSignatures(filters: SignatureListFilters, signal?: AbortSignal): Promise<SignatureList> {
  // Empty filters stay out of the URL: an empty search is no search, page 1 is the default.
  const query = {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.page && Number(filters.page) > 1 ? { page: Number(filters.page) } : {}),
  };
  return unwrap(client.GET("/api/signatures", { params: { query }, signal }), signal);
}

export function signaturesQueryOptions(filters: SignatureListFilters) {
  return queryOptions({
    queryKey: signatureKeys.list(filters),
    queryFn: ({ signal }) => fetchSignatures(filters, signal),
    // Changing page or filter keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useSignatures(filters: SignatureListFilters) {
  return useQuery(signaturesQueryOptions(filters));
}

/** GET /api/signatures/:id: one request (the signing link opens it even when it is on another page). */
export function fetchSignature(id: string, signal?: AbortSignal): Promise<SignatureRequest> {
  return unwrap(client.GET("/api/signatures/{id}", { params: { path: { id } }, signal }), signal);
}

export function useSignature(id: string | null) {
  return useQuery({
    queryKey: signatureKeys.detail(id ?? ""),
    queryFn: ({ signal }) => fetchSignature(id!, signal),
    enabled: Boolean(id),
    retry: false,
  });
}
