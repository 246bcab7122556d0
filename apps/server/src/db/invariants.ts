import type { Database } from "./client.ts";

/**
 * A rule the stored money must always satisfy, proven by `npm run ledger:check` (docs/decisions/100-ledger.md).
 * Each module that records money adds its own to the list in app-ledger-invariants.ts; this kernel
 * file knows none of them.
 */
export type Invariant = {
  /** Stable and greppable: `<module>.<rule>` (`ledger.kept-balances`). */
  name: string;
  /** The rule in one pt-BR sentence, printed when it breaks. */
  description: string;
  /** A few rows that break the rule, each described in a line; none when it holds. */
  violations(db: Database): Promise<string[]>;
};

export type InvariantReport =
  { ok: true; checked: string[] } | { ok: false; checked: string[]; broken: Invariant; examples: string[] };

/** Runs the invariants in order and stops at the first broken one. */
export async function checkInvariants(db: Database, invariants: readonly Invariant[]): Promise<InvariantReport> {
  const checked: string[] = [];
  for (const invariant of invariants) {
    const examples = await invariant.violations(db);
    if (examples.length) return { ok: false, checked, broken: invariant, examples };
    checked.push(invariant.name);
  }
  return { ok: true, checked };
}

/** What the command prints: one line when everything holds, the broken rule and its rows otherwise. */
export function describeReport(report: InvariantReport): string {
  if (report.ok) {
    return `Livro-razão conferido: ${report.checked.length} invariante(s) valem (${report.checked.join(", ")}).`;
  }
  return [
    `Invariante quebrado: ${report.broken.name} — ${report.broken.description}`,
    ...report.examples.map((example) => `  ${example}`),
  ].join("\n");
}
