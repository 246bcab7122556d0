import { eq, sql } from "drizzle-orm";
import { formatBRL } from "@alicerce/shared/brazilian";
import { appPaths, appRoutes } from "@alicerce/shared/routes";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { paymentCharges, paymentRefunds, profiles, user as users } from "../../../db/schema/index.ts";
import { ensureAccount, post } from "../../ledger/index.ts";
import { tell } from "../../notifications/index.ts";
import type { Refund } from "../../pix/index.ts";
import { markPaymentStatus } from "../charges/charge-status.ts";
import { issueReceipt } from "../receipts/issue-receipt.ts";

export type SettleDeps = {
  db: Database;
  now: () => Date;
  /** Where the bell's link and the e-mail point. */
  publicUrl: string;
  /** The escrow account's holder, who pays the refund on its receipt; null issues none (the demo data). */
  escrowHolder: { name: string; document: string | null } | null;
  /** False only for the demo data, whose history tells nobody. */
  tellInvestor?: boolean;
};

/** The settle's dependencies from the app's configuration. */
export const settleDepsOf = (config: Config, db: Database, now: () => Date): SettleDeps => ({
  db,
  now,
  publicUrl: config.publicUrl,
  escrowHolder: { name: config.pix.escrow.holderName, document: config.pix.escrow.holderCnpj },
});

/** The ledger reference of a refund: the money's own id (decision 099). */
export const refundReference = (refundId: string) => `refund:${refundId}`;

/**
 * The PSP gave the money back (DEVOLVIDO): in one transaction, under the refund's row lock, the ledger's
 * `refund:{id}` (the reverse of how the money was held: the project's escrow or `unmatched` gives it
 * back, the escrow bank account pays it out), the row `refunded`, the charge `refunded`, the receipt, and
 * the investor told by bell and e-mail. A second settle of the same refund writes nothing.
 */
export async function settleRefund(deps: SettleDeps, refundId: string, answer: Refund): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId)).for("update");
    if (!refund || refund.status === "refunded") return;
    const held =
      refund.heldIn === "project_escrow"
        ? await ensureAccount(tx, "project_escrow", refund.projectId)
        : await ensureAccount(tx, "unmatched");
    const bank = await ensureAccount(tx, "escrow_bank");
    const reference = refundReference(refund.id);
    await post(tx, {
      reference,
      kind: "refund",
      memo: `Devolução do Pix ${refund.endToEndId} (${refund.cause})`,
      entries: [
        // What the platform owed (a liability, negative) shrinks, and so does the money at the bank.
        { account: held.id, amountCents: refund.amountCents },
        { account: bank.id, amountCents: -refund.amountCents },
      ],
    });
    const refundedAt = answer.settledAt ?? deps.now();
    if (refund.chargeId) await chargeRefunded(tx, refund.chargeId);
    const receipt = await issueRefundReceipt(tx, deps.escrowHolder, refund, reference, refundedAt);
    await tx
      .update(paymentRefunds)
      .set({
        status: "refunded",
        refundedAt,
        pspRtrId: answer.rtrId,
        receiptId: receipt?.id ?? null,
        lastError: null,
        updatedAt: deps.now(),
      })
      .where(eq(paymentRefunds.id, refund.id));
    if (refund.userId && deps.tellInvestor !== false) await tellInvestor(tx, deps.publicUrl, refund);
  });
}

/**
 * The charge of a withdrawn or failed commitment was moved to `refunding` when the refund was asked;
 * a refund of money that never paid its charge (a wrong value, another payer) leaves the charge as it is.
 */
async function chargeRefunded(tx: Database, chargeId: string) {
  const [current] = await tx
    .select({ status: paymentCharges.status })
    .from(paymentCharges)
    .where(eq(paymentCharges.id, chargeId))
    .for("update");
  if (current?.status === "refunding") await markPaymentStatus(tx, chargeId, "refunded");
}

async function issueRefundReceipt(
  tx: Database,
  escrowHolder: SettleDeps["escrowHolder"],
  refund: typeof paymentRefunds.$inferSelect,
  reference: string,
  refundedAt: Date,
) {
  if (!refund.userId || !escrowHolder) return null;
  const [payee] = await tx
    .select({ name: sql<string>`coalesce(${profiles.name}, ${users.name})`, cpf: profiles.cpf })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, refund.userId));
  if (!payee) return null;
  return issueReceipt(tx, {
    kind: "refund",
    ledgerReference: reference,
    endToEndId: refund.endToEndId,
    amountCents: refund.amountCents,
    occurredAt: refundedAt,
    payer: escrowHolder,
    payee: { name: payee.name, document: payee.cpf },
    projectId: refund.projectId,
    readers: [refund.userId],
  });
}

async function tellInvestor(tx: Database, publicUrl: string, refund: typeof paymentRefunds.$inferSelect) {
  const amount = formatBRL(refund.amountCents / 100);
  await tell(
    tx,
    {
      userId: refund.userId!,
      title: "Valor devolvido",
      body: `Devolvemos ${amount} por Pix para a conta de onde ele veio. ${refund.reason}`,
      link: refund.projectId ? appPaths.project(refund.projectId) : appRoutes.dashboard,
    },
    publicUrl,
  );
}
