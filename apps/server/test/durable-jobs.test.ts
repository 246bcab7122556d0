// The durable jobs table and its worker (docs/decisions/101-durable-job-queue.md): idempotent enqueue,
// one run per job with two processes racing, backoff then `failed`, a dead worker's lease taken again,
// and a shutdown that lets the job in hand finish and takes no other. Each "process" is an app on the
// same database (as in jobs-several-processes.test.ts); on PostgreSQL (TEST_DATABASE_URL) they use
// separate connections and truly race.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { enqueue } from "../src/jobs/queue/enqueue.ts";
import { failedJobs } from "../src/jobs/queue/failed-jobs.ts";
import { DEFAULT_LEASE_MS, runDueJobs, type JobHandlers, type QueuedJob } from "../src/jobs/queue/worker.ts";
import { retryDelayMs } from "../src/jobs/queue/backoff.ts";
import { createTestApp, sqlRows, type TestApp } from "./test-app.ts";

let offset = 0;
const now = () => new Date(Date.now() + offset);

/** A promise with its resolve function: a test's "go" signal, or the sign that something started. */
function signal<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Every run of a handler, by job key, across all the apps. */
const runs = new Map<string, number>();
const ran = (job: QueuedJob) => runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
/** The gated kind waits for the test: `started` resolves when a run begins, `release` lets it end. */
let gate = { started: signal<QueuedJob>(), release: signal() };
const events: string[] = [];

const handlers: JobHandlers = {
  count: async (job) => void ran(job),
  gated: async (job) => {
    ran(job);
    gate.started.resolve(job);
    await gate.release.promise;
    events.push(`finished ${job.key}`);
  },
  flaky: async (job) => {
    ran(job);
    throw new Error(`o PSP não respondeu (tentativa ${job.attempts})`);
  },
};

let t: TestApp;
let one: FastifyInstance;
let two: FastifyInstance;
const buildProcess = (jobs = false) =>
  buildApp(
    { ...t.config, jobs },
    { database: t.database, signals: t.database.signals, now, durableJobHandlers: handlers },
  );

beforeAll(async () => {
  t = await createTestApp({}, { now });
  [one, two] = await Promise.all([buildProcess(), buildProcess()]);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
  await t?.close();
});
beforeEach(() => {
  offset = 0;
  gate = { started: signal<QueuedJob>(), release: signal() };
  events.length = 0;
});

const db = () => t.database.db;
type JobRow = {
  state: string;
  attempts: number;
  run_after: string | Date;
  last_error: string | null;
  finished_at: string | Date | null;
};
const jobRow = async (id: string) =>
  (
    await sqlRows<JobRow>(
      db(),
      sql`select state, attempts, run_after, last_error, finished_at from payment_jobs where id = ${id}`,
    )
  )[0]!;
const msUntil = (at: string | Date) => new Date(at).getTime() - now().getTime();

describe("enqueue", () => {
  it("is idempotent by kind and key: the first job and its payload stay", async () => {
    const key = `refund:${randomUUID()}`;
    const first = await enqueue(db(), "count", key, { amountCents: 100 });
    const again = await db().transaction((tx) => enqueue(tx, "count", key, { amountCents: 999 }));
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
    const other = await enqueue(db(), "gated", key, {});
    expect(other.id).not.toBe(first.id);
    const [row] = await sqlRows<{ payload: unknown; n: number | string }>(
      db(),
      sql`select payload, (select count(*) from payment_jobs where key = ${key}) as n from payment_jobs where id = ${first.id}`,
    );
    expect(row).toEqual({ payload: { amountCents: 100 }, n: expect.anything() });
    expect(Number(row!.n)).toBe(2);
    await db().execute(sql`update payment_jobs set state = 'done' where key = ${key}`);
  });

  it("is not due before its runAfter", async () => {
    const key = randomUUID();
    await enqueue(db(), "count", key, {}, { runAfter: new Date(now().getTime() + 60_000) });
    await one.jobs.durableJobs();
    expect(runs.get(key)).toBeUndefined();
    offset = 61_000;
    await one.jobs.durableJobs();
    expect(runs.get(key)).toBe(1);
  });
});

describe("two processes", () => {
  it("run each of many jobs once when they race", async () => {
    const keys = Array.from({ length: 12 }, () => `race:${randomUUID()}`);
    for (const key of keys) await enqueue(db(), "count", key, {});
    const reports = await Promise.all([one.jobs.durableJobs(), two.jobs.durableJobs()]);
    expect(reports[0]!.done + reports[1]!.done).toBe(keys.length);
    expect(keys.map((key) => runs.get(key))).toEqual(keys.map(() => 1));
  });

  it("leave a job another one is running alone while its lease holds", async () => {
    const { id } = await enqueue(db(), "gated", `held:${randomUUID()}`, {});
    const first = one.jobs.durableJobs();
    const job = await gate.started.promise;
    expect(job).toMatchObject({ id, attempts: 1 });
    expect(await two.jobs.durableJobs()).toEqual({ done: 0, retried: 0, failed: 0 });
    gate.release.resolve();
    expect(await first).toMatchObject({ done: 1 });
    expect(runs.get(job.key)).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: "done", attempts: 1 });
  });
});

describe("failures", () => {
  it("retry after an exponential backoff with jitter, then end failed for the admin", async () => {
    const key = `flaky:${randomUUID()}`;
    const { id } = await enqueue(db(), "flaky", key, {}, { maxAttempts: 3 });
    await one.jobs.durableJobs();
    let row = await jobRow(id);
    expect(row).toMatchObject({ state: "pending", attempts: 1, last_error: "o PSP não respondeu (tentativa 1)" });
    // 10 s after the first attempt, between half and all of it.
    expect(msUntil(row.run_after)).toBeGreaterThanOrEqual(5_000 - 1_000);
    expect(msUntil(row.run_after)).toBeLessThanOrEqual(10_000);
    await two.jobs.durableJobs();
    expect(runs.get(key), "not due yet").toBe(1);

    offset = new Date(row.run_after).getTime() - Date.now() + 1;
    await two.jobs.durableJobs();
    row = await jobRow(id);
    expect(row).toMatchObject({ state: "pending", attempts: 2 });
    expect(msUntil(row.run_after)).toBeGreaterThanOrEqual(10_000 - 1_000);
    expect(msUntil(row.run_after)).toBeLessThanOrEqual(20_000);

    offset = new Date(row.run_after).getTime() - Date.now() + 1;
    expect(await one.jobs.durableJobs()).toMatchObject({ failed: 1 });
    row = await jobRow(id);
    expect(row).toMatchObject({ state: "failed", attempts: 3, last_error: "o PSP não respondeu (tentativa 3)" });
    expect(row.finished_at).not.toBeNull();

    offset += 24 * 3600_000;
    await one.jobs.durableJobs();
    expect(runs.get(key), "a failed job is not run again").toBe(3);
    const listed = await failedJobs(db());
    expect(listed.items).toContainEqual(
      expect.objectContaining({ id, kind: "flaky", key, attempts: 3, lastError: "o PSP não respondeu (tentativa 3)" }),
    );
  });

  it("grow the delay twofold per attempt up to the cap, jittered between half and all", () => {
    const options = { baseMs: 10_000, capMs: 3600_000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, { ...options, random: () => 1 }))).toEqual([
      10_000, 20_000, 40_000, 80_000,
    ]);
    expect(retryDelayMs(3, { ...options, random: () => 0 })).toBe(20_000);
    expect(retryDelayMs(30, { ...options, random: () => 1 })).toBe(3600_000);
  });
});

describe("a worker that dies mid-job", () => {
  /** A third process whose handler never ends until the test says so: a process killed mid-job. */
  const dyingWorker = () =>
    runDueJobs({
      db: db(),
      handlers: { gated: handlers.gated! },
      now,
      log: { warn: (_obj, msg) => events.push(msg) },
    });

  it("leaves a lease that expires; another process runs the job again, and the late finish changes nothing", async () => {
    const { id } = await enqueue(db(), "gated", `lease:${randomUUID()}`, {});
    const dying = dyingWorker();
    const job = await gate.started.promise;
    expect(await one.jobs.durableJobs()).toMatchObject({ done: 0 });

    offset = DEFAULT_LEASE_MS + 1_000;
    gate.started = signal<QueuedJob>();
    const rerun = one.jobs.durableJobs();
    expect(await gate.started.promise).toMatchObject({ id, attempts: 2 });
    gate.release.resolve();
    expect(await rerun).toMatchObject({ done: 1 });
    expect(await dying).toMatchObject({ done: 0 });
    expect(events).toContain("job finished after its lease was taken over");
    expect(runs.get(job.key)).toBe(2);
    expect(await jobRow(id)).toMatchObject({ state: "done", attempts: 2 });
  });

  it("on the last attempt ends the job failed instead of running it again", async () => {
    const { id } = await enqueue(db(), "gated", `last:${randomUUID()}`, {}, { maxAttempts: 1 });
    const dying = dyingWorker();
    const job = await gate.started.promise;
    offset = DEFAULT_LEASE_MS + 1_000;
    expect(await two.jobs.durableJobs()).toMatchObject({ failed: 1 });
    expect(await jobRow(id)).toMatchObject({ state: "failed", attempts: 1 });
    expect((await jobRow(id)).last_error).toMatch(/parou antes de terminar/);
    gate.release.resolve();
    await dying;
    expect(runs.get(job.key)).toBe(1);
    expect(await jobRow(id)).toMatchObject({ state: "failed" });
  });
});

describe("shutdown", () => {
  it("lets the job in hand finish before the app closes, and takes no other", async () => {
    const first = await enqueue(db(), "gated", `shutdown-1:${randomUUID()}`, {});
    const second = await enqueue(
      db(),
      "gated",
      `shutdown-2:${randomUUID()}`,
      {},
      {
        runAfter: new Date(now().getTime() + 1),
      },
    );
    // With its timers on, the app starts a run as soon as it is ready (jobs/plugin.ts).
    const app = await buildProcess(true);
    // Registered after the app's own: once it runs, the jobs' preClose has marked the shutdown.
    const shuttingDown = signal();
    app.addHook("preClose", async () => shuttingDown.resolve());
    await app.ready();
    const job = await gate.started.promise;
    expect(job.id).toBe(first.id);
    offset = 1_000; // the second job is due now
    const closing = app.close().then(() => events.push("closed"));
    await shuttingDown.promise;
    gate.release.resolve();
    await closing;
    expect(events).toEqual([`finished ${job.key}`, "closed"]);
    expect(await jobRow(first.id)).toMatchObject({ state: "done" });
    expect(await jobRow(second.id)).toMatchObject({ state: "pending", attempts: 0 });
    await db().execute(sql`update payment_jobs set state = 'done' where id = ${second.id}`);
  });
});
