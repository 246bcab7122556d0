import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentInput, DocumentItem } from "@alicerce/shared/schemas/documents";
import { client, unwrap } from "../client";
import { idempotencyHeader, useIdempotencyKey } from "../idempotency";
import { projectKeys } from "../projects/keys";
import { documentKeys } from "./keys";

/** POST /api/documents ("Enviar documento"): a new document or the next version of one with the same name. */
export function createDocument(input: DocumentInput, key: string): Promise<DocumentItem> {
  return unwrap(client.POST("/api/documents", { params: { header: idempotencyHeader(key) }, body: input }));
}

export function useCreateDocument() {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  return useMutation({
    mutationFn: (input: DocumentInput) => createDocument(input, idempotency.take()),
    onSettled: (_data, error) => idempotency.settle(error),
    onSuccess: (document) =>
      Promise.all([
        // Lists, summaries and the older versions of its series all change.
        queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ["documents", "versions"] }),
        // The project page lists its documents too.
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(document.project.id) }),
      ]),
  });
}
