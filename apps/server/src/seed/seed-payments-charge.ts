import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { investments, paymentCharges, projects } from "../db/schema/index.ts";
import { enqueue } from "../jobs/queue/enqueue.ts";
import { EXPIRE_COMMITMENT_JOB, EXPIRED_REASON } from "../modules/investments/index.ts";
import { createCharge, markPaymentStatus, settleCharge } from "../modules/payments/index.ts";
import { centsToMoneyString } from "../lib/money.ts";

const DAY = 24 * 3600 * 1000;

/** A demo endToEndId: "E", the sandbox participant's 8 digits, 23 letters and digits (32 in all). */
const demoEndToEndId = (n: number) => `E99999999DEMO${String(n).padStart(19, "0")}`;

/**
 * The demo's money (docs/decisions/107-payment-states-raised-and-reserved.md): every active demo
 * commitment was paid, through the product's own path (a charge, settleCharge, its `pix-in` ledger
 * transaction), so each raised figure is what it was and the ledger holds it in escrow; then Bruno has
 * one commitment awaiting its Pix (reserved, not raised) and one that expired unpaid.
 */
export async function seedPaymentCharges(db: Database, deps: { userIds: Map<string, string> }) {
  const active = await db.select().from(investments).where(eq(investments.status, "active"));
  // The demo wrote its raised totals directly: they become reserved, and each payment moves its share back.
  await db.execute(sql`update projects p set
      reserved_amount = s.total, raised_amount = p.raised_amount - s.total
    from (select project_id, sum(amount) as total from investments where status = 'active' group by project_id) s
    where s.project_id = p.id`);
  let n = 0;
  for (const commitment of active) {
    const amountCents = Math.round(Number(commitment.amount) * 100);
    const charge = await createCharge(db, {
      purpose: "commitment",
      investmentId: commitment.id,
      projectId: commitment.projectId,
      payerUserId: commitment.investorId,
      amountCents,
      expiresAt: new Date(commitment.createdAt.getTime() + 3 * DAY),
    });
    const paidAt = new Date(commitment.createdAt.getTime() + 3600_000);
    const settled = await settleCharge(db, {
      txid: charge.txid,
      endToEndId: demoEndToEndId(++n),
      amountCents,
      paidAt,
      tellParties: false,
    });
    if (settled.outcome !== "credited") throw new Error(`demo commitment ${commitment.id} was not credited`);
  }

  const bruno = deps.userIds.get("bruno@alicerce.dev")!;
  const [open] = await db
    .select({ id: projects.id, minInvestment: projects.minInvestment })
    .from(projects)
    .innerJoin(investments, and(eq(investments.projectId, projects.id), eq(investments.investorId, bruno)))
    .where(and(eq(projects.status, "funding_open"), gt(projects.raisedAmount, "0")))
    .orderBy(projects.title)
    .limit(1);
  if (!open) throw new Error("no open demo raise with a commitment of bruno@");
  const amount = open.minInvestment ?? "1000.00";
  const amountCents = Math.round(Number(amount) * 100);

  // One awaiting its Pix: made yesterday, two days left to pay; its room is reserved.
  const madeAt = new Date(Date.now() - DAY);
  const [awaiting] = await db
    .insert(investments)
    .values({
      projectId: open.id,
      investorId: bruno,
      amount,
      createdAt: madeAt,
      withdrawableUntil: new Date(madeAt.getTime() + 7 * DAY),
    })
    .returning();
  const awaitingCharge = await createCharge(db, {
    purpose: "commitment",
    investmentId: awaiting!.id,
    projectId: open.id,
    payerUserId: bruno,
    amountCents,
    expiresAt: new Date(madeAt.getTime() + 3 * DAY),
  });
  await enqueue(
    db,
    EXPIRE_COMMITMENT_JOB,
    awaitingCharge.txid,
    { txid: awaitingCharge.txid },
    { runAfter: awaitingCharge.expiresAt },
  );
  await db
    .update(projects)
    .set({ reservedAmount: sql`${projects.reservedAmount} + ${centsToMoneyString(amountCents)}` })
    .where(eq(projects.id, open.id));

  // One that expired unpaid last week: cancelled, its room long free.
  const expiredAt = new Date(Date.now() - 7 * DAY);
  const [expired] = await db
    .insert(investments)
    .values({
      projectId: open.id,
      investorId: bruno,
      amount,
      status: "cancelled",
      cancelledAt: new Date(expiredAt.getTime() + 3 * DAY),
      cancelReason: EXPIRED_REASON,
      createdAt: expiredAt,
      withdrawableUntil: new Date(expiredAt.getTime() + 7 * DAY),
    })
    .returning();
  const expiredCharge = await createCharge(db, {
    purpose: "commitment",
    investmentId: expired!.id,
    projectId: open.id,
    payerUserId: bruno,
    amountCents,
    expiresAt: new Date(expiredAt.getTime() + 3 * DAY),
  });
  await markPaymentStatus(db, expiredCharge.id, "expired");
  // The demo's reserved totals are the awaiting charge's only.
  const [reserved] = await db
    .select({ total: sql<string>`coalesce(sum(amount_cents), 0)` })
    .from(paymentCharges)
    .where(eq(paymentCharges.status, "awaiting_payment"));
  if (Number(reserved!.total) !== amountCents) throw new Error("demo reserved money is not the awaiting charge's");
}
