import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicVerification } from "@alicerce/shared/schemas/documents";
import { client, unwrap } from "../client";
import { documentKeys } from "./keys";

/** GET /api/public/verify/:code (no login): what the QR Code's page shows about a document. */
export function fetchVerification(code: string, signal?: AbortSignal): Promise<PublicVerification> {
  return unwrap(client.GET("/api/public/verify/{code}", { params: { path: { code } }, signal }), signal);
}

export function verificationQueryOptions(code: string) {
  return queryOptions({
    queryKey: documentKeys.verification(code),
    queryFn: ({ signal }) => fetchVerification(code, signal),
    // An unknown code stays unknown: no retries.
    retry: false,
  });
}

export function useVerification(code: string) {
  return useQuery(verificationQueryOptions(code));
}
