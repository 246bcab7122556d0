import type { AppDeps } from "../../app-deps.ts";
import type { JobHandlers } from "../../jobs/queue/worker.ts";
import { EXPIRE_COMMITMENT_JOB, expireCommitmentJob } from "./commitment-expiry.ts";

/** The commitments' durable jobs by kind (decision 107): ending a commitment whose Pix did not come. */
export function commitmentJobHandlers(deps: AppDeps): JobHandlers {
  return { [EXPIRE_COMMITMENT_JOB]: expireCommitmentJob(deps) };
}
