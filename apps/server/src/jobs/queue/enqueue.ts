import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentJobs } from "../../db/schema/index.ts";

export type EnqueueOptions = {
  /** Not run before then (default: as soon as a worker looks). */
  runAfter?: Date;
  /** Attempts before the job is `failed` (default: the column's, 8). */
  maxAttempts?: number;
};

/**
 * Asks for a job in the caller's transaction, so it exists exactly when the change that needs it
 * committed (docs/decisions/101-durable-job-queue.md). Idempotent by (kind, key): asking again for a
 * job already known adds nothing and returns the first one, whatever payload the second call carried
 * (the key is the money's own id, so the first payload is the one that counts).
 */
export async function enqueue(
  tx: Database,
  kind: string,
  key: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<{ id: string; created: boolean }> {
  if (!kind || !key) throw new Error("a job needs a kind and a key");
  const [inserted] = await tx
    .insert(paymentJobs)
    .values({
      kind,
      key,
      payload,
      ...(options.runAfter ? { runAfter: options.runAfter } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing({ target: [paymentJobs.kind, paymentJobs.key] })
    .returning({ id: paymentJobs.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await tx
    .select({ id: paymentJobs.id })
    .from(paymentJobs)
    .where(and(eq(paymentJobs.kind, kind), eq(paymentJobs.key, key)));
  if (!existing) throw new Error(`job ${kind}/${key} was neither queued nor found`);
  return { id: existing.id, created: false };
}

/**
 * Queues a job for each key a data-modifying statement returns, in that same statement (a CTE): the write
 * and its jobs commit together in one round trip, where a transaction around `enqueue` takes four
 * (docs/decisions/109-pix-webhook-intake-and-reconciler.md: the webhook's answer is this statement). `keys`
 * must return one text column named `key`; a key already queued for `kind` adds nothing. Returns the keys
 * the statement returned.
 */
export async function enqueueEach(db: Database, kind: string, keys: SQL): Promise<string[]> {
  if (!kind) throw new Error("a job needs a kind");
  const result = (await db.execute(sql`
    with written as (${keys}),
         queued as (
           insert into payment_jobs (kind, key, payload)
           select ${kind}, written.key, '{}'::jsonb from written
           on conflict (kind, key) do nothing)
    select key from written`)) as unknown as { rows: { key: string }[] };
  return result.rows.map((row) => row.key);
}
