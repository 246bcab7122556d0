import { and, count, desc, eq, sql } from "drizzle-orm";
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

/** Where the next page starts: the last entry of the page before (its time as PostgreSQL wrote it, and its id). */
export type EntryCursor = { time: string; id: string };

/**
 * An account's statement, newest first, by keyset: the entries strictly before `after` in
 * (created_at, id) order, read from the (account, created_at, id) index. Unlike `entriesOf` it counts
 * nothing and skips nothing, so a page costs the same on an account of ten entries or ten million
 * (the escrow bank account grows without bound). `cursorTime` is created_at as text, to hand back.
 */
export function entriesBefore(
  db: Database,
  accountId: string,
  { after, limit }: { after?: EntryCursor; limit: number },
): Promise<(AccountEntry & { cursorTime: string })[]> {
  const before = after
    ? sql`(${ledgerEntries.createdAt}, ${ledgerEntries.id}) < (${after.time}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({
      id: ledgerEntries.id,
      amountCents: ledgerEntries.amountCents,
      createdAt: ledgerEntries.createdAt,
      transactionId: ledgerEntries.transactionId,
      kind: ledgerTransactions.kind,
      reference: ledgerTransactions.reference,
      memo: ledgerTransactions.memo,
      cursorTime: sql<string>`${ledgerEntries.createdAt}::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, accountId), before))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
}
