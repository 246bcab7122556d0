import { eq } from "drizzle-orm";
import type {
  ReconciliationResolution,
  ResolveDifferenceInput,
} from "@alicerce/shared/schemas/payments-reconciliation";
import type { Database } from "../../../db/client.ts";
import { escrowStatementLines } from "../../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../../http/app-error.ts";
import { jobById, retryFailedJob } from "../../../jobs/queue/retry-failed.ts";
import { markReceivedPixResolved } from "../pix-in/received-pix-reads.ts";
import { requestRefund } from "../refunds/request-refund.ts";
import { dayOf, type Difference } from "./differences.ts";
import { differencesOf } from "./report.ts";
import { saoPauloDay } from "./sao-paulo-day.ts";
import { RECONCILIATION_TEXTS } from "./texts.ts";
import { recordResolution, resolutionById, resolutionsOf } from "./trail.ts";

type Deps = { db: Database; now: () => Date };

/** Why a key is not an open difference of that day, in the sentence that helps most. */
async function notOpen(db: Database, key: string): Promise<AppError> {
  if ((await resolutionsOf(db, [key])).size > 0) return conflict(RECONCILIATION_TEXTS.alreadyResolved);
  const lineId = /^statement-line:([0-9a-f-]{36})$/i.exec(key)?.[1];
  if (lineId) {
    const [line] = await db
      .select({ id: escrowStatementLines.id })
      .from(escrowStatementLines)
      .where(eq(escrowStatementLines.id, lineId));
    if (line) return conflict(RECONCILIATION_TEXTS.lineAlreadyMatched);
  }
  return notFound(RECONCILIATION_TEXTS.unknownDifference);
}

/**
 * Gives an unmatched Pix back to whoever paid it: a refund through the refunds engine (held in `unmatched`,
 * the ledger moves when the PSP makes it), and the Pix leaves the unmatched list. Nothing is edited: the
 * refund is new money history, posted by its own flow.
 */
async function refundToPayer(tx: Database, difference: Difference) {
  const pix = difference.refundable;
  if (!pix) throw new AppError("VALIDATION_ERROR", RECONCILIATION_TEXTS.actionNotAllowed);
  await requestRefund(tx, {
    endToEndId: pix.endToEndId,
    amountCents: pix.amountCents,
    reason: RECONCILIATION_TEXTS.refundToPayer,
    cause: "admin",
    heldIn: "unmatched",
  });
  if (!(await markReceivedPixResolved(tx, pix.endToEndId))) throw conflict(RECONCILIATION_TEXTS.alreadyResolved);
}

/**
 * Resolves one of the day's differences with the admin's reason (docs/decisions/119-reconciliation-desk.md):
 * the difference is looked up again, the action must be one it allows, and the action and its trail row
 * commit together or not at all.
 */
export async function resolveDifference(
  { db }: Deps,
  adminId: string,
  input: Required<Pick<ResolveDifferenceInput, "day" | "key" | "action">> & { reason: string },
): Promise<ReconciliationResolution> {
  const { differences } = await differencesOf(db, input.day);
  const difference = differences.find((candidate) => candidate.key === input.key);
  if (!difference) throw await notOpen(db, input.key);
  if (!difference.actions.includes(input.action)) {
    throw new AppError("VALIDATION_ERROR", RECONCILIATION_TEXTS.actionNotAllowed, {
      action: [RECONCILIATION_TEXTS.actionNotAllowed],
    });
  }
  const id = await db.transaction(async (tx) => {
    if (input.action === "refund_payer") await refundToPayer(tx, difference);
    return recordResolution(tx, {
      differenceKey: difference.key,
      kind: difference.kind,
      action: input.action,
      reason: input.reason,
      amountCents: difference.amountCents,
      day: dayOf(difference),
      projectId: difference.projectId,
      resolvedBy: adminId,
    });
  });
  return resolutionById(db, id);
}

/**
 * "Tentar novamente" on a failed payment job: one more attempt, due now, with the admin's reason in the
 * trail. Every handler resumes from what it stored (a refund or a payout asks the PSP about its last id
 * before sending again, decisions 101, 111 and 114), so a retry never pays twice.
 */
export async function retryPaymentJob(
  { db, now }: Deps,
  adminId: string,
  jobId: string,
  reason: string,
): Promise<ReconciliationResolution> {
  const job = await jobById(db, jobId);
  if (!job) throw notFound(RECONCILIATION_TEXTS.jobNotFound);
  if (job.state !== "failed") throw conflict(RECONCILIATION_TEXTS.jobNotFailed);
  const at = now();
  const id = await db.transaction(async (tx) => {
    if (!(await retryFailedJob(tx, jobId, at))) throw conflict(RECONCILIATION_TEXTS.jobNotFailed);
    return recordResolution(tx, {
      differenceKey: `job:${job.id}:${job.attempts}`,
      kind: "payment_job_failed",
      action: "retry_job",
      reason,
      amountCents: 0,
      day: saoPauloDay(at),
      projectId: null,
      resolvedBy: adminId,
    });
  });
  return resolutionById(db, id);
}
