import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentJobs } from "../../db/schema/index.ts";

export type RetriedJob = { id: string; kind: string; key: string; attempts: number };

/**
 * Gives a `failed` job one more attempt, due now (the admin's "Tentar novamente",
 * docs/decisions/119-reconciliation-desk.md). Safe by the queue's own rule: a handler is idempotent by its
 * key and asks the PSP for the id's state before sending again (decision 101), so a job that failed after
 * its money moved finds it moved. Its attempts and last error stay as they were. Null when the job is
 * unknown or not `failed` (someone retried it first): nothing is written then.
 */
export async function retryFailedJob(tx: Database, id: string, now: Date): Promise<RetriedJob | null> {
  const [retried] = await tx
    .update(paymentJobs)
    .set({
      state: "pending",
      maxAttempts: sql`${paymentJobs.attempts} + 1`,
      runAfter: now,
      lockedUntil: null,
      finishedAt: null,
      updatedAt: now,
    })
    .where(and(eq(paymentJobs.id, id), eq(paymentJobs.state, "failed")))
    .returning({ id: paymentJobs.id, kind: paymentJobs.kind, key: paymentJobs.key, attempts: paymentJobs.attempts });
  return retried ?? null;
}

/** A job's state and attempts, for the desk to name what it retries. */
export async function jobById(db: Database, id: string) {
  const [job] = await db
    .select({
      id: paymentJobs.id,
      kind: paymentJobs.kind,
      key: paymentJobs.key,
      state: paymentJobs.state,
      attempts: paymentJobs.attempts,
      lastError: paymentJobs.lastError,
    })
    .from(paymentJobs)
    .where(eq(paymentJobs.id, id));
  return job ?? null;
}
