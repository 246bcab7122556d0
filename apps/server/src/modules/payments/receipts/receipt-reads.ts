import { and, desc, eq, sql } from "drizzle-orm";
import { isReceiptCheckCode } from "@alicerce/shared/payments-receipts";
import type { PublicReceiptCheck, Receipt, ReceiptList } from "@alicerce/shared/schemas/payments-receipts";
import type { Database } from "../../../db/client.ts";
import { paymentReceipts, projects } from "../../../db/schema/index.ts";
import { notFound } from "../../../http/app-error.ts";
import { decodeCursor, encodeCursor } from "../../../lib/keyset-cursor.ts";

export type ReceiptRow = typeof paymentReceipts.$inferSelect & { projectTitle: string | null };

const receiptNotFound = () => notFound("Comprovante não encontrado.");
const unknownCode = () =>
  notFound("Nenhum comprovante corresponde a este código de verificação. Confira o endereço ou o QR Code.");

const columns = { r: paymentReceipts, projectTitle: projects.title };

const asRow = (r: { r: typeof paymentReceipts.$inferSelect; projectTitle: string | null }): ReceiptRow => ({
  ...r.r,
  projectTitle: r.projectTitle,
});

/** What the PDF prints, in the API's terms: every door shows this and nothing more (decision 117). */
export const receiptContents = (row: ReceiptRow) => ({
  kind: row.kind,
  // Whole cents / 100 is the nearest number to the two-decimal amount, which JSON writes exactly.
  amount: row.amountCents / 100,
  occurred_at: row.occurredAt.toISOString(),
  end_to_end_id: row.endToEndId,
  payer: { name: row.payerName, document: row.payerDocumentMasked },
  payee: { name: row.payeeName, document: row.payeeDocumentMasked },
  project_title: row.projectTitle,
});

const toReceipt = (row: ReceiptRow): Receipt => ({ id: row.id, check_code: row.checkCode, ...receiptContents(row) });

/**
 * A receipt for its PDF: one of its parties (its readers) or a platform admin. Anyone else, and an id
 * that does not exist, get the same 404, as other private files (nothing tells them it exists).
 */
export async function readableReceipt(
  db: Database,
  reader: { id: string; isAdmin: boolean },
  receiptId: string,
): Promise<ReceiptRow> {
  const [row] = await db
    .select(columns)
    .from(paymentReceipts)
    .leftJoin(projects, eq(projects.id, paymentReceipts.projectId))
    .where(eq(paymentReceipts.id, receiptId))
    .limit(1);
  if (!row || !(reader.isAdmin || row.r.readerUserIds.includes(reader.id))) throw receiptNotFound();
  return asRow(row);
}

/** "Meus comprovantes": the receipts the user is a party to, newest movement first, by keyset. */
export async function listMyReceipts(
  db: Database,
  userId: string,
  query: { limit: number; cursor?: string | undefined },
  sandbox: boolean,
): Promise<ReceiptList> {
  const filters = [sql`${paymentReceipts.readerUserIds} @> array[${userId}::uuid]`];
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    filters.push(sql`(${paymentReceipts.occurredAt}, ${paymentReceipts.id}) < (${c.time}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({ ...columns, cursorTime: sql<string>`${paymentReceipts.occurredAt}::text` })
    .from(paymentReceipts)
    .leftJoin(projects, eq(projects.id, paymentReceipts.projectId))
    .where(and(...filters))
    .orderBy(desc(paymentReceipts.occurredAt), desc(paymentReceipts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toReceipt(asRow(r))),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.r.id }) : null,
    sandbox,
  };
}

/**
 * The public check page (no login): what the PDF prints, with the documents as masked, and whether
 * it is valid: its movement is in the ledger and was not reversed since.
 */
export async function checkReceipt(db: Database, code: string, sandbox: boolean): Promise<PublicReceiptCheck> {
  if (!isReceiptCheckCode(code)) throw unknownCode();
  const [row] = await db
    .select({
      ...columns,
      valid: sql<boolean>`exists (
        select 1 from ledger_transactions t
         where t.reference = ${paymentReceipts.ledgerReference}
           and not exists (select 1 from ledger_transactions r where r.reverses = t.id))`,
    })
    .from(paymentReceipts)
    .leftJoin(projects, eq(projects.id, paymentReceipts.projectId))
    .where(eq(paymentReceipts.checkCode, code))
    .limit(1);
  if (!row) throw unknownCode();
  const receipt = asRow(row);
  return { ...receiptContents(receipt), valid: row.valid, issued_at: receipt.createdAt.toISOString(), sandbox };
}
