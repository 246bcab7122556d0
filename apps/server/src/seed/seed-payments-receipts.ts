import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { paymentCharges, profiles } from "../db/schema/index.ts";
import { issueReceipt, pixInReference } from "../modules/payments/index.ts";

/** The sandbox escrow account's holder when PIX_ESCROW_HOLDER_NAME is not set (config-pix.ts). */
export const DEMO_ESCROW_HOLDER = { name: "Alicerce Custodia Sandbox", document: null };

/**
 * The demo's receipts (docs/decisions/117-payment-receipts.md): each demo commitment's Pix that the ledger
 * credited gets its "Pix recebido" receipt, so the investors' Minha Conta → Comprovantes has history. A
 * receipt the charge path already issued is answered as it is (issueReceipt is idempotent by reference).
 */
export async function seedPaymentReceipts(db: Database) {
  const paid = await db
    .select({
      endToEndId: paymentCharges.endToEndId,
      amountCents: paymentCharges.amountCents,
      paidAt: paymentCharges.paidAt,
      projectId: paymentCharges.projectId,
      payerUserId: paymentCharges.payerUserId,
      payerName: profiles.name,
      payerCpf: profiles.cpf,
    })
    .from(paymentCharges)
    .innerJoin(profiles, eq(profiles.userId, paymentCharges.payerUserId))
    .where(
      and(
        isNotNull(paymentCharges.endToEndId),
        isNotNull(paymentCharges.paidAt),
        inArray(paymentCharges.status, ["paid", "refunding", "refunded", "released"]),
        sql`exists (select 1 from ledger_transactions t where t.reference = 'pix-in:' || ${paymentCharges.endToEndId})`,
      ),
    );
  for (const charge of paid) {
    await issueReceipt(db, {
      kind: "pix_in",
      ledgerReference: pixInReference(charge.endToEndId!),
      endToEndId: charge.endToEndId,
      amountCents: charge.amountCents,
      occurredAt: charge.paidAt!,
      payer: { name: charge.payerName, document: charge.payerCpf },
      payee: DEMO_ESCROW_HOLDER,
      projectId: charge.projectId,
      readers: [charge.payerUserId],
    });
  }
}
