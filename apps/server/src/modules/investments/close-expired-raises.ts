import { and, eq, lt, sql } from "drizzle-orm";
import { formatBRL } from "@alicerce/shared/brazilian";
import { smallestMinimumTarget } from "@alicerce/shared/projects";
import type { Database } from "../../db/client.ts";
import { investments, projects, user as users } from "../../db/schema/index.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { toMoney } from "../../lib/money.ts";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { notify } from "../notifications/index.ts";
import { markFundingFailed } from "../projects/index.ts";
import { refundFailedRaise } from "../payments/index.ts";
import { leaveProjectChat, type ChatAnnouncement } from "../chat/index.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";

/**
 * A raise whose deadline passed below its minimum target fails (CVM 88): every active
 * commitment is cancelled, paid money is refunded (each refund its own durable job, asked in the
 * same transaction: docs/decisions/111-refunds-and-withdrawal-period.md), charges still awaiting
 * their Pix are cancelled, the project returns to planning, and each investor is told by
 * notification and e-mail (queued in the same transaction, so only a committed cancellation is
 * reported) and leaves the project's chat. Locks each project and skips ones another process is handling.
 * Returns the ids of the projects whose raise failed.
 */
export async function closeExpiredRaises(deps: {
  db: Database;
  publicUrl: string;
  signals: SignalBus;
}): Promise<string[]> {
  const today = todayInSaoPaulo();
  const due = await deps.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.status, "funding_open"), lt(projects.deadline, today)));
  const failed: string[] = [];
  for (const { id } of due) {
    const announcements = await deps.db.transaction(async (tx) => {
      const [p] = await tx
        .select()
        .from(projects)
        .where(and(eq(projects.id, id), eq(projects.status, "funding_open"), lt(projects.deadline, today)))
        .for("update", { skipLocked: true });
      if (!p) return [];
      const target = toMoney(p.targetAmount) ?? 0;
      const minimum = toMoney(p.minimumTargetAmount) ?? smallestMinimumTarget(target);
      if ((toMoney(p.raisedAmount) ?? 0) >= minimum) return [];
      const cancelled = await tx
        .update(investments)
        .set({
          status: "cancelled",
          cancelledAt: sql`now()`,
          cancelReason: "Captação encerrada sem atingir o valor mínimo.",
        })
        .where(and(eq(investments.projectId, id), eq(investments.status, "active")))
        .returning({ investorId: investments.investorId, amount: investments.amount });
      const refunds = await refundFailedRaise(tx, id, p.title);
      await markFundingFailed(tx, id);
      const link = `/dashboard/projects/${id}`;
      // One message per investor, with the sum of their cancelled commitments.
      const byInvestor = new Map<string, number>();
      for (const c of cancelled) byInvestor.set(c.investorId, (byInvestor.get(c.investorId) ?? 0) + Number(c.amount));
      for (const [investorId, amount] of byInvestor) {
        const body = refunds.refundedInvestors.has(investorId)
          ? `A captação do projeto "${p.title}" terminou sem atingir o valor mínimo. Seu investimento de ${formatBRL(amount)} foi cancelado e o valor pago será devolvido por Pix para a conta de onde ele veio.`
          : `A captação do projeto "${p.title}" terminou sem atingir o valor mínimo. Seu investimento de ${formatBRL(amount)} foi cancelado e nenhum valor permanece comprometido.`;
        await notify(tx, { userId: investorId, title: "Captação cancelada", body, link });
        const [investor] = await tx.select({ email: users.email }).from(users).where(eq(users.id, investorId));
        if (investor)
          await enqueueMail(tx, {
            to: investor.email,
            subject: `Captação cancelada: ${p.title}`,
            text: `${body}\n\n${deps.publicUrl}${link}`,
          });
      }
      failed.push(id);
      // With no commitment left the investors leave the project's chat (the team stays).
      const left: ChatAnnouncement[] = [];
      for (const investorId of byInvestor.keys()) left.push(await leaveProjectChat(tx, id, investorId));
      return left;
    });
    for (const announce of announcements) announce(deps.signals);
  }
  return failed;
}
