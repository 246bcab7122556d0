import { count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { readPage, type ListPage } from "../../db/paging.ts";
import { ledgerEntries, ledgerTransactions } from "../../db/schema/index.ts";

export type AccountEntry = {
  id: string;
  amountCents: number;
  createdAt: Date;
  transactionId: string;
  kind: string;
  reference: string;
  memo: string | null;
};

/** An account's statement, newest first, one numbered page at a time (the admin's desk reads it). */
export function entriesOf(
  db: Database,
  accountId: string,
  { page = 1, pageSize = 50 }: { page?: number; pageSize?: number } = {},
): Promise<ListPage<AccountEntry>> {
  return readPage({
    rows: db
      .select({
        id: ledgerEntries.id,
        amountCents: ledgerEntries.amountCents,
        createdAt: ledgerEntries.createdAt,
        transactionId: ledgerEntries.transactionId,
        kind: ledgerTransactions.kind,
        reference: ledgerTransactions.reference,
        memo: ledgerTransactions.memo,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .where(eq(ledgerEntries.accountId, accountId))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .$dynamic(),
    count: db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId)),
    page,
    pageSize,
  });
}
