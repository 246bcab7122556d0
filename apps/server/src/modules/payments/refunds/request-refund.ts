import { eq, and } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import {
  investments,
  paymentRefunds,
  type PaymentRefundCause,
  type PaymentRefundHeldIn,
} from "../../../db/schema/index.ts";
import { enqueue } from "../../../jobs/queue/enqueue.ts";

/** The durable job that gives one refund's money back (jobs/queue, decision 101). */
export const REFUND_JOB_KIND = "payments.refund";

export type RefundRequest = {
  /** The Pix to give back. */
  endToEndId: string;
  amountCents: number;
  /** A pt-BR sentence the investor reads: why the money goes back. */
  reason: string;
  cause: PaymentRefundCause;
  investmentId?: string | null;
  chargeId?: string | null;
  /**
   * Where the ledger holds the money now: a project's escrow (a paid commitment, the default when the
   * investment or project is known) or `unmatched` (a Pix that matched no charge).
   */
  heldIn?: PaymentRefundHeldIn;
  /** The project whose escrow holds it; read from the investment when not given. */
  projectId?: string | null;
  /** Whom to tell when it is done; the investment's investor when not given. */
  userId?: string | null;
  /** False for part of a Pix (a whole Pix is refunded at most once). */
  whole?: boolean;
};

export type RequestedRefund = { id: string; created: boolean };

/** A devolução's id as API Pix takes it (1 to 35 letters and digits): the refund's uuid without dashes. */
export function firstPspRefundId(refundId: string): string {
  return refundId.replaceAll("-", "");
}

/**
 * Records that money goes back and queues the job that asks the PSP for it, in the caller's
 * transaction (docs/decisions/111-refunds-and-withdrawal-period.md): the refund exists exactly when
 * the change that decided it committed. A whole Pix already being refunded answers its first refund
 * and writes nothing (`created: false`).
 */
export async function requestRefund(tx: Database, request: RefundRequest): Promise<RequestedRefund> {
  if (!Number.isSafeInteger(request.amountCents) || request.amountCents <= 0) {
    throw new RangeError(`a refund needs a positive whole number of cents, got ${request.amountCents}`);
  }
  if (!request.reason.trim()) throw new RangeError("a refund needs a reason for the investor");
  const whole = request.whole ?? true;
  if (whole) {
    const first = await existingWholeRefund(tx, request.endToEndId);
    if (first) return { id: first, created: false };
  }
  let projectId = request.projectId ?? null;
  let userId = request.userId ?? null;
  if (request.investmentId && (!projectId || !userId)) {
    const [investment] = await tx
      .select({ projectId: investments.projectId, investorId: investments.investorId })
      .from(investments)
      .where(eq(investments.id, request.investmentId));
    projectId ??= investment?.projectId ?? null;
    userId ??= investment?.investorId ?? null;
  }
  const heldIn = request.heldIn ?? (projectId ? "project_escrow" : "unmatched");
  if (heldIn === "project_escrow" && !projectId)
    throw new RangeError("a refund from a project's escrow names the project");
  const id = crypto.randomUUID();
  const [inserted] = await tx
    .insert(paymentRefunds)
    .values({
      id,
      endToEndId: request.endToEndId,
      pspRefundId: firstPspRefundId(id),
      investmentId: request.investmentId ?? null,
      chargeId: request.chargeId ?? null,
      projectId: heldIn === "project_escrow" ? projectId : null,
      userId,
      heldIn,
      amountCents: request.amountCents,
      whole,
      reason: request.reason,
      cause: request.cause,
    })
    .onConflictDoNothing()
    .returning({ id: paymentRefunds.id });
  if (!inserted) {
    // Another transaction refunded the same whole Pix first: its refund is the one.
    const first = await existingWholeRefund(tx, request.endToEndId);
    if (!first) throw new Error(`refund of ${request.endToEndId} was neither written nor found`);
    return { id: first, created: false };
  }
  await enqueue(tx, REFUND_JOB_KIND, id, {});
  return { id, created: true };
}

async function existingWholeRefund(tx: Database, endToEndId: string): Promise<string | null> {
  const [row] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.endToEndId, endToEndId), eq(paymentRefunds.whole, true)));
  return row?.id ?? null;
}
