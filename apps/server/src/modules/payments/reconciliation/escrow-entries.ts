import type { Database } from "../../../db/client.ts";
import { decodeCursor, encodeCursor } from "../../../lib/keyset-cursor.ts";
import { entriesBefore } from "../../ledger/index.ts";
import { escrowBankAccountId } from "./day-movements.ts";

/**
 * The escrow bank account's entries, newest first, by keyset cursor: the account grows without bound, so a
 * page never counts or skips rows (the ledger's numbered `entriesOf` would, on every page).
 */
export async function escrowEntries(db: Database, query: { limit: number; cursor?: string }) {
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const bank = await escrowBankAccountId(db);
  if (!bank) return { items: [], nextCursor: null };
  const rows = await entriesBefore(db, bank, { after, limit: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((entry) => ({
      id: entry.id,
      amount: entry.amountCents / 100,
      created_at: entry.createdAt.toISOString(),
      kind: entry.kind,
      reference: entry.reference,
      memo: entry.memo,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ time: last.cursorTime, id: last.id }) : null,
  };
}
