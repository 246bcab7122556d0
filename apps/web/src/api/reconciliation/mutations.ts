import { useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  ReconciliationResolution,
  ResolveDifferenceInput,
  StatementImport,
} from "@alicerce/shared/schemas/payments-reconciliation";
import { apiErrorFrom } from "@/lib/api-client";
import { ApiRequestError } from "@/lib/api-client";
import { client, unwrap } from "../client";
import { reconciliationKeys } from "./keys";

/** Everything the desk shows moves together after a write. */
const useRefreshDesk = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reconciliationKeys.all });
};

/** POST /api/admin/reconciliation/resolutions: a difference resolved with the admin's reason. */
export function useResolveDifference() {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: (body: ResolveDifferenceInput): Promise<ReconciliationResolution> =>
      unwrap(client.POST("/api/admin/reconciliation/resolutions", { body })),
    onSuccess: refresh,
  });
}

/** POST /api/admin/reconciliation/payment-jobs/:id/retry: one more attempt, with the reason in the trail. */
export function useRetryPaymentJob() {
  const refresh = useRefreshDesk();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }): Promise<ReconciliationResolution> =>
      unwrap(
        client.POST("/api/admin/reconciliation/payment-jobs/{id}/retry", {
          params: { path: { id } },
          body: { reason },
        }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/admin/reconciliation/statements: the escrow account's OFX, sent as multipart. */
export async function importStatement(file: File): Promise<StatementImport> {
  const body = new FormData();
  body.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/admin/reconciliation/statements", {
      method: "POST",
      body,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiRequestError(0, "NETWORK", "Sem conexão com o servidor. Verifique sua internet.");
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, answer);
  return answer as StatementImport;
}

export function useImportStatement() {
  const refresh = useRefreshDesk();
  return useMutation({ mutationFn: importStatement, onSuccess: refresh });
}
