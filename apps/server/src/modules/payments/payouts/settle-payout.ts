import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { payouts } from "../../../db/schema/index.ts";
import { ensureAccount, post } from "../../ledger/index.ts";
import { issueReceipt } from "../receipts/issue-receipt.ts";

type Payout = typeof payouts.$inferSelect;

/** The escrow account's holder, who pays every payout (the receipt's payer). */
export type EscrowHolder = { name: string; document: string | null };

/** The reference of a paid payout's ledger transaction (decision 099). */
export const payoutReference = (payoutId: string) => `payout:${payoutId}`;

/**
 * Records a payout the provider made, once: the row `paid` with its endToEndId, the ledger transaction
 * `payout:{id}` (what was owed to the receiver +, the escrow bank account −) and its receipt, all in one
 * transaction, so the product never shows "pago" for money the ledger has not seen.
 */
export async function settlePayout(
  db: Database,
  payout: Payout,
  settled: { endToEndId: string; at: Date; escrowHolder: EscrowHolder },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [marked] = await tx
      .update(payouts)
      .set({
        status: "paid",
        endToEndId: settled.endToEndId,
        paidAt: settled.at,
        lastError: null,
        updatedAt: settled.at,
      })
      .where(and(eq(payouts.id, payout.id), ne(payouts.status, "paid")))
      .returning({ id: payouts.id });
    if (!marked) return;
    const payable = await ensureAccount(
      tx,
      payout.kind === "release" ? "issuer_payable" : "investor_payable",
      payout.userId,
    );
    const bank = await ensureAccount(tx, "escrow_bank");
    const reference = payoutReference(payout.id);
    await post(tx, {
      reference,
      kind: "payout",
      memo: payout.description,
      entries: [
        { account: payable.id, amountCents: payout.netCents },
        { account: bank.id, amountCents: -payout.netCents },
      ],
    });
    const receipt = await issueReceipt(tx, {
      kind: payout.kind === "distribution" ? "distribution" : "payout",
      ledgerReference: reference,
      endToEndId: settled.endToEndId,
      amountCents: payout.netCents,
      occurredAt: settled.at,
      payer: settled.escrowHolder,
      payee: { name: payout.holderName, document: payout.holderDocument },
      projectId: payout.projectId,
      readers: [payout.userId],
    });
    await tx.update(payouts).set({ receiptId: receipt.id }).where(eq(payouts.id, payout.id));
  });
}
