import { eq } from "drizzle-orm";
import { paymentRefunds } from "../../../db/schema/index.ts";
import type { QueuedJob } from "../../../jobs/queue/worker.ts";
import { PspNotFoundError, type ApiPixClient, type Refund } from "../../pix/index.ts";
import { firstPspRefundId } from "./request-refund.ts";
import { settleRefund, type SettleDeps } from "./settle-refund.ts";

export type RefundJobDeps = SettleDeps & {
  /** The app's API Pix client (the sandbox PSP's or the real one's), asked for when a job runs. */
  apiPix: () => ApiPixClient;
};

/** Why a run ends without a final answer; thrown so the queue retries it with its backoff. */
export class RefundNotFinished extends Error {}

const DESCRIPTION = "Devolução Alicerce";

/**
 * A devolução the PSP did not make (NAO_REALIZADO) is final for its id: the next one needs a new id,
 * the refund's own followed by "R" and the number of the attempt (at most 35 characters).
 */
export function nextPspRefundId(refundId: string, attempt: number): string {
  return attempt <= 1 ? firstPspRefundId(refundId) : `${firstPspRefundId(refundId)}R${attempt}`;
}

/**
 * One run of a refund's durable job (docs/decisions/111-refunds-and-withdrawal-period.md). The
 * devolução's id is stored before the PSP is asked, and a refund already sent is first asked about
 * (`GET …/devolucao/{id}`), so a run after a crash between the `PUT` and its answer never gives the money
 * back twice. DEVOLVIDO settles it (ledger, charge, investor) in one transaction; EM_PROCESSAMENTO and
 * a failure of the PSP are retried with the queue's backoff; NAO_REALIZADO is retried under a new id;
 * after the job's last attempt the refund is `failed` for the admin, whose "Tentar novamente" gives the job
 * one more run that resumes it.
 */
export async function runRefundJob(deps: RefundJobDeps, job: QueuedJob): Promise<void> {
  try {
    await advanceRefund(deps, job.key);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = job.attempts >= job.maxAttempts;
    await deps.db
      .update(paymentRefunds)
      .set({
        lastError: message.slice(0, 2000),
        ...(last ? { status: "failed" as const, failedAt: deps.now() } : {}),
        updatedAt: deps.now(),
      })
      .where(eq(paymentRefunds.id, job.key));
    throw error;
  }
}

/** Which devolução an id is: the refund's own id is the 1st, `{id}R{n}` the n-th. */
export function devolucaoNumber(pspRefundId: string): number {
  const match = /R(\d+)$/.exec(pspRefundId);
  return match ? Number(match[1]) : 1;
}

async function advanceRefund(deps: RefundJobDeps, refundId: string): Promise<void> {
  const [refund] = await deps.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!refund) throw new Error(`refund ${refundId} not found`);
  if (refund.status === "refunded") return;
  const apiPix = deps.apiPix();
  const number = devolucaoNumber(refund.pspRefundId);
  let answer: Refund | null = null;
  // Sent before with its answer unknown (a crash, a timeout), or failed and given one more attempt by the
  // admin (whatever its last run did): the PSP says what became of that id before anything is sent.
  if (refund.status === "sent" || refund.status === "failed") {
    answer = await apiPix.getRefund(refund.endToEndId, refund.pspRefundId).catch((error: unknown) => {
      if (error instanceof PspNotFoundError) return null;
      throw error;
    });
  }
  if (!answer) {
    // Recorded as sent before the call: from here on, a run asks before sending again.
    await deps.db
      .update(paymentRefunds)
      .set({ status: "sent", attempts: number, sentAt: deps.now(), failedAt: null, updatedAt: deps.now() })
      .where(eq(paymentRefunds.id, refundId));
    answer = await apiPix.requestRefund({
      endToEndId: refund.endToEndId,
      id: refund.pspRefundId,
      amountCents: refund.amountCents,
      description: DESCRIPTION,
    });
  }
  if (answer.status === "DEVOLVIDO") {
    await settleRefund(deps, refundId, answer);
    return;
  }
  if (answer.status === "EM_PROCESSAMENTO") {
    await deps.db
      .update(paymentRefunds)
      .set({ status: "sent", pspRtrId: answer.rtrId, failedAt: null, updatedAt: deps.now() })
      .where(eq(paymentRefunds.id, refundId));
    throw new RefundNotFinished(`A devolução ${refund.pspRefundId} ainda está em processamento no PSP.`);
  }
  // NAO_REALIZADO: this id is spent; the next run asks again under a new one.
  await deps.db
    .update(paymentRefunds)
    .set({
      status: "pending",
      attempts: number,
      pspRefundId: nextPspRefundId(refundId, number + 1),
      failedAt: null,
      updatedAt: deps.now(),
    })
    .where(eq(paymentRefunds.id, refundId));
  throw new RefundNotFinished(
    `O PSP não realizou a devolução ${refund.pspRefundId}${answer.reason ? `: ${answer.reason}` : "."}`,
  );
}
