import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EscrowBalance, ReconciliationReport } from "@alicerce/shared/schemas/payments-reconciliation";
import type { AdminFailedJob } from "@alicerce/shared/schemas/admin";
import { client, presentParams, unwrap } from "../client";
import { reconciliationKeys } from "./keys";

/** GET /api/admin/reconciliation: a São Paulo day (and a project): PSP, ledger, statement and differences. */
export function getReconciliation(
  day: string,
  projectId?: string,
  signal?: AbortSignal,
): Promise<ReconciliationReport> {
  const query = presentParams({ day, project_id: projectId });
  return unwrap(client.GET("/api/admin/reconciliation", { params: { query }, signal }), signal);
}

export const reconciliationQueryOptions = (day: string, projectId?: string) =>
  queryOptions({
    queryKey: reconciliationKeys.day(day, projectId),
    queryFn: ({ signal }) => getReconciliation(day, projectId, signal),
  });

export function useReconciliation(day: string, projectId?: string) {
  return useQuery(reconciliationQueryOptions(day, projectId));
}

/** GET /api/admin/reconciliation/balance: the ledger's escrow balance beside the bank's last statement. */
export function useEscrowBalance() {
  return useQuery({
    queryKey: reconciliationKeys.balance(),
    queryFn: ({ signal }): Promise<EscrowBalance> =>
      unwrap(client.GET("/api/admin/reconciliation/balance", { signal }), signal),
  });
}

/** GET /api/admin/payment-jobs: the first page of jobs that ran out of attempts. */
export function useFailedPaymentJobs() {
  return useQuery({
    queryKey: reconciliationKeys.failedJobs(),
    queryFn: async ({ signal }): Promise<{ items: AdminFailedJob[]; total: number }> =>
      unwrap(client.GET("/api/admin/payment-jobs", { params: { query: { page: 1 } }, signal }), signal),
  });
}

/** The day's CSV, downloaded by the browser itself (a plain link keeps the session cookie). */
export const reconciliationCsvUrl = (day: string, projectId?: string) =>
  `/api/admin/reconciliation/export.csv?${new URLSearchParams(projectId ? { day, project_id: projectId } : { day }).toString()}`;
