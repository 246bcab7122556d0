import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ledgerEntries, ledgerTransactions } from "../../db/schema/index.ts";
import { LedgerPostingError } from "./posting-error.ts";

export type LedgerEntryInput = {
  /** The account's id (ensureAccount). */
  account: string;
  /** Whole cents: positive for a debit (the asset side grows), negative for a credit; never zero. */
  amountCents: number;
};

export type Posting = {
  /** The money's own identity (`pix-in:{endToEndId}`): a second posting with it writes nothing. */
  reference: string;
  /** What moved the money: `pix_in`, `refund`, `payout`, … */
  kind: string;
  memo?: string | null;
  entries: LedgerEntryInput[];
};

export type LedgerTransaction = {
  id: string;
  kind: string;
  reference: string;
  memo: string | null;
  reverses: string | null;
  createdAt: Date;
};

/** The transaction the reference names, and whether this call wrote it (false: it was there already). */
export type Posted = { transaction: LedgerTransaction; created: boolean };

const transactionColumns = {
  id: ledgerTransactions.id,
  kind: ledgerTransactions.kind,
  reference: ledgerTransactions.reference,
  memo: ledgerTransactions.memo,
  reverses: ledgerTransactions.reverses,
  createdAt: ledgerTransactions.createdAt,
};

/** The database refuses these too (docs/decisions/100-ledger.md); refusing here names the mistake. */
function assertBalanced({ reference, kind, entries }: Posting) {
  if (!reference.trim()) throw new LedgerPostingError("a ledger posting needs a reference");
  if (!kind.trim()) throw new LedgerPostingError(`ledger posting ${reference} needs a kind`);
  if (entries.length < 2) {
    throw new LedgerPostingError(`ledger posting ${reference} needs at least two entries, got ${entries.length}`);
  }
  for (const { account, amountCents } of entries) {
    if (!Number.isSafeInteger(amountCents) || amountCents === 0) {
      throw new LedgerPostingError(
        `ledger posting ${reference}: the entry on ${account} must be a non-zero whole number of cents, got ${amountCents}`,
      );
    }
  }
  const total = entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  if (total !== 0)
    throw new LedgerPostingError(`ledger posting ${reference} is unbalanced: its entries add up to ${total}`);
}

/** One line per entry, in a fixed order, to tell whether a repeated posting is the same one. */
const entriesKey = (entries: LedgerEntryInput[]) =>
  entries
    .map((entry) => `${entry.account} ${entry.amountCents}`)
    .sort()
    .join("\n");

export async function entriesOfTransaction(tx: Database, transactionId: string): Promise<LedgerEntryInput[]> {
  return tx
    .select({ account: ledgerEntries.accountId, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId));
}

/**
 * Records a balanced transaction, once per reference: posting a reference already recorded returns
 * that transaction and writes nothing (how an outside notification delivered twice is counted once).
 * Two concurrent postings of one reference: the second insert waits for the first to commit and then
 * does nothing (ON CONFLICT), and the read after it returns the first's row. The same reference with
 * other entries is a bug in the caller, refused.
 */
export function post(tx: Database, posting: Posting): Promise<Posted> {
  return recordPosting(tx, posting, null);
}

/** `post`, or the reversal of `reverses` (reverse.ts): the link is part of what a repeat must match. */
export async function recordPosting(db: Database, posting: Posting, reverses: string | null): Promise<Posted> {
  assertBalanced(posting);
  // The row and its entries commit together (the balance check runs at commit): a transaction of its own
  // when called on the database, a savepoint inside the caller's otherwise.
  return db.transaction((tx) => writeOnce(tx, posting, reverses));
}

async function writeOnce(tx: Database, posting: Posting, reverses: string | null): Promise<Posted> {
  const [inserted] = await tx
    .insert(ledgerTransactions)
    .values({ kind: posting.kind, reference: posting.reference, memo: posting.memo ?? null, reverses })
    .onConflictDoNothing({ target: ledgerTransactions.reference })
    .returning(transactionColumns);
  if (inserted) {
    await tx.insert(ledgerEntries).values(
      posting.entries.map((entry) => ({
        transactionId: inserted.id,
        accountId: entry.account,
        amountCents: entry.amountCents,
      })),
    );
    return { transaction: inserted, created: true };
  }
  const [existing] = await tx
    .select(transactionColumns)
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, posting.reference));
  if (!existing) throw new Error(`ledger transaction ${posting.reference} was neither written nor found`);
  const recorded = await entriesOfTransaction(tx, existing.id);
  if (entriesKey(recorded) !== entriesKey(posting.entries) || existing.reverses !== reverses) {
    throw new LedgerPostingError(`ledger reference ${posting.reference} was already posted with other entries`);
  }
  return { transaction: existing, created: false };
}
