import { and, count, desc, eq, sql } from "drizzle-orm";
import { toReais } from "@alicerce/shared/distribution-split";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { paysInvestors, type ProjectDistributions } from "@alicerce/shared/schemas/distributions";
import type { Database } from "../../db/client.ts";
import { distributions, distributionShares } from "../../db/schema/index.ts";
import { readPage } from "../../db/paging.ts";
import { loadVisibleProject } from "../project-access/index.ts";

const PAGE_SIZE = 10;

/**
 * A project's distributions, a page at a time, newest payment first, for whoever may see the project (a creator's record of paying is part of
 * what a prospective investor weighs): date, type, total, note and how many shared it. Each person sees
 * their own share only; the per-investor lines are the creator's and admins' (the CSV).
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
    })
    .from(distributions)
    .leftJoin(
      distributionShares,
      and(eq(distributionShares.distributionId, distributions.id), eq(distributionShares.investorId, user.id)),
    )
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
    })),
    totals: { income: toReais(Number(sums?.income ?? 0)), amortization: toReais(Number(sums?.amortization ?? 0)) },
    can_record: project.createdBy === user.id && paysInvestors(project),
  };
}
