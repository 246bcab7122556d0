import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DocumentItem } from "@alicerce/shared/schemas/documents";
import { client, unwrap } from "../client";
import { projectKeys } from "../projects/keys";
import { documentKeys } from "./keys";

/** DELETE /api/documents/:id: one version, by its uploader or a platform admin. */
export function deleteDocument(id: string): Promise<unknown> {
  return unwrap(client.DELETE("/api/documents/{id}", { params: { path: { id } } }));
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: Pick<DocumentItem, "id" | "project">) => deleteDocument(document.id),
    onSuccess: (_data, document) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: documentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ["documents", "versions"] }),
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(document.project.id) }),
      ]),
  });
}

/**
 * A download is counted by the server as it answers; the lists' "downloads" refresh a moment after
 * the browser starts saving the file.
 */
export function useRefreshAfterDownload() {
  const queryClient = useQueryClient();
  return () => {
    setTimeout(() => void queryClient.invalidateQueries({ queryKey: documentKeys.all }), 1500);
  };
}
