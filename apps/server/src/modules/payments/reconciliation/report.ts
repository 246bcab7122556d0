import type { ReconciliationReport } from "@alicerce/shared/schemas/payments-reconciliation";
import type { Database } from "../../../db/client.ts";
import { ledgerMovements, LEDGER_KIND_OF, pspMovements, type MovementKind, type Window } from "./day-movements.ts";
import { compareStatement, dayDifferences, statementLinesIn, type Difference } from "./differences.ts";
import { saoPauloDayBounds } from "./sao-paulo-day.ts";
import { resolutionsOf, resolutionsOfDay } from "./trail.ts";

const reais = (cents: number) => cents / 100;
const KINDS: MovementKind[] = ["received", "refunded", "paid_out"];

type Movement = { count: number; amount: number };
type Totals = Record<MovementKind, Movement>;

/** Counts and sums (as positive reais) by kind. */
function totals<T>(items: readonly T[], kindOf: (item: T) => MovementKind | null, cents: (item: T) => number): Totals {
  const sums = Object.fromEntries(KINDS.map((kind) => [kind, { count: 0, cents: 0 }])) as Record<
    MovementKind,
    { count: number; cents: number }
  >;
  for (const item of items) {
    const kind = kindOf(item);
    if (!kind) continue;
    sums[kind].count += 1;
    sums[kind].cents += Math.abs(cents(item));
  }
  return Object.fromEntries(
    KINDS.map((kind) => [kind, { count: sums[kind].count, amount: reais(sums[kind].cents) }]),
  ) as Totals;
}

const KIND_OF_LEDGER = Object.fromEntries(KINDS.map((kind) => [LEDGER_KIND_OF[kind], kind])) as Record<
  string,
  MovementKind
>;

/** The day's differences, to present or to resolve one of them. */
export async function differencesOf(
  db: Database,
  day: string,
  projectId?: string,
): Promise<{ report: Omit<ReconciliationReport, "differences" | "resolutions">; differences: Difference[] }> {
  const window: Window = { ...saoPauloDayBounds(day), projectId };
  // The statement is compared with every project's movements: a line is one bank movement, whoever's it is.
  const everyProject = await pspMovements(db, { from: window.from, to: window.to });
  const movements = projectId ? everyProject.filter((movement) => movement.projectId === projectId) : everyProject;
  const [ledger, lines] = await Promise.all([
    ledgerMovements(db, window, new Set(movements.map((movement) => movement.reference))),
    statementLinesIn(db, window),
  ]);
  const statement = compareStatement(lines, everyProject, projectId);
  const differences = await dayDifferences(db, window, movements, ledger, statement);
  return {
    report: {
      day,
      project_id: projectId ?? null,
      psp: totals(
        movements,
        (movement) => movement.kind,
        (movement) => movement.amountCents,
      ),
      ledger: totals(
        ledger,
        (movement) => KIND_OF_LEDGER[movement.kind] ?? null,
        (movement) => movement.amountCents,
      ),
      statement: { lines: statement.lines, matched: statement.matched },
    },
    differences,
  };
}

/** The desk's day (docs/product/payments.md#conciliacao-mesa-do-admin): PSP, ledger, statement, differences, trail. */
export async function reconciliationReport(
  db: Database,
  day: string,
  projectId?: string,
): Promise<ReconciliationReport> {
  const { report, differences } = await differencesOf(db, day, projectId);
  const [resolved, ofDay] = await Promise.all([
    resolutionsOf(
      db,
      differences.map((difference) => difference.key),
    ),
    resolutionsOfDay(db, day, projectId),
  ]);
  return {
    ...report,
    differences: differences
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
      .map((difference) => {
        const resolution = resolved.get(difference.key) ?? null;
        return {
          key: difference.key,
          kind: difference.kind,
          amount: reais(difference.amountCents),
          occurred_at: difference.occurredAt.toISOString(),
          reference: difference.reference,
          project_id: difference.projectId,
          description: difference.description,
          actions: resolution ? [] : difference.actions,
          resolution,
        };
      }),
    resolutions: ofDay,
  };
}
