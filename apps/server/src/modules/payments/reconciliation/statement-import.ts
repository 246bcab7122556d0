import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import { escrowStatementLines, escrowStatements } from "../../../db/schema/index.ts";
import { AppError } from "../../../http/app-error.ts";
import type { PixSettings } from "../../../config.ts";
import { parseEscrowStatement } from "../rules/escrow-statement.ts";
import { RECONCILIATION_TEXTS } from "./texts.ts";

/**
 * The file's text: OFX 1.x names its charset in the header, and Brazilian banks mostly export
 * Windows-1252 (decision 105 leaves the decoding to the caller). Anything else is read as UTF-8.
 */
export function decodeStatement(data: Buffer): string {
  const head = data.subarray(0, 512).toString("latin1");
  const windows = /CHARSET:\s*(1252|ISO-8859-1)|encoding="(windows-1252|iso-8859-1)"/i.test(head);
  return new TextDecoder(windows ? "windows-1252" : "utf-8").decode(data);
}

/** Bank and account as one key that ignores the bank's punctuation and zeros: "0341" + "56789-0" → "341:567890". */
export const accountKeyOf = (bankId: string, accountId: string) =>
  `${Number(bankId)}:${accountId
    .replace(/[^0-9a-z]/gi, "")
    .replace(/^0+/, "")
    .toLowerCase()}`;

export type ImportedStatement = {
  id: string;
  newLines: number;
  knownLines: number;
  periodStart: Date;
  periodEnd: Date;
  closingBalanceCents: number | null;
};

/**
 * Stores the escrow account's statement (docs/decisions/119-reconciliation-desk.md): each line once per
 * account by its FITID, so importing the same file again, or an overlapping period, adds only what is new.
 * A FITID already stored with another date or amount is the bank contradicting itself (or another file
 * passed off as this account's): the whole file is refused, nothing written.
 */
export async function importStatement(
  db: Database,
  escrow: PixSettings["escrow"],
  file: { name: string; data: Buffer },
  adminId: string,
): Promise<ImportedStatement> {
  if (!escrow.bankId || !escrow.accountId) throw new AppError("CONFLICT", RECONCILIATION_TEXTS.accountNotConfigured);
  const statement = parseEscrowStatement(decodeStatement(file.data), {
    expectedBankId: escrow.bankId,
    expectedAccountId: escrow.accountId,
  });
  const accountKey = accountKeyOf(statement.account.bankId, statement.account.accountId);
  return db.transaction(async (tx) => {
    const fitIds = [...new Set(statement.lines.map((line) => line.fitId))];
    const stored = fitIds.length
      ? await tx
          .select()
          .from(escrowStatementLines)
          .where(and(eq(escrowStatementLines.accountKey, accountKey), inArray(escrowStatementLines.fitId, fitIds)))
      : [];
    const known = new Map(stored.map((line) => [line.fitId, line]));
    const fresh = new Map<string, (typeof statement.lines)[number]>();
    for (const line of statement.lines) {
      const before = known.get(line.fitId) ?? fresh.get(line.fitId);
      if (
        before &&
        (before.amountCents !== line.amountCents || before.postedAt.getTime() !== line.postedAt.getTime())
      ) {
        throw new AppError("CONFLICT", RECONCILIATION_TEXTS.lineContradicts(line.fitId));
      }
      if (!before) fresh.set(line.fitId, line);
    }
    const [row] = await tx
      .insert(escrowStatements)
      .values({
        bankId: statement.account.bankId,
        accountId: statement.account.accountId,
        periodStart: statement.period.start,
        periodEnd: statement.period.end,
        closingBalanceCents: statement.closingBalance?.amountCents ?? null,
        closingBalanceAt: statement.closingBalance?.at ?? null,
        fileName: file.name.slice(0, 200),
        newLines: fresh.size,
        knownLines: statement.lines.length - fresh.size,
        importedBy: adminId,
      })
      .returning();
    if (fresh.size > 0) {
      await tx
        .insert(escrowStatementLines)
        .values(
          [...fresh.values()].map((line) => ({
            statementId: row!.id,
            accountKey,
            fitId: line.fitId,
            postedAt: line.postedAt,
            amountCents: line.amountCents,
            memo: line.memo,
            name: line.name,
          })),
        )
        // Another import of the same lines committing first: theirs stand, this one adds the rest.
        .onConflictDoNothing({ target: [escrowStatementLines.accountKey, escrowStatementLines.fitId] });
    }
    return {
      id: row!.id,
      newLines: row!.newLines,
      knownLines: row!.knownLines,
      periodStart: row!.periodStart,
      periodEnd: row!.periodEnd,
      closingBalanceCents: row!.closingBalanceCents,
    };
  });
}
