import { and, eq } from "drizzle-orm";
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
