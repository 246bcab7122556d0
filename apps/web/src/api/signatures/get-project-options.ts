import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { client, unwrap } from "../client";
import { signatureKeys } from "./keys";

/** GET /api/signatures/project-options: projects a new request may be tied to, searched by title. */
export async function fetchSignatureProjectOptions(q: string, signal?: AbortSignal) {
  const answer = await unwrap(
    client.GET("/api/signatures/project-options", { params: { query: q ? { q } : {} }, signal }),
    signal,
  );
  return answer.items;
}

export function useSignatureProjectOptions(q: string, enabled = true) {
  return useQuery({
    queryKey: signatureKeys.projectOptions(q),
    queryFn: ({ signal }) => fetchSignatureProjectOptions(q, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
