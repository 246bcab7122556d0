import { ADMIN_PAGE_SIZE, type AdminFailedJob } from "@alicerce/shared/schemas/admin";
import type { Database } from "../../db/client.ts";
import type { ListPage } from "../../db/paging.ts";
import { failedJobs } from "../../jobs/queue/failed-jobs.ts";

/** The durable jobs that ran out of attempts, for the admin's desk (docs/decisions/101-durable-job-queue.md). */
export async function listFailedPaymentJobs(db: Database, page: number): Promise<ListPage<AdminFailedJob>> {
  const found = await failedJobs(db, { page, pageSize: ADMIN_PAGE_SIZE });
  return {
    ...found,
    items: found.items.map((job) => ({
      id: job.id,
      kind: job.kind,
      key: job.key,
      attempts: job.attempts,
      last_error: job.lastError,
      created_at: job.createdAt.toISOString(),
      failed_at: job.failedAt?.toISOString() ?? null,
    })),
  };
}
