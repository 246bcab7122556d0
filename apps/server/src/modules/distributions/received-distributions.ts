import { and, count, desc, eq, ilike, sql } from "drizzle-orm";
import { toReais } from "@alicerce/shared/distribution-split";
import type { ReceivedDistributions } from "@alicerce/shared/schemas/distributions";
import type { Database } from "../../db/client.ts";
import { distributions, distributionShares, projects } from "../../db/schema/index.ts";
import { readPage } from "../../db/paging.ts";
import { containsPattern } from "../../lib/search-text.ts";

const PAGE_SIZE = 20;

/**
 * What an investor received (the portfolio): their shares, newest payment first, with the totals of
 * every year. Only their own shares: the query starts from `distribution_shares.investor_id`, so its
 * cost follows what one person received, not the platform.
 */
export async function receivedDistributions(
  db: Database,
  userId: string,
  query: { q?: string; page: number },
): Promise<ReceivedDistributions> {
  const mine = and(
    eq(distributionShares.investorId, userId),
    query.q ? ilike(projects.title, containsPattern(query.q)) : undefined,
  );
  const year = sql<number>`extract(year from ${distributions.paidOn})::int`;
  const [page, years] = await Promise.all([
    readPage({
      rows: db
        .select({
          id: distributions.id,
          projectId: projects.id,
          projectTitle: projects.title,
          kind: distributions.kind,
          paidOn: distributions.paidOn,
          amountCents: distributionShares.amountCents,
        })
        .from(distributionShares)
        .innerJoin(distributions, eq(distributions.id, distributionShares.distributionId))
        .innerJoin(projects, eq(projects.id, distributions.projectId))
        .where(mine)
        .orderBy(desc(distributions.paidOn), desc(distributions.createdAt), desc(distributions.id))
        .$dynamic(),
      count: db
        .select({ n: count() })
        .from(distributionShares)
        .innerJoin(distributions, eq(distributions.id, distributionShares.distributionId))
        .innerJoin(projects, eq(projects.id, distributions.projectId))
        .where(mine),
      page: query.page,
      pageSize: PAGE_SIZE,
    }),
    db
      .select({
        year,
        income: sql<string>`coalesce(sum(${distributionShares.amountCents}) filter (where ${distributions.kind} = 'income'), 0)`,
        amortization: sql<string>`coalesce(sum(${distributionShares.amountCents}) filter (where ${distributions.kind} = 'amortization'), 0)`,
      })
      .from(distributionShares)
      .innerJoin(distributions, eq(distributions.id, distributionShares.distributionId))
      .where(eq(distributionShares.investorId, userId))
      .groupBy(year)
      .orderBy(desc(year)),
  ]);
  return {
    ...page,
    items: page.items.map((r) => ({
      id: r.id,
      project_id: r.projectId,
      project_title: r.projectTitle,
      kind: r.kind,
      paid_on: r.paidOn,
      amount: toReais(r.amountCents),
    })),
    by_year: years.map((y) => ({
      year: Number(y.year),
      income: toReais(Number(y.income)),
      amortization: toReais(Number(y.amortization)),
    })),
  };
}
