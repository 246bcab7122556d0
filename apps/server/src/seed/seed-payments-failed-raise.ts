import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { investments, paymentRefunds, projects } from "../db/schema/index.ts";
import { centsToMoneyString } from "../lib/money.ts";
import { closeExpiredRaises } from "../modules/investments/index.ts";
import { createCharge, settleCharge, settleRefund } from "../modules/payments/index.ts";
import type { SignalBus } from "../realtime/signal-bus.ts";
import { FAILED_RAISE_TITLE } from "./demo-projects.ts";
import { DEMO_ESCROW_HOLDER } from "./seed-payments-receipts.ts";

const DAY = 24 * 3600 * 1000;

/** The failed raise's Pix and devoluções: "E"/"D", the sandbox participant's 8 digits, 23 more (32 in all). */
const pixOf = (n: number) => `E99999999DEMOFAILEDRAISE${String(n).padStart(8, "0")}`;
const devolucaoOf = (n: number) => `D99999999DEMOFAILEDRAISE${String(n).padStart(8, "0")}`;

/** The demo's history reaches no live page: nobody listens while the database is seeded. */
const quietSignals: SignalBus = {
  publish: () => undefined,
  subscribe: () => () => undefined,
  onResync: () => () => undefined,
  close: async () => undefined,
};

/**
 * The demo's failed raise (docs/decisions/111-refunds-and-withdrawal-period.md): Paula and Bruno paid their
 * commitments to Grupo Horizonte's open raise, whose deadline passed far under its minimum. The raise is closed by
 * the product's own job (`closeExpiredRaises`: commitments cancelled, every paid charge `refunding` with its refund,
 * the project back in planning) and each refund is settled as the PSP's DEVOLVIDO answers it (`settleRefund`: the
 * `refund:{id}` ledger transaction, the charge "Devolvido", the refund's receipt). Runs after the demo's charges and
 * before its received Pix and receipts, which cover these Pix like the others. Nobody is told by e-mail (the seed
 * discards the mail it queued); the bell keeps the cancellation's notice, as it would after the job.
 */
export async function seedPaymentFailedRaise(db: Database, deps: { userIds: Map<string, string> }) {
  const [project] = await db.select().from(projects).where(eq(projects.title, FAILED_RAISE_TITLE));
  if (!project) throw new Error(`demo project "${FAILED_RAISE_TITLE}" was not seeded`);
  const stakes = [
    { investorId: deps.userIds.get("paula@alicerce.dev")!, amountCents: 4_000_000, daysAgo: 40 },
    { investorId: deps.userIds.get("bruno@alicerce.dev")!, amountCents: 500_000, daysAgo: 30 },
  ];
  const total = stakes.reduce((sum, s) => sum + s.amountCents, 0);
  // Each commitment reserved its room when it was made; its Pix moves it to raised.
  await db
    .update(projects)
    .set({ reservedAmount: sql`${projects.reservedAmount} + ${centsToMoneyString(total)}` })
    .where(eq(projects.id, project.id));
  for (const [i, stake] of stakes.entries()) {
    const madeAt = new Date(Date.now() - stake.daysAgo * DAY);
    const [commitment] = await db
      .insert(investments)
      .values({
        projectId: project.id,
        investorId: stake.investorId,
        amount: centsToMoneyString(stake.amountCents),
        createdAt: madeAt,
        withdrawableUntil: new Date(madeAt.getTime() + 7 * DAY),
      })
      .returning({ id: investments.id });
    const charge = await createCharge(db, {
      purpose: "commitment",
      investmentId: commitment!.id,
      projectId: project.id,
      payerUserId: stake.investorId,
      amountCents: stake.amountCents,
      expiresAt: new Date(madeAt.getTime() + 3 * DAY),
    });
    const paid = await settleCharge(db, {
      txid: charge.txid,
      endToEndId: pixOf(i + 1),
      amountCents: stake.amountCents,
      paidAt: new Date(madeAt.getTime() + 3600_000),
      tellParties: false,
    });
    if (paid.outcome !== "credited") throw new Error("a commitment of the demo's failed raise was not credited");
  }

  const failed = await closeExpiredRaises({ db, publicUrl: "", signals: quietSignals });
  if (!failed.includes(project.id)) throw new Error(`the demo raise "${FAILED_RAISE_TITLE}" did not fail`);

  const refunds = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.projectId, project.id))
    .orderBy(paymentRefunds.endToEndId);
  if (refunds.length !== stakes.length) throw new Error("the demo's failed raise did not ask one refund per Pix");
  for (const [i, refund] of refunds.entries()) {
    const refundedAt = new Date(Date.now() - 5 * DAY + i * 60_000);
    await settleRefund(
      { db, now: () => refundedAt, publicUrl: "", escrowHolder: DEMO_ESCROW_HOLDER, tellInvestor: false },
      refund.id,
      {
        id: refund.pspRefundId,
        rtrId: devolucaoOf(i + 1),
        amountCents: refund.amountCents,
        status: "DEVOLVIDO",
        reason: null,
        requestedAt: refundedAt,
        settledAt: refundedAt,
      },
    );
  }
}
