import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { EscrowBalance } from "@alicerce/shared/schemas/payments-reconciliation";
import type { Database } from "../../../db/client.ts";
import { escrowStatements, ledgerAccounts, ledgerEntries } from "../../../db/schema/index.ts";
import { escrowBankAccountId } from "./day-movements.ts";

const reais = (cents: number) => cents / 100;

/**
 * The platform's escrow money, the ledger's word beside the bank's (docs/decisions/119-reconciliation-desk.md).
 * API Pix v2 has no balance call, and the sandbox PSP keeps none, so the bank's word is the last imported
 * statement's closing balance, compared with the ledger's balance at that same instant: the kept balance now
 * minus what was entered after it (a recent range of the account's index, never its whole history).
 */
export async function escrowBalance(db: Database, sandbox: boolean): Promise<EscrowBalance> {
  const bank = await escrowBankAccountId(db);
  const [kept] = bank
    ? await db.select({ cents: ledgerAccounts.balanceCents }).from(ledgerAccounts).where(eq(ledgerAccounts.id, bank))
    : [];
  const ledgerNow = kept?.cents ?? 0;
  const [statement] = await db
    .select({ cents: escrowStatements.closingBalanceCents, at: escrowStatements.closingBalanceAt })
    .from(escrowStatements)
    .where(isNotNull(escrowStatements.closingBalanceAt))
    .orderBy(desc(escrowStatements.closingBalanceAt), desc(escrowStatements.importedAt))
    .limit(1);
  if (!statement?.at || statement.cents === null) return { sandbox, ledger: reais(ledgerNow), bank: null };
  const [after] = bank
    ? await db
        .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)::text` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.accountId, bank), gt(ledgerEntries.createdAt, statement.at)))
    : [];
  const ledgerThen = ledgerNow - Number(after?.cents ?? 0);
  return {
    sandbox,
    ledger: reais(ledgerNow),
    bank: {
      amount: reais(statement.cents),
      at: statement.at.toISOString(),
      source: "statement",
      ledger_at_same_time: reais(ledgerThen),
      difference: reais(statement.cents - ledgerThen),
    },
  };
}
