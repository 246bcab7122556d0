import type { FastifyBaseLogger } from "fastify";
import type { AppDeps } from "./app-deps.ts";
import type { Database } from "./db/client.ts";
import type { ModuleJobs } from "./jobs/plugin.ts";
import type { JobHandlers } from "./jobs/queue/worker.ts";
import { deleteExpiredAuthRows } from "./modules/auth/index.ts";
import { diaryWeeklyDigest } from "./modules/diary/index.ts";
import { deleteUnreferencedUploads } from "./modules/files/index.ts";
import { closeExpiredRaises, commitmentJobHandlers, deletePassedWithdrawalHours } from "./modules/investments/index.ts";
import {
  chargeJobHandlers,
  pixInJobHandlers,
  refundJobHandlers,
  payoutJobHandlers,
  releaseDueProjects,
  payDistributions,
} from "./modules/payments/index.ts";
import { sendWeeklySummaries } from "./modules/notifications/index.ts";
import { prepareDataExports, releaseExpiredExports } from "./modules/privacy/index.ts";
import { sendDueQuarterReports } from "./modules/quarterly-reports/index.ts";
import { createScpContracts, recordExpiries, sendSignatureReminders } from "./modules/signatures/index.ts";
import { deleteExpiredCounters } from "./throttle/index.ts";

/**
 * Deletes rows that can no longer matter, each through the module or kernel service that owns the
 * table: expired sessions and verification tokens, old better-auth rate-limit rows, spent throttle
 * counters, the withdrawal-period hours that ended.
 */
export async function deleteExpiredRows(db: Database) {
  await deleteExpiredAuthRows(db);
  await deleteExpiredCounters(db);
  await deletePassedWithdrawalHours(db);
}

/**
 * The modules' share of the background jobs, wired here beside app.ts: the scheduler (jobs/plugin.ts)
 * is kernel and imports no module (decision 097). Each runs with the app's services and clock.
 */
export function moduleJobs(deps: AppDeps, extraJobHandlers: JobHandlers = {}): ModuleJobs {
  const { db, storage } = deps;
  const publicUrl = deps.config.publicUrl;
  return {
    // Raises that succeeded and whose withdrawal periods all ended, released to their creators (decision 114).
    releaseDueProjects: () =>
      releaseDueProjects({
        db,
        now: deps.now,
        escrowHolder: { name: deps.config.pix.escrow.holderName, document: deps.config.pix.escrow.holderCnpj },
      }),
    // Distributions funded by the creator's Pix, and shares that waited for a Pix key (decision 115).
    payDistributions: () => payDistributions(db),
    closeExpiredRaises: () => closeExpiredRaises({ db, publicUrl, signals: deps.signals }),
    // The date-driven work of signatures, each step idempotent (docs/product/documents-and-signatures.md):
    // SCP contracts for confirmed investments, reminders to pending signers, expiry events.
    signatures: async () => {
      const now = deps.now();
      const contracts = await createScpContracts({ db, storage, publicUrl, now });
      const reminders = await sendSignatureReminders({ db, publicUrl, now });
      const expired = await recordExpiries({ db, now });
      return { contracts, reminders, expired };
    },
    deleteExpiredRows: () => deleteExpiredRows(db),
    releaseExpiredExports: () => releaseExpiredExports(db, deps.now()),
    deleteUnreferencedUploads: () => deleteUnreferencedUploads({ db, storage }),
    weeklySummaries: (now?: Date) =>
      sendWeeklySummaries({
        db,
        publicUrl,
        // The diary's week of updates rides in the same e-mail, under the same switch (decision 058).
        digests: [diaryWeeklyDigest],
        ...(now ? { now } : {}),
      }),
    prepareDataExports: () => prepareDataExports({ db, storage, publicUrl, now: deps.now }),
    sendDueQuarterReports: (log: FastifyBaseLogger) =>
      sendDueQuarterReports({ db, storage, publicUrl, now: deps.now, log }),
    // Each module that queues durable jobs (payments: refunds, payouts) adds its handlers here by kind;
    // the extra ones are the tests' (BuildOptions.durableJobHandlers).
    durableJobHandlers: {
      ...chargeJobHandlers(deps),
      ...commitmentJobHandlers(deps),
      ...pixInJobHandlers(deps),
      ...refundJobHandlers(deps),
      ...payoutJobHandlers(deps),
      ...extraJobHandlers,
    },
  };
}
