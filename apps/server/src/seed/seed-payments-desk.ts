import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { escrowStatementLines, escrowStatements, ledgerAccounts } from "../db/schema/index.ts";
import { recordReceivedPix, takeInReceivedPix } from "../modules/payments/index.ts";
import { SANDBOX_ESCROW_ACCOUNT } from "../config-pix.ts";

/** The demo's Pix nobody's charge claims: a txid that is no charge of ours. */
export const DEMO_UNMATCHED_PIX = {
  endToEndId: "E00000000202612061432DESKDEMO01",
  txid: "DESKDEMOTXIDSEMCOBRANCA0000000001",
  amountCents: 25_000,
  payerName: "Quem Pagou Por Engano",
} as const;

/** The sandbox account's key as the statement lines store it (decision 119): bank 0, account 00001-0 → 10. */
const ACCOUNT_KEY = "0:10";

/**
 * The admin's reconciliation desk (docs/decisions/119-reconciliation-desk.md): one Pix received with a txid no
 * charge has, taken in by the real intake (it parks it as `unmatched` in the ledger), and a small imported
 * statement of the sandbox escrow account: the Pix's line, matched by its endToEndId, and a bank fee that
 * matches nothing, so the desk opens on two differences and a balance that differs by the fee. Runs after
 * every seed that moves money: the statement's closing balance is the ledger's escrow balance minus the fee.
 */
export async function seedPaymentsDesk(db: Database, deps: { userIds: Map<string, string> }) {
  const admin = deps.userIds.get("admin@alicerce.dev")!;
  const now = new Date();
  const pix = {
    endToEndId: DEMO_UNMATCHED_PIX.endToEndId,
    txid: DEMO_UNMATCHED_PIX.txid,
    amountCents: DEMO_UNMATCHED_PIX.amountCents,
    paidAt: now,
    payerDocument: "52998224725",
    payerName: DEMO_UNMATCHED_PIX.payerName,
    info: null,
  };
  await recordReceivedPix(db, [pix], "webhook");
  const outcome = await takeInReceivedPix(db, pix.endToEndId, () => now);
  if (outcome !== "unmatched") throw new Error(`the desk's demo Pix was taken in as ${outcome}`);

  const [bank] = await db
    .select({ balanceCents: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "escrow_bank"), isNull(ledgerAccounts.ownerId)));
  const feeCents = -190;
  const [statement] = await db
    .insert(escrowStatements)
    .values({
      bankId: SANDBOX_ESCROW_ACCOUNT.bankId,
      accountId: SANDBOX_ESCROW_ACCOUNT.accountId,
      periodStart: now,
      periodEnd: now,
      closingBalanceCents: (bank?.balanceCents ?? 0) + feeCents,
      closingBalanceAt: now,
      fileName: "extrato-custodia-demo.ofx",
      newLines: 2,
      knownLines: 0,
      importedBy: admin,
      importedAt: now,
    })
    .returning({ id: escrowStatements.id });
  await db.insert(escrowStatementLines).values([
    {
      statementId: statement!.id,
      accountKey: ACCOUNT_KEY,
      fitId: "DEMO-PIX-0001",
      postedAt: now,
      amountCents: pix.amountCents,
      memo: `PIX RECEBIDO ${pix.endToEndId}`,
      name: pix.payerName.toUpperCase(),
    },
    {
      statementId: statement!.id,
      accountKey: ACCOUNT_KEY,
      fitId: "DEMO-TARIFA-0001",
      postedAt: now,
      amountCents: feeCents,
      memo: "TARIFA PIX RECEBIDO",
      name: null,
    },
  ]);
}
