import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { DistributionKind } from "@alicerce/shared/schemas/distributions";
import type { Database } from "../../db/client.ts";
import { distributionFundings, distributionSharePayments, distributions, projects } from "../../db/schema/index.ts";

export type YearShare = {
  paid_on: string;
  project_title: string;
  kind: DistributionKind;
  /** The share, gross; the income tax withheld; the net paid (docs/decisions/104-income-tax-withheld-on-distributions.md). */
  cents: number;
  tax_cents: number;
  net_cents: number;
  /** The paying source (docs/decisions/115-distributions-paid.md): the SCP's ostensive partner, by name and CPF/CNPJ digits. */
  payer_name: string;
  payer_document: string | null;
};

/**
 * An investor's shares paid in a calendar year, for the informe de rendimentos: the shares of the
 * distributions funded in it. The funding credits each net to the investor and withholds the tax
 * (docs/decisions/115-distributions-paid.md): the income is paid or credited then, even while its Pix
 * waits for the investor's key. A distribution still awaiting the creator's Pix is not in it.
 */
export function receivedInYear(db: Database, userId: string, year: number): Promise<YearShare[]> {
  return db
    .select({
      paid_on: distributions.paidOn,
      project_title: projects.title,
      kind: distributions.kind,
      cents: distributionSharePayments.grossCents,
      tax_cents: distributionSharePayments.taxCents,
      net_cents: distributionSharePayments.netCents,
      payer_name: distributionFundings.payerName,
      payer_document: distributionFundings.payerDocument,
    })
    .from(distributionSharePayments)
    .innerJoin(distributions, eq(distributions.id, distributionSharePayments.distributionId))
    .innerJoin(distributionFundings, eq(distributionFundings.distributionId, distributions.id))
    .innerJoin(projects, eq(projects.id, distributions.projectId))
    .where(
      and(
        eq(distributionSharePayments.investorId, userId),
        gte(distributions.paidOn, `${year}-01-01`),
        lt(distributions.paidOn, `${year + 1}-01-01`),
      ),
    )
    .orderBy(asc(distributions.paidOn), asc(projects.title));
}
