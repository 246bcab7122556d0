import { useQuery } from "@tanstack/react-query";
import type { SignatureEvent } from "@alicerce/shared/schemas/signatures";
import { client, unwrap } from "../client";
import { signatureKeys } from "./keys";

/** GET /api/signatures/:id/events: the audit trail, oldest first. */
export async function fetchSignatureEvents(id: string, signal?: AbortSignal): Promise<SignatureEvent[]> {
  const answer = await unwrap(client.GET("/api/signatures/{id}/events", { params: { path: { id } }, signal }), signal);
  return answer.items;
}

export function useSignatureEvents(id: string, enabled = true) {
  return useQuery({
    queryKey: signatureKeys.events(id),
    queryFn: ({ signal }) => fetchSignatureEvents(id, signal),
    enabled,
  });
}
