import { and, count, desc, eq, ilike, sql } from "drizzle-orm";
import { toReais } from "@alicerce/shared/distribution-split";
import type { ReceivedDistributions } from "@alicerce/shared/schemas/distributions";
import type { Database } from "../../db/client.ts";
import { distributionSharePayments, distributions, payouts, projects } from "../../db/schema/index.ts";
import { readPage } from "../../db/paging.ts";
import { containsPattern } from "../../lib/search-text.ts";
import { shareStatusSql } from "./payment-state.ts";

const PAGE_SIZE = 20;

/**
 * What an investor received (the portfolio): their shares of funded distributions, newest payment first,
 * each with its gross, the income tax withheld, the net and how far its Pix got
 * (docs/decisions/115-distributions-paid.md), with the totals of every year. Only their own shares: the
 * query starts from `distribution_share_payments.investor_id`, so its cost follows what one person
 * received, not the platform. A distribution still awaiting the creator's Pix is not received yet.
 */
export async function receivedDistributions(
  db: Database,
  userId: string,
  query: { q?: string; page: number },
): Promise<ReceivedDistributions> {
  const mine = and(
    eq(distributionSharePayments.investorId, userId),
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
          grossCents: distributionSharePayments.grossCents,
          taxCents: distributionSharePayments.taxCents,
          netCents: distributionSharePayments.netCents,
          status: shareStatusSql(distributionSharePayments.netCents, payouts.status),
        })
        .from(distributionSharePayments)
        .innerJoin(distributions, eq(distributions.id, distributionSharePayments.distributionId))
        .innerJoin(projects, eq(projects.id, distributions.projectId))
        .leftJoin(payouts, eq(payouts.id, distributionSharePayments.payoutId))
        .where(mine)
        .orderBy(desc(distributions.paidOn), desc(distributions.createdAt), desc(distributions.id))
        .$dynamic(),
      count: db
        .select({ n: count() })
        .from(distributionSharePayments)
        .innerJoin(distributions, eq(distributions.id, distributionSharePayments.distributionId))
        .innerJoin(projects, eq(projects.id, distributions.projectId))
        .where(mine),
      page: query.page,
      pageSize: PAGE_SIZE,
    }),
    db
      .select({
        year,
        income: sql<string>`coalesce(sum(${distributionSharePayments.grossCents}) filter (where ${distributions.kind} = 'income'), 0)`,
        amortization: sql<string>`coalesce(sum(${distributionSharePayments.grossCents}) filter (where ${distributions.kind} = 'amortization'), 0)`,
        tax: sql<string>`coalesce(sum(${distributionSharePayments.taxCents}), 0)`,
      })
      .from(distributionSharePayments)
      .innerJoin(distributions, eq(distributions.id, distributionSharePayments.distributionId))
      .where(eq(distributionSharePayments.investorId, userId))
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
      amount: toReais(r.grossCents),
      tax: toReais(r.taxCents),
      net: toReais(r.netCents),
      status: r.status,
    })),
    by_year: years.map((y) => ({
      year: Number(y.year),
      income: toReais(Number(y.income)),
      amortization: toReais(Number(y.amortization)),
      tax: toReais(Number(y.tax)),
    })),
  };
}
