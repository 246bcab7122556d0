import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ReceiptKind } from "@alicerce/shared/payments-receipts";
import type { Database } from "../../../db/client.ts";
import { ledgerTransactions, paymentReceipts } from "../../../db/schema/index.ts";
import { maskPartyDocument } from "./party-document.ts";

/** A side of the movement: the name as the receipt prints it and the CPF or CNPJ (masked here, never stored whole). */
export type ReceiptParty = { name: string; document: string | null };

export type IssueReceiptInput = {
  kind: ReceiptKind;
  /** The reference of the ledger transaction this receipt proves (`pix-in:{endToEndId}`, `refund:{id}`…). */
  ledgerReference: string;
  /** The Pix's id at the central bank; null for a movement inside the escrow (a release). */
  endToEndId: string | null;
  amountCents: number;
  occurredAt: Date;
  payer: ReceiptParty;
  payee: ReceiptParty;
  projectId: string | null;
  /** The accounts that may download it: the parties that have one. Admins always may. */
  readers: readonly (string | null | undefined)[];
};

export const newReceiptCheckCode = () => randomBytes(16).toString("base64url");

/**
 * Issues the receipt of one money movement, in the caller's transaction, after the movement's ledger
 * transaction is posted in it: a receipt is never issued for money the ledger has not seen (it throws,
 * rolling the caller back). Idempotent by the ledger reference: a second call, a retried job or a
 * webhook delivered twice returns the first receipt and writes nothing.
 */
export async function issueReceipt(tx: Database, input: IssueReceiptInput): Promise<{ id: string }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new Error(`receipt of ${input.ledgerReference}: amount must be a positive number of cents`);
  }
  const [posted] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, input.ledgerReference));
  if (!posted) throw new Error(`receipt of ${input.ledgerReference}: no ledger transaction has that reference`);
  const readers = [...new Set(input.readers.filter((id): id is string => typeof id === "string" && id.length > 0))];
  const [inserted] = await tx
    .insert(paymentReceipts)
    .values({
      kind: input.kind,
      ledgerReference: input.ledgerReference,
      endToEndId: input.endToEndId,
      amountCents: input.amountCents,
      occurredAt: input.occurredAt,
      payerName: input.payer.name.trim(),
      payerDocumentMasked: maskPartyDocument(input.payer.document),
      payeeName: input.payee.name.trim(),
      payeeDocumentMasked: maskPartyDocument(input.payee.document),
      projectId: input.projectId,
      readerUserIds: readers,
      checkCode: newReceiptCheckCode(),
    })
    .onConflictDoNothing({ target: paymentReceipts.ledgerReference })
    .returning({ id: paymentReceipts.id });
  if (inserted) return inserted;
  const [existing] = await tx
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .where(eq(paymentReceipts.ledgerReference, input.ledgerReference));
  if (!existing) throw new Error(`receipt of ${input.ledgerReference} was neither written nor found`);
  return existing;
}
