import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ledgerTransactions } from "../../db/schema/index.ts";
import { entriesOfTransaction, recordPosting, type Posted } from "./post.ts";
import { LedgerPostingError } from "./posting-error.ts";

/**
 * Undoes a recorded transaction the only way the append-only ledger allows: a new transaction of kind
 * `reversal` with the same entries, signs flipped, naming the one it reverses. Idempotent by its own
 * reference like any posting; a transaction is reversed at most once (a unique `reverses`).
 */
export async function reverse(
  tx: Database,
  transactionId: string,
  reference: string,
  memo?: string | null,
): Promise<Posted> {
  const [original] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.id, transactionId));
  if (!original) throw new LedgerPostingError(`ledger transaction ${transactionId} does not exist: nothing to reverse`);
  const [earlier] = await tx
    .select({ reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reverses, transactionId));
  if (earlier && earlier.reference !== reference) {
    throw new LedgerPostingError(`ledger transaction ${transactionId} was already reversed by ${earlier.reference}`);
  }
  const entries = await entriesOfTransaction(tx, transactionId);
  return recordPosting(
    tx,
    {
      reference,
      kind: "reversal",
      memo: memo ?? null,
      entries: entries.map((entry) => ({ account: entry.account, amountCents: -entry.amountCents })),
    },
    transactionId,
  );
}
