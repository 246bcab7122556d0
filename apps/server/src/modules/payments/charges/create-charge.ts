import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { paymentCharges, type PaymentChargePurpose } from "../../../db/schema/index.ts";
import { enqueue } from "../../../jobs/queue/enqueue.ts";
import { newTxid } from "../../pix/index.ts";

export type PaymentCharge = typeof paymentCharges.$inferSelect;

export type NewPaymentCharge = {
  purpose: PaymentChargePurpose;
  /** The commitment it collects (purpose "commitment"). */
  investmentId?: string;
  /** The distribution it funds (purpose "distribution_funding"). */
  distributionId?: string;
  projectId: string;
  payerUserId: string;
  amountCents: number;
  expiresAt: Date;
};

/** The durable job that asks the PSP for the charge's `cob` (issue-charge.ts). */
export const ISSUE_CHARGE_JOB = "payments.charge.issue";

/**
 * Records a charge in the caller's transaction, with a txid made here before the PSP is called
 * (decision 099), and queues the job that issues its `cob` at the PSP, in the same transaction: a
 * crash or a PSP failure leaves the charge and its job, which retries. A commitment has one charge:
 * asking again for the same investment returns the first one (a retried "Pagar").
 */
export async function createCharge(tx: Database, input: NewPaymentCharge): Promise<PaymentCharge> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new RangeError(`a charge is a positive whole number of cents, got ${input.amountCents}`);
  if (input.investmentId) {
    const [existing] = await tx
      .select()
      .from(paymentCharges)
      .where(eq(paymentCharges.investmentId, input.investmentId));
    if (existing) return existing;
  }
  const [created] = await tx
    .insert(paymentCharges)
    .values({
      txid: newTxid(),
      purpose: input.purpose,
      investmentId: input.investmentId ?? null,
      distributionId: input.distributionId ?? null,
      projectId: input.projectId,
      payerUserId: input.payerUserId,
      amountCents: input.amountCents,
      expiresAt: input.expiresAt,
    })
    .returning();
  await enqueue(tx, ISSUE_CHARGE_JOB, created!.txid, { txid: created!.txid });
  return created!;
}
