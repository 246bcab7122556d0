import { desc, inArray } from "drizzle-orm";
import type { InvestmentPayment } from "@alicerce/shared/schemas/payments";
import type { Database } from "../../../db/client.ts";
import { paymentRefunds, type PaymentRefundStatus } from "../../../db/schema/index.ts";

/** A refund as the `payment` contract carries it. */
export type PaymentRefundView = NonNullable<InvestmentPayment["refund"]>;

/** The investor sees a refund on its way as one state, whether it waits for the PSP or was sent. */
const VIEW_STATUS: Record<PaymentRefundStatus, PaymentRefundView["status"]> = {
  pending: "requested",
  sent: "requested",
  refunded: "refunded",
  failed: "failed",
};

/**
 * The `refund` of each investment's `payment` (the shared contract), by investment id: its latest
 * refund. Investments with no refund are absent.
 */
export async function refundsOfInvestments(
  db: Database,
  investmentIds: readonly string[],
): Promise<Map<string, PaymentRefundView>> {
  const views = new Map<string, PaymentRefundView>();
  if (investmentIds.length === 0) return views;
  const rows = await db
    .select({
      investmentId: paymentRefunds.investmentId,
      status: paymentRefunds.status,
      reason: paymentRefunds.reason,
      refundedAt: paymentRefunds.refundedAt,
      receiptId: paymentRefunds.receiptId,
    })
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.investmentId, [...investmentIds]))
    .orderBy(desc(paymentRefunds.requestedAt));
  for (const row of rows) {
    if (!row.investmentId || views.has(row.investmentId)) continue;
    views.set(row.investmentId, {
      status: VIEW_STATUS[row.status],
      reason: row.reason,
      refunded_at: row.refundedAt?.toISOString() ?? null,
      receipt_id: row.receiptId,
    });
  }
  return views;
}
