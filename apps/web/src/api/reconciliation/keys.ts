// The admin's reconciliation desk (docs/product/payments.md#conciliacao-mesa-do-admin). A resolution, a
// retried job or an imported statement changes the day's differences, the trail and the balance together.
export const reconciliationKeys = {
  all: ["reconciliation"] as const,
  day: (day: string, projectId: string | undefined) => ["reconciliation", "day", day, projectId ?? null] as const,
  balance: () => ["reconciliation", "balance"] as const,
  failedJobs: () => ["reconciliation", "failed-jobs"] as const,
};
