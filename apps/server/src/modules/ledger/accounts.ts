import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { ledgerAccounts, OWNED_LEDGER_ACCOUNT_KINDS, type LedgerAccountKind } from "../../db/schema/index.ts";
import { LedgerPostingError } from "./posting-error.ts";

export type LedgerAccount = { id: string; kind: LedgerAccountKind; ownerId: string | null };

const isOwnedKind = (kind: LedgerAccountKind) => (OWNED_LEDGER_ACCOUNT_KINDS as readonly string[]).includes(kind);

/**
 * The account of this kind and owner (a project's or user's id; null for the platform's accounts),
 * opened at zero the first time it is asked for. Safe when two transactions ask at once: the unique
 * (kind, owner) makes the second insert do nothing, and the read after it finds the first's row.
 */
export async function ensureAccount(
  tx: Database,
  kind: LedgerAccountKind,
  ownerId: string | null = null,
): Promise<LedgerAccount> {
  if (isOwnedKind(kind) !== (ownerId !== null)) {
    throw new LedgerPostingError(
      isOwnedKind(kind)
        ? `a ${kind} account belongs to a project or a user: give its owner`
        : `a ${kind} account is the platform's: it has no owner`,
    );
  }
  const columns = { id: ledgerAccounts.id, kind: ledgerAccounts.kind, ownerId: ledgerAccounts.ownerId };
  const [inserted] = await tx.insert(ledgerAccounts).values({ kind, ownerId }).onConflictDoNothing().returning(columns);
  if (inserted) return inserted;
  const [existing] = await tx
    .select(columns)
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ownerId),
      ),
    );
  if (!existing) throw new Error(`ledger account ${kind}/${ownerId ?? "platform"} was neither created nor found`);
  return existing;
}

/** The account's kept balance in cents (the sum of its entries), or null for an unknown account. */
export async function balanceOf(db: Database, accountId: string): Promise<number | null> {
  const [row] = await db
    .select({ balanceCents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return row ? row.balanceCents : null;
}
