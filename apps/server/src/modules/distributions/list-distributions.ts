import { and, desc, eq, sql } from "drizzle-orm";
import { toReais } from "@alicerce/shared/distribution-split";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { paysInvestors, type ProjectDistributions } from "@alicerce/shared/schemas/distributions";
import type { Database } from "../../db/client.ts";
import { distributions, distributionShares } from "../../db/schema/index.ts";
import { loadVisibleProject } from "../projects/index.ts";

/**
 * A project's distributions, for whoever may see the project (a creator's record of paying is part of
 * what a prospective investor weighs): date, type, total, note and how many shared it. Each person sees
 * their own share only; the per-investor lines are the creator's and admins' (the CSV).
 */
export async function listDistributions(
  db: Database,
  user: CurrentUser,
  projectId: string,
): Promise<ProjectDistributions> {
  const project = await loadVisibleProject(db, user, projectId);
  const rows = await db
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
    .where(eq(distributions.projectId, projectId))
    .orderBy(desc(distributions.paidOn), desc(distributions.createdAt));
  const totals = { income: 0, amortization: 0 };
  for (const r of rows) totals[r.kind] += r.totalCents;
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      amount: toReais(r.totalCents),
      paid_on: r.paidOn,
      note: r.note,
      created_at: r.createdAt.toISOString(),
      investors: Number(r.investors),
      my_share: r.myShare === null ? null : toReais(r.myShare),
    })),
    totals: { income: toReais(totals.income), amortization: toReais(totals.amortization) },
    can_record: project.createdBy === user.id && paysInvestors(project),
  };
}
