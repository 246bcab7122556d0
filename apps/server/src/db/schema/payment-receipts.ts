import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { RECEIPT_KINDS } from "@alicerce/shared/payments-receipts";

export const paymentReceiptKindEnum = pgEnum("payment_receipt_kind", RECEIPT_KINDS);

/**
 * Comprovantes (docs/decisions/117-payment-receipts.md): one row per money movement, written by
 * `issueReceipt` in the transaction that posts the movement's ledger transaction, and never changed.
 * The PDF is drawn from the row on each download, so the row holds everything it prints, already
 * masked: no whole CPF is ever stored here. No foreign keys to projects or users: money history
 * outlives what it was about, like the ledger's.
 */
export const paymentReceipts = pgTable(
  "payment_receipts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: paymentReceiptKindEnum("kind").notNull(),
    /** The ledger transaction's reference (`pix-in:{endToEndId}`, `refund:{id}`…): one receipt per movement. */
    ledgerReference: text("ledger_reference").notNull(),
    /** The Pix's id at the central bank; null for a movement inside the escrow (a release). */
    endToEndId: text("end_to_end_id"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
    payerName: text("payer_name").notNull(),
    payerDocumentMasked: text("payer_document_masked"),
    payeeName: text("payee_name").notNull(),
    payeeDocumentMasked: text("payee_document_masked"),
    /** The project the money belongs to, when it belongs to one. */
    projectId: uuid("project_id"),
    /** The accounts that may download the PDF (the parties); admins may too. */
    readerUserIds: uuid("reader_user_ids").array().notNull(),
    /** The public /comprovante/{code} address: unguessable (16 random bytes), never reused. */
    checkCode: text("check_code").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_receipts_ledger_reference_idx").on(t.ledgerReference),
    uniqueIndex("payment_receipts_check_code_idx").on(t.checkCode),
    // "Meus comprovantes": the receipts an account reads (`reader_user_ids @> array[user]`).
    index("payment_receipts_readers_idx").using("gin", t.readerUserIds),
    check("payment_receipts_amount_positive", sql`${t.amountCents} > 0`),
    check("payment_receipts_reference_present", sql`length(${t.ledgerReference}) > 0`),
  ],
);
