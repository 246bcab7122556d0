import { and, asc, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { paymentCharges } from "../../../db/schema/index.ts";
import { markPaymentStatus } from "../charges/charge-status.ts";
import { requestRefund } from "./request-refund.ts";
import { withdrawChargeAtPsp } from "./withdraw-charge.ts";

/** Charges read and refunded per round, so a raise with thousands of commitments never holds them all in memory. */
const BATCH = 200;

export type FailedRaiseRefunds = {
  /** The investors whose paid money goes back, each once. */
  refundedInvestors: Set<string>;
  refunds: number;
  cancelledCharges: number;
};

/**
 * A raise that ended under its minimum gives the money back (docs/product/payments.md#devolucoes), in the
 * transaction that fails it: every paid commitment's charge goes `refunding` and gets its own refund
 * (its own durable job), and every charge still awaiting its Pix is cancelled. A charge already
 * released is left alone: the charge's state, changed under its row lock, lets only one of the two
 * happen.
 */
export async function refundFailedRaise(
  tx: Database,
  projectId: string,
  projectTitle: string,
): Promise<FailedRaiseRefunds> {
  const result: FailedRaiseRefunds = { refundedInvestors: new Set(), refunds: 0, cancelledCharges: 0 };
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const batch = await tx
      .select({
        id: paymentCharges.id,
        status: paymentCharges.status,
        txid: paymentCharges.txid,
        investmentId: paymentCharges.investmentId,
        payer: paymentCharges.payerUserId,
        endToEndId: paymentCharges.endToEndId,
        amountCents: paymentCharges.amountCents,
      })
      .from(paymentCharges)
      .where(
        and(
          eq(paymentCharges.projectId, projectId),
          eq(paymentCharges.purpose, "commitment"),
          inArray(paymentCharges.status, ["awaiting_payment", "paid"]),
          gt(paymentCharges.id, after),
        ),
      )
      .orderBy(asc(paymentCharges.id))
      .limit(BATCH)
      .for("update");
    for (const charge of batch) {
      if (charge.status === "awaiting_payment") {
        await markPaymentStatus(tx, charge.id, "expired");
        await withdrawChargeAtPsp(tx, charge.txid);
        result.cancelledCharges++;
        continue;
      }
      if (!charge.endToEndId) continue;
      await markPaymentStatus(tx, charge.id, "refunding");
      await requestRefund(tx, {
        endToEndId: charge.endToEndId,
        amountCents: charge.amountCents,
        reason: `A captação do projeto "${projectTitle}" terminou sem atingir o valor mínimo.`,
        cause: "failed_raise",
        investmentId: charge.investmentId,
        chargeId: charge.id,
        userId: charge.payer,
        projectId,
      });
      result.refunds++;
      result.refundedInvestors.add(charge.payer);
    }
    if (batch.length < BATCH) return result;
    after = batch[batch.length - 1]!.id;
  }
}
