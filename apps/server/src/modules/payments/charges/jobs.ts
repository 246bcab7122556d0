import type { AppDeps } from "../../../app-deps.ts";
import type { JobHandlers } from "../../../jobs/queue/worker.ts";
import { ISSUE_CHARGE_JOB } from "./create-charge.ts";
import { issueChargeJob } from "./issue-charge.ts";

/** The charges' durable jobs by kind (decision 107): issuing each charge's `cob` at the PSP. */
export function chargeJobHandlers(deps: AppDeps): JobHandlers {
  return { [ISSUE_CHARGE_JOB]: issueChargeJob(deps) };
}
