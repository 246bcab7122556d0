import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

export const PAYMENT_JOB_STATES = ["pending", "running", "done", "failed"] as const;
export type PaymentJobState = (typeof PAYMENT_JOB_STATES)[number];

export const paymentJobStateEnum = pgEnum("payment_job_state", PAYMENT_JOB_STATES);

/**
 * Durable jobs for the money's work (docs/decisions/101-durable-job-queue.md): written in the same
 * transaction as the change that asks for them, taken by a worker with `FOR UPDATE SKIP LOCKED` under a
 * lease, retried with exponential backoff, and `failed` after the last attempt for the admin to see.
 */
export const paymentJobs = pgTable(
  "payment_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Which registered handler runs it. */
    kind: text("kind").notNull(),
    /** The money's own id (a refund's, a payout's): enqueuing the same kind and key again adds nothing. */
    key: text("key").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    state: paymentJobStateEnum("state").notNull().default("pending"),
    /** Attempts started so far, counted when a worker takes the job. */
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    /** Not taken before then: the first run, or the next one after a backoff. */
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    /** The lease of the worker running it; once past, the job is taken again (its process died). */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    unique("payment_jobs_kind_key").on(t.kind, t.key),
    // What a worker looks for: due pending jobs, and running ones whose lease ran out.
    index("payment_jobs_due_idx")
      .on(t.runAfter)
      .where(sql`${t.state} = 'pending'`),
    index("payment_jobs_leased_idx")
      .on(t.lockedUntil)
      .where(sql`${t.state} = 'running'`),
    index("payment_jobs_failed_idx")
      .on(t.updatedAt)
      .where(sql`${t.state} = 'failed'`),
    check("payment_jobs_attempts", sql`${t.attempts} >= 0 and ${t.maxAttempts} >= 1`),
  ],
);
