import { and, count, desc, eq, sql } from "drizzle-orm";
import { toReais } from "@alicerce/shared/distribution-split";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { paysInvestors, type ProjectDistributions } from "@alicerce/shared/schemas/distributions";
import type { Database } from "../../db/client.ts";
import {
  distributionFundings,
  distributionSharePayments,
  distributions,
  distributionShares,
  payouts,
} from "../../db/schema/index.ts";
import { readPage } from "../../db/paging.ts";
import { loadVisibleProject } from "../project-access/index.ts";
import { awaitingKeySharesSql, distributionStatusSql, failedSharesSql, shareStatusSql } from "./payment-state.ts";

const PAGE_SIZE = 10;

/**
 * A project's distributions, a page at a time, newest payment first, for whoever may see the project (a creator's record of paying is part of
 * what a prospective investor weighs): date, type, total, note, how many shared it and how far it was paid
 * (docs/decisions/115-distributions-paid.md). Each person sees their own share only (gross, tax, net);
 * the per-investor lines are the creator's and admins' (the CSV). The totals count funded money only.
 */
export async function listDistributions(
  db: Database,
  user: CurrentUser,
  projectId: string,
  page = 1,
): Promise<ProjectDistributions> {
  const project = await loadVisibleProject(db, user, projectId);
  const ofProject = eq(distributions.projectId, projectId);
  const rows = db
    .select({
      id: distributions.id,
      kind: distributions.kind,
      totalCents: distributions.totalCents,
      paidOn: distributions.paidOn,
      note: distributions.note,
      createdAt: distributions.createdAt,
      investors: sql<number>`(select count(*)::int from ${distributionShares} s where s.distribution_id = ${distributions.id})`,
      myShare: distributionShares.amountCents,
      status: distributionStatusSql,
      failedShares: failedSharesSql,
      awaitingKeyShares: awaitingKeySharesSql,
      myTax: distributionSharePayments.taxCents,
      myNet: distributionSharePayments.netCents,
      myStatus: shareStatusSql(distributionSharePayments.netCents, payouts.status),
    })
    .from(distributions)
    .leftJoin(
      distributionShares,
      and(eq(distributionShares.distributionId, distributions.id), eq(distributionShares.investorId, user.id)),
    )
    .leftJoin(distributionSharePayments, eq(distributionSharePayments.shareId, distributionShares.id))
    .leftJoin(payouts, eq(payouts.id, distributionSharePayments.payoutId))
    .where(ofProject)
    .orderBy(desc(distributions.paidOn), desc(distributions.createdAt), desc(distributions.id))
    .$dynamic();
  const [listed, [sums]] = await Promise.all([
    readPage({
      rows,
      count: db.select({ n: count() }).from(distributions).where(ofProject),
      page,
      pageSize: PAGE_SIZE,
    }),
    db
      .select({
        income: sql<string>`coalesce(sum(${distributions.totalCents}) filter (where ${distributions.kind} = 'income'), 0)`,
        amortization: sql<string>`coalesce(sum(${distributions.totalCents}) filter (where ${distributions.kind} = 'amortization'), 0)`,
      })
      .from(distributions)
      .innerJoin(distributionFundings, eq(distributionFundings.distributionId, distributions.id))
      .where(ofProject),
  ]);
  return {
    ...listed,
    items: listed.items.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: toReais(r.totalCents),
      paid_on: r.paidOn,
      note: r.note,
      created_at: r.createdAt.toISOString(),
      investors: Number(r.investors),
      my_share: r.myShare === null ? null : toReais(r.myShare),
      status: r.status,
      my_payment:
        r.myShare === null || r.myTax === null || r.myNet === null
          ? null
          : { gross: toReais(r.myShare), tax: toReais(r.myTax), net: toReais(r.myNet), status: r.myStatus },
      failed_shares: Number(r.failedShares),
      awaiting_key_shares: Number(r.awaitingKeyShares),
    })),
    totals: { income: toReais(Number(sums?.income ?? 0)), amortization: toReais(Number(sums?.amortization ?? 0)) },
    can_record: project.createdBy === user.id && paysInvestors(project),
  };
}
