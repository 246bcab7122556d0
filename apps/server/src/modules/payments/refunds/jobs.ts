import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import type { JobHandlers } from "../../../jobs/queue/worker.ts";
import type { ApiPixClient } from "../../pix/index.ts";
import { pspOf } from "../charges/psp.ts";
import { REFUND_JOB_KIND } from "./request-refund.ts";
import { runRefundJob } from "./refund-job.ts";
import { settleDepsOf } from "./settle-refund.ts";
import { WITHDRAW_CHARGE_JOB, withdrawChargeJob } from "./withdraw-charge.ts";

/**
 * The refunds' durable jobs (and the withdrawal of cancelled charges at the PSP), for app-jobs.ts. `apiPix` replaces the app's PSP client (the tests' crash
 * between the PUT and its answer); by default it is the sandbox's or the real PSP's, made on first use.
 */
export function refundJobHandlers(deps: {
  db: Database;
  config: Config;
  now: () => Date;
  apiPix?: () => ApiPixClient;
}): JobHandlers {
  const apiPix = deps.apiPix ?? (() => pspOf(deps.config).apiPix);
  const settle = settleDepsOf(deps.config, deps.db, deps.now);
  return {
    [REFUND_JOB_KIND]: (job) => runRefundJob({ ...settle, apiPix }, job),
    [WITHDRAW_CHARGE_JOB]: withdrawChargeJob(apiPix),
  };
}
