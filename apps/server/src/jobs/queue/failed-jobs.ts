import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { readPage, type ListPage } from "../../db/paging.ts";
import { paymentJobs } from "../../db/schema/index.ts";

export type FailedJob = {
  id: string;
  kind: string;
  key: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  failedAt: Date | null;
};

/** The jobs that ran out of attempts, latest failure first: what the admin's desk lists (decision 099). */
export function failedJobs(
  db: Database,
  { page = 1, pageSize = 50 }: { page?: number; pageSize?: number } = {},
): Promise<ListPage<FailedJob>> {
  return readPage({
    rows: db
      .select({
        id: paymentJobs.id,
        kind: paymentJobs.kind,
        key: paymentJobs.key,
        attempts: paymentJobs.attempts,
        lastError: paymentJobs.lastError,
        createdAt: paymentJobs.createdAt,
        failedAt: paymentJobs.finishedAt,
      })
      .from(paymentJobs)
      .where(eq(paymentJobs.state, "failed"))
      .orderBy(desc(paymentJobs.updatedAt), desc(paymentJobs.id))
      .$dynamic(),
    count: db.select({ n: count() }).from(paymentJobs).where(eq(paymentJobs.state, "failed")),
    page,
    pageSize,
  });
}
