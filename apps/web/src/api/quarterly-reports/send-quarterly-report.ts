import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuarterlyReport, QuarterlyReportInput } from "@alicerce/shared/schemas/quarterly-reports";
import { client, unwrap } from "../client";
import { documentKeys } from "../documents/keys";
import { projectKeys } from "../projects/keys";

/**
 * POST /api/projects/:id/quarterly-reports: the creator has a quarter's report written and sent; it
 * becomes a document of the project, so the project page (its Documentos tab) and the repository refetch.
 */
export function useSendQuarterlyReport(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: QuarterlyReportInput): Promise<QuarterlyReport> =>
      unwrap(client.POST("/api/projects/{id}/quarterly-reports", { params: { path: { id: projectId } }, body: input })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectId) }),
        queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      ]),
  });
}
