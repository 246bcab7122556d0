import { eq } from "drizzle-orm";
import { formatBRL, onlyDigits } from "@alicerce/shared/brazilian";
import { appPaths } from "@alicerce/shared/routes";
import type { Database } from "../../../db/client.ts";
import { paymentCharges, profiles, projects } from "../../../db/schema/index.ts";
import { noteRecordChanged } from "../../../live/changes.ts";
import { centsToMoneyString } from "../../../lib/money.ts";
import { ensureAccount, post } from "../../ledger/index.ts";
import { notify } from "../../notifications/index.ts";
import { moveReservedToRaised } from "../../projects/index.ts";
import { fundDistribution } from "../distribution-payments/fund-distribution.ts";
import { issueReceipt, type ReceiptParty } from "../receipts/issue-receipt.ts";

export type SettleInput = {
  txid: string;
  endToEndId: string;
  amountCents: number;
  paidAt: Date;
  /** The payer's CPF or CNPJ as the PSP reported it, when it did. */
  payerDocument?: string | null;
  /** False only for the demo data's history, which is not news to anyone (seed/). */
  tellParties?: boolean;
  /**
   * The escrow account's holder, the payee on the payer's "Pix recebido" receipt, issued with the credit
   * (docs/decisions/117-payment-receipts.md). Absent only where the caller has no configuration (the
   * demo data, whose receipts seed-payments-receipts.ts issues).
   */
  receiptPayee?: ReceiptParty;
};

/**
 * What a received Pix did to its charge (decision 107). Only `credited` posted money to the project;
 * every other outcome wrote nothing and the caller (the intake) refunds the Pix or parks it as unmatched.
 */
export type SettleOutcome =
  | { outcome: "credited"; chargeId: string; investmentId: string | null; projectId: string; alreadyCredited: boolean }
  /** The Pix's value is not the charge's: partial or excess payments are never accepted (decision 099). */
  | { outcome: "wrong_amount"; chargeId: string; expectedCents: number }
  /** The payer is not the commitment's investor (another person's or a company's account). */
  | { outcome: "wrong_payer"; chargeId: string }
  /** The charge expired (or its commitment ended) before this Pix: its room may be someone else's now. */
  | { outcome: "expired"; chargeId: string }
  /** The charge was already paid by another Pix: this one is a second payment. */
  | { outcome: "already_paid"; chargeId: string }
  /** No charge has this txid. */
  | { outcome: "unknown" };

export const pixInReference = (endToEndId: string) => `pix-in:${endToEndId}`;

/**
 * Credits a received Pix to its charge, in the caller's transaction (the intake's): under the charge's
 * row lock, an awaiting charge paid with its exact value (and, for a commitment, from the investor's
 * own CPF when the PSP reports the payer) becomes `paid`, the ledger records the money in escrow for the
 * project (`pix-in:{endToEndId}`: escrow_bank +, project_escrow −), a commitment's amount moves from
 * the project's reserved to its raised amount, and the payer and the project's creator are told; a
 * distribution's funding funds the distribution (each share taxed, posted and its payout queued).
 * Idempotent by the endToEndId: the same Pix settled again answers `credited` and writes nothing.
 */
export async function settleCharge(tx: Database, input: SettleInput): Promise<SettleOutcome> {
  const [charge] = await tx.select().from(paymentCharges).where(eq(paymentCharges.txid, input.txid)).for("update");
  if (!charge) return { outcome: "unknown" };
  const chargeId = charge.id;
  if (charge.endToEndId === input.endToEndId)
    return {
      outcome: "credited",
      chargeId,
      investmentId: charge.investmentId,
      projectId: charge.projectId,
      alreadyCredited: true,
    };
  if (charge.status === "expired") return { outcome: "expired", chargeId };
  if (charge.status !== "awaiting_payment") return { outcome: "already_paid", chargeId };
  if (input.amountCents !== charge.amountCents)
    return { outcome: "wrong_amount", chargeId, expectedCents: charge.amountCents };
  const [payer] = await tx
    .select({ cpf: profiles.cpf, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, charge.payerUserId));
  if (charge.purpose === "commitment" && input.payerDocument) {
    if (!payer?.cpf || onlyDigits(input.payerDocument) !== onlyDigits(payer.cpf))
      return { outcome: "wrong_payer", chargeId };
  }

  const escrowBank = await ensureAccount(tx, "escrow_bank");
  const projectEscrow = await ensureAccount(tx, "project_escrow", charge.projectId);
  await post(tx, {
    reference: pixInReference(input.endToEndId),
    kind: "pix_in",
    memo: `Pix ${charge.purpose === "commitment" ? "do investimento" : "de aporte"} (txid ${charge.txid})`,
    entries: [
      { account: escrowBank.id, amountCents: charge.amountCents },
      { account: projectEscrow.id, amountCents: -charge.amountCents },
    ],
  });
  await tx
    .update(paymentCharges)
    .set({ status: "paid", endToEndId: input.endToEndId, paidAt: input.paidAt, statusChangedAt: new Date() })
    .where(eq(paymentCharges.id, chargeId));
  if (input.receiptPayee) {
    await issueReceipt(tx, {
      kind: "pix_in",
      ledgerReference: pixInReference(input.endToEndId),
      endToEndId: input.endToEndId,
      amountCents: charge.amountCents,
      occurredAt: input.paidAt,
      payer: { name: payer?.name ?? "Pagador", document: payer?.cpf ?? null },
      payee: input.receiptPayee,
      projectId: charge.projectId,
      readers: [charge.payerUserId],
    });
  }

  const [project] = await tx
    .select({ title: projects.title, createdBy: projects.createdBy })
    .from(projects)
    .where(eq(projects.id, charge.projectId));
  if (charge.purpose === "commitment") {
    const amount = formatBRL(charge.amountCents / 100);
    const link = appPaths.project(charge.projectId);
    if (input.tellParties !== false)
      await notify(tx, [
        {
          userId: charge.payerUserId,
          title: "Pagamento confirmado",
          body: `Recebemos o Pix de ${amount} do seu investimento no projeto "${project!.title}". O valor fica na conta de custódia até o fim da captação.`,
          link,
        },
        {
          userId: project!.createdBy,
          title: "Investimento pago",
          body: `${payer?.name ?? "Um investidor"} pagou ${amount} do investimento no projeto "${project!.title}".`,
          link,
        },
      ]);
    // Last: the project's row, exclusively, until the commit (decision 064's order).
    await moveReservedToRaised(tx, charge.projectId, centsToMoneyString(charge.amountCents));
    noteRecordChanged({ domains: ["projects"], subject: "project", id: charge.projectId });
  } else {
    // A distribution's funding is allocated to its shares in the credit's own transaction: the investors'
    // parts are owed and their payouts queued when the creator's Pix is, never a pass later. The
    // distributions' pass stays the safety net for a funding credited without this (decision 115).
    await fundDistribution(tx, chargeId, { tellParties: input.tellParties !== false });
  }
  return {
    outcome: "credited",
    chargeId,
    investmentId: charge.investmentId,
    projectId: charge.projectId,
    alreadyCredited: false,
  };
}
