import { enqueue } from "../../../jobs/queue/enqueue.ts";
import type { Database } from "../../../db/client.ts";
import type { JobHandler } from "../../../jobs/queue/worker.ts";
import { PspNotFoundError, type ApiPixClient } from "../../pix/index.ts";

/** The durable job that withdraws a cancelled charge's `cob` at the PSP, keyed by its txid. */
export const WITHDRAW_CHARGE_JOB = "payments.charge.withdraw";

/**
 * A charge cancelled before its Pix came (its commitment withdrawn, its raise failed) is also withdrawn
 * at the PSP, so its QR stops being payable; queued in the cancelling transaction. A Pix that still
 * arrives (paid a moment before) finds the charge expired and the intake refunds it whole.
 */
export async function withdrawChargeAtPsp(tx: Database, txid: string): Promise<void> {
  await enqueue(tx, WITHDRAW_CHARGE_JOB, txid, { txid });
}

/**
 * The job's run: a `cob` still ATIVA is removed (PATCH REMOVIDA_PELO_USUARIO_RECEBEDOR); one already paid,
 * expired or removed, or never issued (the PSP does not know it), is left as it is.
 */
export function withdrawChargeJob(apiPix: () => ApiPixClient): JobHandler {
  return async (job) => {
    const txid = job.payload.txid;
    if (typeof txid !== "string") throw new Error(`job ${job.id} has no txid`);
    const client = apiPix();
    const remote = await client.getCharge(txid).catch((error: unknown) => {
      if (error instanceof PspNotFoundError) return null;
      throw error;
    });
    if (remote?.status === "ATIVA") await client.removeCharge(txid);
  };
}
