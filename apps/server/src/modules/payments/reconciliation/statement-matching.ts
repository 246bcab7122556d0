import type { PspMovement } from "./day-movements.ts";
import { saoPauloDay } from "./sao-paulo-day.ts";

export type StoredStatementLine = {
  id: string;
  fitId: string;
  postedAt: Date;
  amountCents: number;
  memo: string | null;
  name: string | null;
};

/**
 * Pairs bank statement lines with PSP movements, each used at most once (docs/decisions/119-reconciliation-desk.md):
 * first by the endToEndId the bank writes in the line's memo or name, then by the same amount on the same São
 * Paulo day, earliest first. What is left on either side is not paired; a line left over is a difference.
 */
export function matchStatementLines(
  lines: readonly StoredStatementLine[],
  movements: readonly PspMovement[],
): Map<string, PspMovement> {
  const matched = new Map<string, PspMovement>();
  const used = new Set<PspMovement>();
  const sortedLines = [...lines].sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
  const sortedMovements = [...movements].sort((a, b) => a.at.getTime() - b.at.getTime());

  for (const line of sortedLines) {
    const text = `${line.memo ?? ""} ${line.name ?? ""}`;
    const found = sortedMovements.find(
      (movement) =>
        !used.has(movement) &&
        movement.endToEndId !== null &&
        movement.amountCents === line.amountCents &&
        text.includes(movement.endToEndId),
    );
    if (found) {
      matched.set(line.id, found);
      used.add(found);
    }
  }
  for (const line of sortedLines) {
    if (matched.has(line.id)) continue;
    const day = saoPauloDay(line.postedAt);
    const found = sortedMovements.find(
      (movement) =>
        !used.has(movement) && movement.amountCents === line.amountCents && saoPauloDay(movement.at) === day,
    );
    if (found) {
      matched.set(line.id, found);
      used.add(found);
    }
  }
  return matched;
}
