import { eq } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { paymentCharges } from "../../../db/schema/index.ts";
import { conflict } from "../../../http/app-error.ts";
import { markPaymentStatus } from "../charges/charge-status.ts";
import { requestRefund } from "./request-refund.ts";
import { withdrawChargeAtPsp } from "./withdraw-charge.ts";

/** What became of a withdrawn commitment's money. */
export type WithdrawalPayment = "refund_requested" | "charge_cancelled" | "nothing_to_do";

/**
 * The money side of a withdrawal within the period (docs/product/payments.md#devolucoes), in the
 * withdrawal's transaction: a paid charge goes `refunding` and its refund is asked; a charge still
 * awaiting its Pix is cancelled (no money moved; a Pix that still arrives is refunded by the intake).
 * The charge's row lock decides a race with the release to the issuer: whoever moves `paid` first wins,
 * and money already released cannot be withdrawn.
 */
export async function refundWithdrawnCommitment(
  tx: Database,
  { investmentId, projectTitle }: { investmentId: string; projectTitle: string },
): Promise<WithdrawalPayment> {
  const [charge] = await tx
    .select({ id: paymentCharges.id })
    .from(paymentCharges)
    .where(eq(paymentCharges.investmentId, investmentId));
  if (!charge) return "nothing_to_do";
  // Under the charge's lock (markPaymentStatus takes it): the state read here is the one that holds.
  const [locked] = await tx
    .select({
      status: paymentCharges.status,
      txid: paymentCharges.txid,
      endToEndId: paymentCharges.endToEndId,
      amountCents: paymentCharges.amountCents,
    })
    .from(paymentCharges)
    .where(eq(paymentCharges.id, charge.id))
    .for("update");
  if (!locked) return "nothing_to_do";
  if (locked.status === "awaiting_payment") {
    await markPaymentStatus(tx, charge.id, "expired");
    await withdrawChargeAtPsp(tx, locked.txid);
    return "charge_cancelled";
  }
  if (locked.status === "released") {
    throw conflict("O valor deste investimento já foi liberado ao empreendedor; não é possível desistir.");
  }
  if (locked.status !== "paid" || !locked.endToEndId) return "nothing_to_do";
  await markPaymentStatus(tx, charge.id, "refunding");
  await requestRefund(tx, {
    endToEndId: locked.endToEndId,
    amountCents: locked.amountCents,
    reason: `Você desistiu do investimento no projeto "${projectTitle}" dentro do prazo de desistência.`,
    cause: "withdrawal",
    investmentId,
    chargeId: charge.id,
  });
  return "refund_requested";
}
