import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { platformFeeCents } from "@alicerce/shared/platform-fee";
import type { Database } from "../../../db/client.ts";
import { investments, paymentCharges, paymentReleases, payoutAccounts, projects } from "../../../db/schema/index.ts";
import { AppError, conflict } from "../../../http/app-error.ts";
import { balanceOf, ensureAccount, post } from "../../ledger/index.ts";
import { markPaymentStatus } from "../charges/charge-status.ts";
import { requestPayout } from "../payouts/request-payout.ts";
import { issueReceipt } from "../receipts/issue-receipt.ts";
import type { EscrowHolder } from "../payouts/settle-payout.ts";
import { projectFeeOf } from "./fee-settings.ts";
import { formatSaoPaulo, RELEASE_TEXTS } from "./release-texts.ts";

export type ReleaseDeps = { db: Database; now: () => Date; escrowHolder: EscrowHolder };

/** The reference of a project's release in the ledger: one per project. */
export const releaseReference = (projectId: string) => `release:${projectId}`;

/** A raise that succeeded: its creator started the execution (the minimum reached and settled). */
const SUCCEEDED = ["in_progress", "completed"] as const;

/**
 * Releases a project's raise to its creator, once (docs/decisions/114-platform-fee-and-release.md): the paid
 * commitments' total less the fee the offer's terms carry. In one transaction: the paid charges locked (a
 * refund of the same money waits, then finds them released), the ledger's `release:{projectId}`
 * (project_escrow + gross, issuer_payable − net, platform_fees − fee), each charge `released`, the payout of
 * the net to the creator's Pix key, the release's row and its receipt. Refused, writing nothing, when it was
 * done, the raise did not succeed, a withdrawal period is still open, nothing was paid, or the creator has no
 * key ("Cadastre uma chave Pix em Minha Conta para receber.").
 */
export async function releaseProject(deps: ReleaseDeps, projectId: string, releasedBy: string | null) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // The project's row lock serialises two releases of one project (the job and a click).
    const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
    if (!project) throw conflict(RELEASE_TEXTS.raiseNotSucceeded);
    const [done] = await tx
      .select({ id: paymentReleases.projectId })
      .from(paymentReleases)
      .where(eq(paymentReleases.projectId, projectId));
    if (done) throw conflict(RELEASE_TEXTS.alreadyReleased);
    if (!(SUCCEEDED as readonly string[]).includes(project.status)) throw conflict(RELEASE_TEXTS.raiseNotSucceeded);
    // The charges' row locks, in one order: a withdrawal's refund waiting on one sees it released after.
    const charges = await tx
      .select({
        id: paymentCharges.id,
        amountCents: paymentCharges.amountCents,
        withdrawableUntil: investments.withdrawableUntil,
      })
      .from(paymentCharges)
      .innerJoin(investments, eq(investments.id, paymentCharges.investmentId))
      .where(
        and(
          eq(paymentCharges.projectId, projectId),
          eq(paymentCharges.purpose, "commitment"),
          eq(paymentCharges.status, "paid"),
          inArray(investments.status, ["active"]),
        ),
      )
      .orderBy(asc(paymentCharges.id))
      .for("update", { of: paymentCharges });
    if (!charges.length) throw conflict(RELEASE_TEXTS.nothingPaid);
    const lastPeriod = charges.reduce(
      (last, c) => (c.withdrawableUntil > last ? c.withdrawableUntil : last),
      new Date(0),
    );
    if (lastPeriod >= now) throw conflict(RELEASE_TEXTS.withdrawalPeriodOpen(formatSaoPaulo(lastPeriod)));

    const grossCents = charges.reduce((sum, c) => sum + c.amountCents, 0);
    const feeBasisPoints = (await projectFeeOf(tx, projectId)) ?? 0;
    const feeCents = platformFeeCents(grossCents, feeBasisPoints);
    const netCents = grossCents - feeCents;
    const escrow = await ensureAccount(tx, "project_escrow", projectId);
    // The escrow is a credit (negative) of what investors paid: it must hold the whole gross.
    if (-((await balanceOf(tx, escrow.id)) ?? 0) < grossCents) throw conflict(RELEASE_TEXTS.escrowShort);

    const payable = await ensureAccount(tx, "issuer_payable", project.createdBy);
    const fees = await ensureAccount(tx, "platform_fees");
    const reference = releaseReference(projectId);
    await post(tx, {
      reference,
      kind: "release",
      memo: `Liberação de ${project.title}`,
      entries: [
        { account: escrow.id, amountCents: grossCents },
        { account: payable.id, amountCents: -netCents },
        ...(feeCents > 0 ? [{ account: fees.id, amountCents: -feeCents }] : []),
      ],
    });
    for (const charge of charges) await markPaymentStatus(tx, charge.id, "released");
    const payout = await requestPayout(tx, {
      kind: "release",
      userId: project.createdBy,
      projectId,
      grossCents,
      feeCents,
      netCents,
      description: RELEASE_TEXTS.payoutDescription(project.title),
    });
    await tx.insert(paymentReleases).values({
      projectId,
      creatorId: project.createdBy,
      grossCents,
      feeBasisPoints,
      feeCents,
      netCents,
      chargeCount: charges.length,
      payoutId: payout.id,
      releasedBy,
      releasedAt: now,
    });
    await issueReceipt(tx, {
      kind: "release",
      ledgerReference: reference,
      endToEndId: null,
      amountCents: grossCents,
      occurredAt: now,
      payer: deps.escrowHolder,
      payee: { name: project.manager, document: null },
      projectId,
      readers: [project.createdBy],
    });
    return { projectId, grossCents, feeCents, netCents, payoutId: payout.id };
  });
}

/**
 * The release job (every minute): each project whose raise succeeded, not released yet, with paid charges
 * whose withdrawal periods all ended, released by itself. A project the release refuses (its creator has
 * no key yet) is tried again at the next run; the page says why.
 */
export async function releaseDueProjects(deps: ReleaseDeps): Promise<string[]> {
  const now = deps.now();
  const due = await deps.db.execute(sqlDue(now));
  const released: string[] = [];
  for (const { id } of (due as unknown as { rows: { id: string }[] }).rows) {
    try {
      await releaseProject(deps, id, null);
      released.push(id);
    } catch (error) {
      // Refused now (no key, a race with a click): the page shows why, and the next run tries again.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return released;
}

function sqlDue(now: Date) {
  return sql`select p.id from ${projects} p
    where p.status in ('in_progress', 'completed')
      and not exists (select 1 from ${paymentReleases} r where r.project_id = p.id)
      -- A creator without a key would be refused every minute and hold a place in the batch.
      and exists (select 1 from ${payoutAccounts} k where k.user_id = p.created_by)
      and exists (select 1 from ${paymentCharges} c where c.project_id = p.id and c.purpose = 'commitment' and c.status = 'paid')
      and not exists (
        select 1 from ${paymentCharges} c join ${investments} i on i.id = c.investment_id
         where c.project_id = p.id and c.purpose = 'commitment' and c.status = 'paid' and i.withdrawable_until >= ${now.toISOString()}::timestamptz)
    order by p.id limit 20`;
}
