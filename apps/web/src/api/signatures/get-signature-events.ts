import { useQuery } from "@tanstack/react-query";
import type { SignatureEvents } from "@alicerce/shared/schemas/signatures";
import { client, unwrap } from "../client";
import { signatureKeys } from "./keys";

/**
 * GET /api/signatures/:id/events: the audit trail, oldest first, and whether the server masked its
 * CPF, IP and browser for this viewer.
 */
export async function fetchSignatureEvents(id: string, signal?: AbortSignal): Promise<SignatureEvents> {
  return unwrap(client.GET("/api/signatures/{id}/events", { params: { path: { id } }, signal }), signal);
}

export function useSignatureEvents(id: string, enabled = true) {
  return useQuery({
    queryKey: signatureKeys.events(id),
    queryFn: ({ signal }) => fetchSignatureEvents(id, signal),
    enabled,
  });
}
