import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { paymentJobs } from "../../db/schema/index.ts";
import { retryDelayMs } from "./backoff.ts";

/** A job as its handler receives it. */
export type QueuedJob = {
  id: string;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  /** This run's number, from 1. */
  attempts: number;
  maxAttempts: number;
};

/**
 * Does the job's work. It may run again after a crash (the lease expired) or a failure, so it must be
 * idempotent by the job's key (decision 099: ask the PSP for the id's state before sending again).
 * Throwing schedules a retry; the message is kept as the job's last error.
 */
export type JobHandler = (job: QueuedJob) => Promise<void>;

/** The handler of each kind this process runs; a kind no process handles waits (it is never failed for that). */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

export type WorkerOptions = {
  db: Database;
  handlers: JobHandlers;
  /** The app's clock: due times, leases and backoff all count from it. */
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  /** How long a taken job is this worker's; past it another worker takes it again. */
  leaseMs?: number;
  retryBaseMs?: number;
  retryCapMs?: number;
  random?: () => number;
  /** Most jobs run by one call, so a long queue does not hold a shutdown or the timer for long. */
  maxJobs?: number;
  /** Checked before each job is taken: true once the process is shutting down. */
  stopping?: () => boolean;
};

export type WorkerReport = { done: number; retried: number; failed: number };

export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_RETRY_BASE_MS = 10_000;
export const DEFAULT_RETRY_CAP_MS = 3600_000;

const MAX_ERROR_LENGTH = 2000;

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, MAX_ERROR_LENGTH);

/** Takes the next due job of these kinds, or one whose lease ran out, and leases it to this worker. */
async function claimNext(db: Database, kinds: string[], now: Date, leaseMs: number): Promise<QueuedJob | null> {
  const due = db
    .select({ id: paymentJobs.id })
    .from(paymentJobs)
    .where(
      and(
        inArray(paymentJobs.kind, kinds),
        or(
          and(eq(paymentJobs.state, "pending"), lte(paymentJobs.runAfter, now)),
          and(
            eq(paymentJobs.state, "running"),
            lte(paymentJobs.lockedUntil, now),
            sql`${paymentJobs.attempts} < ${paymentJobs.maxAttempts}`,
          ),
        ),
      ),
    )
    .orderBy(asc(paymentJobs.runAfter))
    .limit(1)
    // Another worker's job in the middle of being taken is skipped, not waited for (decision 099).
    .for("update", { skipLocked: true });
  const [claimed] = await db
    .update(paymentJobs)
    .set({
      state: "running",
      attempts: sql`${paymentJobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(inArray(paymentJobs.id, due))
    .returning({
      id: paymentJobs.id,
      kind: paymentJobs.kind,
      key: paymentJobs.key,
      payload: paymentJobs.payload,
      attempts: paymentJobs.attempts,
      maxAttempts: paymentJobs.maxAttempts,
    });
  return claimed ?? null;
}

/**
 * A job whose worker died on its last attempt (lease run out, no attempt left) is not taken again:
 * it ends `failed` for the admin, like one whose last attempt threw.
 */
async function failAbandonedLastAttempts(db: Database, kinds: string[], now: Date): Promise<number> {
  const abandoned = await db
    .update(paymentJobs)
    .set({
      state: "failed",
      lockedUntil: null,
      lastError: "O processo que executava a última tentativa parou antes de terminar.",
      updatedAt: now,
      finishedAt: now,
    })
    .where(
      and(
        inArray(paymentJobs.kind, kinds),
        eq(paymentJobs.state, "running"),
        lte(paymentJobs.lockedUntil, now),
        sql`${paymentJobs.attempts} >= ${paymentJobs.maxAttempts}`,
      ),
    )
    .returning({ id: paymentJobs.id });
  return abandoned.length;
}

/** The run's writes apply only while the job is still this run's: same attempt, still running. */
const stillOurs = (job: QueuedJob) =>
  and(eq(paymentJobs.id, job.id), eq(paymentJobs.state, "running"), eq(paymentJobs.attempts, job.attempts));

/**
 * Runs the due jobs of the kinds in `handlers`, one at a time, until none is due (or `maxJobs`, or a
 * shutdown). Each job is taken in its own short statement (`FOR UPDATE SKIP LOCKED`, so two processes
 * never take the same one) and leased; its handler runs outside any transaction; then it is `done`, or
 * back to `pending` after an exponential backoff with jitter, or `failed` after its last attempt.
 */
export async function runDueJobs(options: WorkerOptions): Promise<WorkerReport> {
  const { db, handlers, log } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const report: WorkerReport = { done: 0, retried: 0, failed: 0 };
  const kinds = Object.keys(handlers);
  if (!kinds.length) return report;
  report.failed += await failAbandonedLastAttempts(db, kinds, options.now());
  for (let run = 0; run < (options.maxJobs ?? 50) && !options.stopping?.(); run++) {
    const job = await claimNext(db, kinds, options.now(), leaseMs);
    if (!job) break;
    let failure: unknown = null;
    try {
      await handlers[job.kind]!(job);
    } catch (err) {
      failure = err ?? new Error("job failed");
    }
    const now = options.now();
    if (failure === null) {
      const marked = await db
        .update(paymentJobs)
        .set({ state: "done", lockedUntil: null, updatedAt: now, finishedAt: now })
        .where(stillOurs(job))
        .returning({ id: paymentJobs.id });
      if (marked.length) report.done++;
      else log.warn({ job: job.id, kind: job.kind }, "job finished after its lease was taken over");
      continue;
    }
    const last = job.attempts >= job.maxAttempts;
    const delay = retryDelayMs(job.attempts, {
      baseMs: options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS,
      capMs: options.retryCapMs ?? DEFAULT_RETRY_CAP_MS,
      ...(options.random ? { random: options.random } : {}),
    });
    const marked = await db
      .update(paymentJobs)
      .set({
        state: last ? "failed" : "pending",
        lockedUntil: null,
        lastError: errorText(failure),
        ...(last ? {} : { runAfter: new Date(now.getTime() + delay) }),
        updatedAt: now,
        finishedAt: last ? now : null,
      })
      .where(stillOurs(job))
      .returning({ id: paymentJobs.id });
    if (!marked.length) log.warn({ job: job.id, kind: job.kind }, "job failed after its lease was taken over");
    else if (last) report.failed++;
    else report.retried++;
    log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, err: errorText(failure) }, "job attempt failed");
  }
  return report;
}
