import { eq, sql } from "drizzle-orm";
import type { PaymentStatus } from "@alicerce/shared/schemas/payments";
import type { Database } from "../../../db/client.ts";
import { paymentCharges } from "../../../db/schema/index.ts";

/**
 * The payment's state machine (docs/decisions/107-payment-states-raised-and-reserved.md): a charge
 * awaits its Pix, then is paid or expires; paid money is released to the issuer or refunded; a refund
 * that could not be made leaves the money paid (the refunds engine retries or the desk resolves it).
 */
const NEXT: Record<PaymentStatus, readonly PaymentStatus[]> = {
  awaiting_payment: ["paid", "expired"],
  paid: ["refunding", "released"],
  refunding: ["refunded", "paid"],
  refunded: [],
  released: [],
  expired: [],
};

export const mayMoveTo = (from: PaymentStatus, to: PaymentStatus) => from === to || NEXT[from].includes(to);

export class PaymentStatusError extends Error {}

/**
 * Moves a charge to `status` (refunds: refunding, refunded; releases: released; the expiry: expired),
 * under the charge's row lock. Setting the state it already has is a no-op (a retried job); a move the
 * state machine forbids throws, writing nothing. Returns the state the charge had.
 */
export async function markPaymentStatus(tx: Database, chargeId: string, status: PaymentStatus): Promise<PaymentStatus> {
  const [charge] = await tx
    .select({ status: paymentCharges.status })
    .from(paymentCharges)
    .where(eq(paymentCharges.id, chargeId))
    .for("update");
  if (!charge) throw new PaymentStatusError(`payment charge ${chargeId} does not exist`);
  if (!mayMoveTo(charge.status, status))
    throw new PaymentStatusError(`payment charge ${chargeId} cannot go from ${charge.status} to ${status}`);
  if (charge.status !== status)
    await tx
      .update(paymentCharges)
      .set({ status, statusChangedAt: sql`now()` })
      .where(eq(paymentCharges.id, chargeId));
  return charge.status;
}
