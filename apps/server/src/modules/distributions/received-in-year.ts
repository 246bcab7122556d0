import { and, asc, eq, gte, lt } from "drizzle-orm";
import type { DistributionKind } from "@alicerce/shared/schemas/distributions";
import type { Database } from "../../db/client.ts";
import { distributions, distributionShares, projects } from "../../db/schema/index.ts";

export type YearShare = { paid_on: string; project_title: string; kind: DistributionKind; cents: number };

/** An investor's shares paid in a calendar year, for the informe de rendimentos. */
export function receivedInYear(db: Database, userId: string, year: number): Promise<YearShare[]> {
  return db
    .select({
      paid_on: distributions.paidOn,
      project_title: projects.title,
      kind: distributions.kind,
      cents: distributionShares.amountCents,
    })
    .from(distributionShares)
    .innerJoin(distributions, eq(distributions.id, distributionShares.distributionId))
    .innerJoin(projects, eq(projects.id, distributions.projectId))
    .where(
      and(
        eq(distributionShares.investorId, userId),
        gte(distributions.paidOn, `${year}-01-01`),
        lt(distributions.paidOn, `${year + 1}-01-01`),
      ),
    )
    .orderBy(asc(distributions.paidOn), asc(projects.title));
}
