import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { investments, projects } from "../db/schema/index.ts";
import {
  createCharge,
  markPaymentStatus,
  requestRefund,
  settleCharge,
  settleRefund,
} from "../modules/payments/index.ts";

const DAY = 24 * 3600 * 1000;

/** The demo refund's Pix: "E", the sandbox participant's 8 digits, 23 letters and digits (32 in all). */
const DEMO_REFUNDED_PIX = "E99999999DEMOREFUND0000000000001";

/**
 * The demo's refund (docs/decisions/111-refunds-and-withdrawal-period.md): Bruno paid a commitment
 * last week and withdrew it two days later, within the period; the money went back through the product's
 * own path (settleCharge, requestRefund, settleRefund: the `pix-in` and `refund` ledger transactions, the
 * charge "Devolvido"). No bell, e-mail or receipt: it is history.
 */
export async function seedPaymentRefunds(db: Database, deps: { userIds: Map<string, string> }) {
  const bruno = deps.userIds.get("bruno@alicerce.dev")!;
  const [open] = await db
    .select({
      id: projects.id,
      title: projects.title,
      minInvestment: projects.minInvestment,
      raisedAmount: projects.raisedAmount,
      reservedAmount: projects.reservedAmount,
    })
    .from(projects)
    .innerJoin(investments, and(eq(investments.projectId, projects.id), eq(investments.investorId, bruno)))
    .where(and(eq(projects.status, "funding_open"), gt(projects.raisedAmount, "0")))
    .orderBy(projects.title)
    .limit(1);
  if (!open) throw new Error("no open demo raise with a commitment of bruno@");
  const amount = open.minInvestment ?? "1000.00";
  const amountCents = Math.round(Number(amount) * 100);
  const madeAt = new Date(Date.now() - 7 * DAY);
  const withdrawnAt = new Date(madeAt.getTime() + 2 * DAY);
  const [withdrawn] = await db
    .insert(investments)
    .values({
      projectId: open.id,
      investorId: bruno,
      amount,
      status: "withdrawn",
      withdrawnAt,
      createdAt: madeAt,
      withdrawableUntil: new Date(madeAt.getTime() + 7 * DAY),
    })
    .returning();
  const charge = await createCharge(db, {
    purpose: "commitment",
    investmentId: withdrawn!.id,
    projectId: open.id,
    payerUserId: bruno,
    amountCents,
    expiresAt: new Date(madeAt.getTime() + 3 * DAY),
  });
  const paid = await settleCharge(db, {
    txid: charge.txid,
    endToEndId: DEMO_REFUNDED_PIX,
    amountCents,
    paidAt: new Date(madeAt.getTime() + 3600_000),
    tellParties: false,
  });
  if (paid.outcome !== "credited") throw new Error("the demo refund's commitment was not credited");
  // settleCharge moved the amount into the raise; the withdrawal took it out again: the figures are as before.
  await db
    .update(projects)
    .set({ raisedAmount: open.raisedAmount, reservedAmount: open.reservedAmount })
    .where(eq(projects.id, open.id));
  await markPaymentStatus(db, charge.id, "refunding");
  const { id } = await requestRefund(db, {
    endToEndId: DEMO_REFUNDED_PIX,
    amountCents,
    reason: `Você desistiu do investimento no projeto "${open.title}" dentro do prazo de desistência.`,
    cause: "withdrawal",
    investmentId: withdrawn!.id,
    chargeId: charge.id,
  });
  const refundedAt = new Date(withdrawnAt.getTime() + 60_000);
  await settleRefund(
    {
      db,
      now: () => refundedAt,
      publicUrl: "",
      // The escrow's holder is the server's configuration, which the demo data does not read: no receipt.
      escrowHolder: null,
      tellInvestor: false,
    },
    id,
    {
      id: id.replaceAll("-", ""),
      rtrId: "D99999999DEMOREFUND0000000000001",
      amountCents,
      status: "DEVOLVIDO",
      reason: null,
      requestedAt: withdrawnAt,
      settledAt: refundedAt,
    },
  );
}
