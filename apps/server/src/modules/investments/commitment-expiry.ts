import { eq, sql } from "drizzle-orm";
import { appPaths } from "@alicerce/shared/routes";
import { formatBRL } from "@alicerce/shared/brazilian";
import type { Config } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { investments, paymentCharges, projects } from "../../db/schema/index.ts";
import { enqueue } from "../../jobs/queue/enqueue.ts";
import type { JobHandler } from "../../jobs/queue/worker.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";
import { leaveProjectChat, type ChatAnnouncement } from "../chat/index.ts";
import { tell } from "../notifications/index.ts";
import { escrowHolder, markPaymentStatus, pspOf, settleCharge, type PaymentCharge } from "../payments/index.ts";
import { releaseReserved } from "../projects/index.ts";

/** How long an investor has to pay a commitment's Pix (decision 107). */
export const PAYMENT_WINDOW_DAYS = 3;

/** The durable job that ends a commitment whose Pix did not come (key: the charge's txid). */
export const EXPIRE_COMMITMENT_JOB = "investments.commitment.expire";

export const EXPIRED_REASON = "O Pix do investimento não foi pago até o vencimento.";

/**
 * When a commitment's charge expires: three days after it was made, never after the raise's last day
 * (its end, São Paulo time: UTC−3 all year since 2019), so no money arrives for a raise already over.
 */
export function commitmentPaymentExpiry(now: Date, raiseDeadline: string | null): Date {
  const window = new Date(now.getTime() + PAYMENT_WINDOW_DAYS * 86_400_000);
  if (!raiseDeadline) return window;
  const endOfDeadline = new Date(`${raiseDeadline}T23:59:59.000-03:00`);
  return endOfDeadline < window ? endOfDeadline : window;
}

/** Queues the commitment's expiry for when its charge expires, in the commitment's transaction. */
export async function scheduleCommitmentExpiry(tx: Database, charge: PaymentCharge): Promise<void> {
  await enqueue(tx, EXPIRE_COMMITMENT_JOB, charge.txid, { txid: charge.txid }, { runAfter: charge.expiresAt });
}

type Deps = { db: Database; config: Config; now: () => Date; signals: SignalBus };

/**
 * Before a charge is expired, the PSP is asked whether it was paid (a webhook late or lost): a Pix it
 * holds is settled instead, so an expiry racing a payment keeps the money. An unpaid `cob` is then
 * withdrawn at the PSP (PATCH REMOVIDA_PELO_USUARIO_RECEBEDOR), so it cannot be paid afterwards; a
 * Pix that still arrives finds the charge expired and the intake refunds it. A PSP that does not
 * answer throws: the job retries and the room stays reserved meanwhile. True when it was paid.
 */
async function paidAtPsp(deps: Deps, charge: PaymentCharge): Promise<boolean> {
  if (!charge.pixCopiaECola) return false; // never issued: nothing can have been paid
  const { apiPix } = pspOf(deps.config);
  const remote = await apiPix.getCharge(charge.txid);
  for (const pix of remote.pix) {
    const settled = await deps.db.transaction((tx) =>
      settleCharge(tx, {
        txid: charge.txid,
        endToEndId: pix.endToEndId,
        amountCents: pix.amountCents,
        paidAt: pix.paidAt,
        payerDocument: pix.payer.cpf ?? pix.payer.cnpj,
        receiptPayee: escrowHolder(deps.config),
      }),
    );
    if (settled.outcome === "credited") return true;
  }
  if (remote.status === "ATIVA") await apiPix.removeCharge(charge.txid);
  return false;
}

/**
 * Ends a commitment whose Pix did not come by its charge's expiry (decision 107): the charge goes
 * `expired`, the commitment `cancelled` with its reason, its reserved room is freed, the investor is
 * told by the bell and by e-mail and leaves the project's chat. Locks in invest()'s order (decision
 * 064): the project FOR KEY SHARE, the investment, the charge, the writes, the project's row last.
 * Nothing happens to a charge paid or ended meanwhile, or not yet due.
 */
export async function expireUnpaidCommitment(deps: Deps, txid: string): Promise<"expired" | "paid" | "nothing"> {
  const [charge] = await deps.db.select().from(paymentCharges).where(eq(paymentCharges.txid, txid));
  if (!charge || charge.status !== "awaiting_payment" || !charge.investmentId) return "nothing";
  if (deps.now() < charge.expiresAt) return "nothing";
  if (await paidAtPsp(deps, charge)) return "paid";
  const investmentId = charge.investmentId;
  const announce = await deps.db.transaction(async (tx): Promise<ChatAnnouncement | null> => {
    const [project] = await tx
      .select({ title: projects.title })
      .from(projects)
      .where(eq(projects.id, charge.projectId))
      .for("key share");
    const [investment] = await tx.select().from(investments).where(eq(investments.id, investmentId)).for("update");
    const [locked] = await tx
      .select({ status: paymentCharges.status })
      .from(paymentCharges)
      .where(eq(paymentCharges.id, charge.id))
      .for("update");
    if (locked?.status !== "awaiting_payment") return null;
    await markPaymentStatus(tx, charge.id, "expired");
    if (investment?.status !== "active") return null;
    await tx
      .update(investments)
      .set({ status: "cancelled", cancelledAt: sql`now()`, cancelReason: EXPIRED_REASON })
      .where(eq(investments.id, investmentId));
    await tell(
      tx,
      {
        userId: investment.investorId,
        title: "Investimento expirado",
        body: `O Pix de ${formatBRL(charge.amountCents / 100)} do seu investimento no projeto "${project!.title}" não foi pago até o vencimento. O investimento foi cancelado e nenhum valor foi cobrado; você pode investir de novo enquanto a captação estiver aberta.`,
        link: appPaths.project(charge.projectId),
      },
      deps.config.publicUrl,
    );
    const left = await leaveProjectChat(tx, charge.projectId, investment.investorId);
    // Last: the project's row, exclusively, until the commit.
    await releaseReserved(tx, charge.projectId, investment.amount);
    return left;
  });
  announce?.(deps.signals);
  return "expired";
}

/** The durable job's handler (jobs/queue, decision 101): a PSP that does not answer retries it. */
export function expireCommitmentJob(deps: Deps): JobHandler {
  return async (job) => {
    const txid = job.payload.txid;
    if (typeof txid !== "string") throw new Error(`job ${job.id} has no txid`);
    await expireUnpaidCommitment(deps, txid);
  };
}
