import { and, eq, ne, sql } from "drizzle-orm";
import type { DistributionKind } from "@alicerce/shared/schemas/distributions";
import type { Database } from "../../../db/client.ts";
import { distributionSharePayments } from "../../../db/schema/index.ts";
import { withholdingFor } from "../rules/withholding.ts";

/** What an amortização records as its rule: capital given back is not income, nothing is withheld. */
export const CAPITAL_RETURNED = "capital_returned";

export type ShareWithholding = {
  grossCents: number;
  taxCents: number;
  netCents: number;
  rule: string;
  rateBasisPoints: number;
};

/** The month's SCP profit already paid by this project's SCP to this person, and the tax withheld from it. */
async function monthSoFar(tx: Database, projectId: string, investorId: string, taxMonth: string) {
  const [row] = await tx
    .select({
      gross: sql<string>`coalesce(sum(${distributionSharePayments.grossCents}), 0)`,
      tax: sql<string>`coalesce(sum(${distributionSharePayments.taxCents}), 0)`,
    })
    .from(distributionSharePayments)
    .where(
      and(
        eq(distributionSharePayments.investorId, investorId),
        eq(distributionSharePayments.projectId, projectId),
        eq(distributionSharePayments.taxMonth, taxMonth),
        ne(distributionSharePayments.rule, CAPITAL_RETURNED),
      ),
    );
  return { grossCents: Number(row?.gross ?? 0), taxCents: Number(row?.tax ?? 0) };
}

/**
 * The income tax withheld from one share (docs/decisions/104-income-tax-withheld-on-distributions.md,
 * docs/decisions/115-distributions-paid.md). A rendimento is SCP profit: the payer is the project's SCP,
 * so the month's threshold counts what this project paid this person in the São Paulo month. An
 * amortização gives capital back: not income, nothing withheld, and it does not count towards the month.
 * Tax the month owes but an earlier payment could not bear (its shortfall) is withheld from this one.
 * The caller holds the project's row lock, so two fundings of one SCP never read the same month at once.
 */
export async function shareWithholding(
  tx: Database,
  share: { projectId: string; investorId: string; taxMonth: string; kind: DistributionKind; grossCents: number },
): Promise<ShareWithholding> {
  const { grossCents } = share;
  if (share.kind === "amortization") {
    return { grossCents, taxCents: 0, netCents: grossCents, rule: CAPITAL_RETURNED, rateBasisPoints: 0 };
  }
  const before = await monthSoFar(tx, share.projectId, share.investorId, share.taxMonth);
  const owedBefore =
    before.grossCents > 0
      ? withholdingFor({
          classification: "scp_profit",
          grossCents: before.grossCents,
          paidThisMonthByPayerToPersonCents: 0,
        }).taxCents
      : 0;
  const carried = Math.max(0, owedBefore - before.taxCents);
  const w = withholdingFor({
    classification: "scp_profit",
    grossCents,
    paidThisMonthByPayerToPersonCents: before.grossCents,
  });
  const taxCents = Math.min(grossCents, w.taxCents + w.shortfallCents + carried);
  return { grossCents, taxCents, netCents: grossCents - taxCents, rule: w.rule, rateBasisPoints: w.rateBasisPoints };
}
