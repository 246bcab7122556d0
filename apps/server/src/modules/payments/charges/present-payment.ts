import { inArray } from "drizzle-orm";
import type { InvestmentPayment } from "@alicerce/shared/schemas/payments";
import type { Config } from "../../../config.ts";
import type { Database } from "../../../db/client.ts";
import { paymentCharges, paymentReceipts } from "../../../db/schema/index.ts";
import { maskPartyDocument } from "../receipts/party-document.ts";
import { refundsOfInvestments, type PaymentRefundView } from "../refunds/refund-views.ts";
import type { PaymentCharge } from "./create-charge.ts";
import { pixQrCodeOfCharge } from "./pix-qr-code.ts";
import { pixInReference } from "./settle-charge.ts";

/** Who receives the Pix: the escrow account's holder (never the project's creator, decision 107). */
function beneficiary(config: Config) {
  const { holderName, holderCnpj } = config.pix.escrow;
  return { name: holderName, document: maskPartyDocument(holderCnpj) ?? "" };
}

async function present(
  charge: PaymentCharge,
  config: Config,
  receiptId: string | null,
  refund: PaymentRefundView | null,
): Promise<InvestmentPayment> {
  const to = beneficiary(config);
  const awaiting = charge.status === "awaiting_payment";
  const code = awaiting ? charge.pixCopiaECola : null;
  return {
    status: charge.status,
    txid: charge.txid,
    // The code pays only while the charge awaits: after that it is not shown, so it is not paid twice.
    pix_copia_e_cola: code,
    pix_qr_code: awaiting ? await pixQrCodeOfCharge(charge) : null,
    amount: charge.amountCents / 100,
    expires_at: charge.expiresAt.toISOString(),
    paid_at: charge.paidAt?.toISOString() ?? null,
    end_to_end_id: charge.endToEndId,
    beneficiary_name: to.name,
    beneficiary_document: to.document,
    sandbox: config.pix.mode === "sandbox",
    refund,
    receipt_id: receiptId,
  };
}

/** Each commitment's payment, by investment id (those without a charge are absent). */
export async function paymentsOfInvestments(
  db: Database,
  config: Config,
  investmentIds: readonly string[],
): Promise<Map<string, InvestmentPayment>> {
  const byInvestment = new Map<string, InvestmentPayment>();
  if (investmentIds.length === 0) return byInvestment;
  const charges = await db
    .select()
    .from(paymentCharges)
    .where(inArray(paymentCharges.investmentId, [...investmentIds]));
  const references = charges.flatMap((c) => (c.endToEndId ? [pixInReference(c.endToEndId)] : []));
  const receipts =
    references.length === 0
      ? []
      : await db
          .select({ id: paymentReceipts.id, reference: paymentReceipts.ledgerReference })
          .from(paymentReceipts)
          .where(inArray(paymentReceipts.ledgerReference, references));
  const receiptOf = new Map(receipts.map((r) => [r.reference, r.id]));
  const refunds = await refundsOfInvestments(db, investmentIds);
  for (const charge of charges) {
    const receiptId = charge.endToEndId ? (receiptOf.get(pixInReference(charge.endToEndId)) ?? null) : null;
    byInvestment.set(
      charge.investmentId!,
      await present(charge, config, receiptId, refunds.get(charge.investmentId!) ?? null),
    );
  }
  return byInvestment;
}
