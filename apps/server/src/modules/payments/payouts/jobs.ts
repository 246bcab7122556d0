import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import type { JobHandlers } from "../../../jobs/queue/worker.ts";
import type { PixOutProvider } from "../../pix/index.ts";
import { pspOf } from "../charges/psp.ts";
import { runPayoutJob } from "./payout-job.ts";
import { PAYOUT_JOB_KIND } from "./request-payout.ts";

/** The escrow account's holder as the receipts name the payer of every payout and release. */
export const escrowHolderOf = (config: Config) => ({
  name: config.pix.escrow.holderName,
  document: config.pix.escrow.holderCnpj,
});

/**
 * The payouts' durable job, for app-jobs.ts. `pixOut` replaces the app's provider (the tests' crash between
 * the send and its answer); by default it is the sandbox's or Efí's, made on first use.
 */
export function payoutJobHandlers(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  pixOut?: () => PixOutProvider;
}): JobHandlers {
  const pixOut = deps.pixOut ?? (() => pspOf(deps.config).pixOut);
  const jobDeps = { db: deps.db, now: deps.now, pixOut, escrowHolder: escrowHolderOf(deps.config) };
  return { [PAYOUT_JOB_KIND]: (job) => runPayoutJob(jobDeps, job) };
}
