import fp from "fastify-plugin";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AppDeps } from "../app-deps.ts";
import { deleteOldMail, deliverDueMail } from "../mail/outbox.ts";
import { deleteExpiredIdempotencyKeys } from "../http/idempotency.ts";
import { withLiveChanges } from "../live/changes.ts";
import { runDueJobs, type JobHandlers, type WorkerReport } from "./queue/worker.ts";

export type SignatureJobReport = { contracts: string[]; reminders: number; expired: string[] };

/**
 * What the jobs do in the modules, given by the app's wiring (app-jobs.ts): this scheduler is kernel
 * and imports no module (decision 097).
 */
export type ModuleJobs = {
  /** Fails the raises whose deadline passed below their minimum; their project ids. */
  closeExpiredRaises(): Promise<string[]>;
  /** Releases the raises that succeeded once every withdrawal period ended; their project ids. */
  releaseDueProjects(): Promise<string[]>;
  /** Funds the distributions whose creator's Pix was credited and pays the shares whose investor now has a Pix key. */
  payDistributions(): Promise<{ funded: number; paid: number }>;
  /** SCP contracts, signing reminders and expiry events, by the app's clock. */
  signatures(): Promise<SignatureJobReport>;
  /** Expired sessions and tokens, old rate-limit rows, spent throttle counters, withdrawal hours that ended. */
  deleteExpiredRows(): Promise<void>;
  /** Releases the data exports whose link expired; how many. */
  releaseExpiredExports(): Promise<number>;
  /** Deletes uploads nothing references; how many. */
  deleteUnreferencedUploads(): Promise<number>;
  /** Queues the weekly summaries due at `now` (default: the clock); how many. */
  weeklySummaries(now?: Date): Promise<number>;
  /** Builds the pending data exports' ZIPs and mails their links; how many. */
  prepareDataExports(): Promise<number>;
  /** Each project's report of the quarter that ended; how many were sent. */
  sendDueQuarterReports(log: FastifyBaseLogger): Promise<number>;
  /** The durable jobs' handlers by kind (jobs/queue, docs/decisions/101-durable-job-queue.md). */
  durableJobHandlers: JobHandlers;
};

/** Each job run by hand (tests, scripts) or by the timers below. */
export type Jobs = {
  /** Sends the e-mails that are due; returns how many were sent. */
  deliverMail(): Promise<number>;
  /** Fails the raises whose deadline passed below their minimum; returns their project ids. */
  closeRaises(): Promise<string[]>;
  /** Releases to their creators the raises that succeeded, past every withdrawal period; returns their project ids. */
  releases(): Promise<string[]>;
  /** Distributions paid: fundings credited, shares that waited for a Pix key; how many of each. */
  distributionPayments(): Promise<{ funded: number; paid: number }>;
  /**
   * Signatures: SCP contracts of investments past their withdrawal period, reminders every 3 days,
   * and the "expired" event of requests whose due date passed (by the app's clock).
   */
  signatures(): Promise<SignatureJobReport>;
  /**
   * Deletes expired sessions, tokens, counters, idempotency keys, old sent mail, the ZIPs of expired
   * data exports and unused uploads.
   */
  cleanUp(): Promise<void>;
  /** Queues the weekly summaries that are due at `now` (default: the clock); returns how many. */
  weeklySummaries(now?: Date): Promise<number>;
  /** "Baixar meus dados": builds the pending exports' ZIPs and mails their links; returns how many. */
  dataExports(): Promise<number>;
  /** Once a quarter ended, each project's report of it to its investors; returns how many were sent. */
  quarterlyReports(): Promise<number>;
  /** Runs the due durable jobs (payment_jobs) this process has handlers for; what became of them. */
  durableJobs(): Promise<WorkerReport>;
};

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

const MAIL_EVERY_MS = 10_000;
const RAISES_EVERY_MS = 60_000;
/** A release is due at the end of a withdrawal period: within the minute after it. */
const RELEASES_EVERY_MS = 60_000;
/** A creator who paid a distribution sees it funded within seconds; an idle pass reads the distributions not yet funded. */
const DISTRIBUTION_PAYMENTS_EVERY_MS = 5_000;
const CLEAN_UP_EVERY_MS = 3600_000;
/** Each person's summary is due a week after their last; checking hourly keeps it within the hour. */
const WEEKLY_SUMMARIES_EVERY_MS = 3600_000;
const SIGNATURES_EVERY_MS = 60_000;
/** A request also starts a run at once (privacy routes); the timer catches the ones another process took in. */
const DATA_EXPORTS_EVERY_MS = 60_000;
/** The reports of a quarter go out within the hour after it ends (a run writes at most 20). */
const QUARTERLY_REPORTS_EVERY_MS = 3600_000;
/** Money's jobs (a refund, a payout) start within seconds of being queued; an idle look is one indexed query. */
const DURABLE_JOBS_EVERY_MS = 3_000;

/**
 * One job that never overlaps itself: a call while it runs waits for that run and then runs once
 * more, so work queued meanwhile is not missed.
 */
function serial<T>(task: () => Promise<T>) {
  let running: Promise<T> | null = null;
  let again: Promise<T> | null = null;
  const run = (): Promise<T> => {
    if (!running) {
      running = task().finally(() => (running = null));
      return running;
    }
    again ??= running.catch(() => undefined).then(() => ((again = null), run()));
    return again;
  };
  return run;
}

async function jobs(app: FastifyInstance, deps: AppDeps & { moduleJobs: ModuleJobs }) {
  const { db, config, mailer, storage, generation, moduleJobs } = deps;
  const deliverMail = serial(() =>
    deliverDueMail({
      db,
      mailer,
      storage,
      log: app.log,
      maxAttempts: config.mail.maxAttempts,
      baseDelaySeconds: config.mail.retryBaseSeconds,
    }),
  );
  /** Sends what a job just queued without waiting for the next tick; a shutdown waits for it. */
  const sendQueuedMail = () => void deps.work.track(deliverMail().catch(() => undefined));
  const closeRaises = serial(async () => {
    // Bells written by a job reach open tabs once its transactions committed (decision 048).
    const failed = await withLiveChanges(deps.signals, () => moduleJobs.closeExpiredRaises());
    if (failed.length) {
      void generation.bump(["projects", "chat"]); // cached lists must show the cancelled raises
      app.log.info({ projects: failed }, "failed raises closed");
      sendQueuedMail();
    }
    return failed;
  });
  const releases = serial(async () => {
    const released = await withLiveChanges(deps.signals, () => moduleJobs.releaseDueProjects());
    if (released.length) {
      void generation.bump(["projects"]);
      app.log.info({ projects: released }, "raises released");
    }
    return released;
  });
  const distributionPayments = serial(async () => {
    const report = await withLiveChanges(deps.signals, () => moduleJobs.payDistributions());
    if (report.funded || report.paid) {
      void generation.bump(["projects", "notifications"]);
      app.log.info(report, "distributions paid");
    }
    return report;
  });
  const cleanUp = serial(async () => {
    await moduleJobs.deleteExpiredRows();
    await deleteExpiredIdempotencyKeys(db);
    await deleteOldMail(db);
    // Before the unreferenced-uploads sweep, which then deletes the released ZIPs' rows and bytes.
    const released = await moduleJobs.releaseExpiredExports();
    if (released) app.log.info({ released }, "expired data exports released");
    const removed = await moduleJobs.deleteUnreferencedUploads();
    if (removed) app.log.info({ removed }, "unreferenced uploads deleted");
  });
  // Not serial(): each run claims every person's week in its own transaction, so overlapping runs send nothing twice.
  const weeklySummaries = async (now?: Date) => {
    const queued = await moduleJobs.weeklySummaries(now);
    if (queued) {
      app.log.info({ queued }, "weekly summaries queued");
      sendQueuedMail();
    }
    return queued;
  };
  const signatures = serial(async () => {
    const report = await withLiveChanges(deps.signals, () => moduleJobs.signatures());
    if (report.contracts.length || report.reminders || report.expired.length) {
      void generation.bump(["contracts"]); // the SCP contracts and trail events are new contract data
      app.log.info(report, "signature jobs");
      sendQueuedMail();
    }
    return report;
  });
  const dataExports = serial(async () => {
    const ready = await moduleJobs.prepareDataExports();
    if (ready) {
      app.log.info({ ready }, "data exports ready");
      sendQueuedMail();
    }
    return ready;
  });
  const quarterlyReports = serial(async () => {
    const sent = await withLiveChanges(deps.signals, () => moduleJobs.sendDueQuarterReports(app.log));
    if (sent) {
      void generation.bump(["documents", "files", "approvals", "notifications"]);
      app.log.info({ sent }, "quarterly reports sent");
      sendQueuedMail();
    }
    return sent;
  });
  // Set when the shutdown begins: a run in progress finishes its job and takes no other (decision 081).
  let stopping = false;
  const durableJobs = serial(async () => {
    // A job's bell entries and records changed (a Pix credited: decision 107) reach open pages.
    const report = await withLiveChanges(deps.signals, () =>
      runDueJobs({
        db,
        handlers: moduleJobs.durableJobHandlers,
        now: deps.now,
        log: app.log,
        stopping: () => stopping,
      }),
    );
    if (report.done || report.retried || report.failed) app.log.info(report, "durable jobs");
    // Money jobs move what cached reads show (a project's raised amount, a commitment ended): rare
    // enough that every domain moves.
    if (report.done) void generation.bump();
    return report;
  });
  app.decorate("jobs", {
    deliverMail,
    closeRaises,
    releases,
    distributionPayments,
    signatures,
    cleanUp,
    weeklySummaries,
    dataExports,
    quarterlyReports,
    durableJobs,
  } satisfies Jobs);
  app.addHook("preClose", async () => {
    stopping = true;
  });
  if (!config.jobs) return;

  const guarded = (name: string, task: () => Promise<unknown>) => () => {
    void deps.work.track(task().catch((err: unknown) => app.log.error({ err }, `${name} failed`)));
  };
  const timers = [
    setInterval(guarded("mail delivery", deliverMail), MAIL_EVERY_MS),
    setInterval(guarded("closing expired raises", closeRaises), RAISES_EVERY_MS),
    setInterval(guarded("releases", releases), RELEASES_EVERY_MS),
    setInterval(guarded("distribution payments", distributionPayments), DISTRIBUTION_PAYMENTS_EVERY_MS),
    setInterval(guarded("housekeeping", cleanUp), CLEAN_UP_EVERY_MS),
    setInterval(
      guarded("weekly summaries", () => weeklySummaries()),
      WEEKLY_SUMMARIES_EVERY_MS,
    ),
    setInterval(guarded("signatures", signatures), SIGNATURES_EVERY_MS),
    setInterval(guarded("data exports", dataExports), DATA_EXPORTS_EVERY_MS),
    setInterval(guarded("quarterly reports", quarterlyReports), QUARTERLY_REPORTS_EVERY_MS),
    setInterval(guarded("durable jobs", durableJobs), DURABLE_JOBS_EVERY_MS),
  ];
  for (const timer of timers) timer.unref();
  // A write may have queued mail: send it now rather than at the next tick, after the answer left.
  app.addHook("onResponse", (request, _reply, done) => {
    if (request.method !== "GET" && request.method !== "HEAD") guarded("mail delivery", deliverMail)();
    done();
  });
  app.addHook("onReady", async () => {
    for (const [name, task] of [
      ["closing expired raises", closeRaises],
      ["releases", releases],
      ["housekeeping", cleanUp],
      ["signatures", signatures],
      ["mail delivery", deliverMail],
      ["durable jobs", durableJobs],
    ] as const)
      guarded(name, task)();
  });
  // A run in progress is tracked in deps.work: the database closes after it (decision 081).
  app.addHook("preClose", async () => {
    for (const timer of timers) clearInterval(timer);
  });
}

/** Background jobs, registered by buildApp; `ALICERCE_JOBS=false` keeps the timers off (tests). */
export const jobsPlugin = fp(jobs, { name: "alicerce-jobs" });
