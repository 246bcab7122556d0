import { and, count, eq, gt, sql } from "drizzle-orm";
import { PROJECT_STATUSES } from "@alicerce/shared/projects";
import type { PlatformTotals } from "@alicerce/shared/schemas/admin";
import { USER_TYPES } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import { investments, investmentTotals, profiles, projectFigures, suppliers } from "../../db/schema/index.ts";
import { toMoney } from "../../lib/money.ts";

/**
 * The platform's totals in five small queries, whatever the size of the tables. Money is summed in
 * SQL (docs/product/formats-and-layout.md#money). What counts as invested is an active commitment:
 * withdrawn and cancelled ones left the raise (docs/product/investments.md#commitment); "confirmed"
 * ones are also past their 5-day withdrawal period (docs/product/investments.md#withdrawal).
 * The active commitments' sum, number and investors are kept by a trigger on investments
 * (migration 0014, decision 052); only those still in their withdrawal period, the last days'
 * commitments, are summed here, through a partial index.
 */
export async function platformTotals(db: Database): Promise<PlatformTotals> {
  const userRows = await db
    .select({
      type: profiles.type,
      total: count(),
      verified: sql<number>`count(*) filter (where ${profiles.verified})`.mapWith(Number),
    })
    .from(profiles)
    .groupBy(profiles.type);
  // Projects by status from the project list's kept figures (migration 0016, decision 055), a few
  // rows whatever the platform holds, not a pass over every project (decision 061).
  const projectRows = await db
    .select({
      status: projectFigures.status,
      total: sql<number>`coalesce(sum(${projectFigures.projects}), 0)`.mapWith(Number),
    })
    .from(projectFigures)
    .groupBy(projectFigures.status);
  const [kept] = await db
    .select({
      total: investmentTotals.amount,
      commitments: investmentTotals.commitments,
      investors: investmentTotals.investors,
    })
    .from(investmentTotals);
  const [recent] = await db
    .select({ amount: sql<string>`coalesce(sum(${investments.amount}), 0)` })
    .from(investments)
    .where(and(eq(investments.status, "active"), gt(investments.withdrawableUntil, sql`now()`)));
  const [supplierCounts] = await db
    .select({
      total: count(),
      verified: sql<number>`count(*) filter (where ${suppliers.verified})`.mapWith(Number),
    })
    .from(suppliers);

  const byType = USER_TYPES.map((type) => {
    const row = userRows.find((r) => r.type === type);
    return { type, total: row?.total ?? 0, verified: row?.verified ?? 0 };
  });
  const legal = byType.find((r) => r.type === "legal")!;
  const byStatus = PROJECT_STATUSES.map((status) => ({
    status,
    total: projectRows.find((r) => r.status === status)?.total ?? 0,
  }));
  const totalInvested = toMoney(kept?.total) ?? 0;
  const inWithdrawalPeriod = toMoney(recent?.amount) ?? 0;
  return {
    users: {
      total: byType.reduce((sum, r) => sum + r.total, 0),
      by_type: byType,
      pending_legal: legal.total - legal.verified,
    },
    projects: { total: byStatus.reduce((sum, r) => sum + r.total, 0), by_status: byStatus },
    investments: {
      total_invested: totalInvested,
      // Both sums are numeric with 2 decimals; the difference is exact in centavos.
      confirmed: Math.round((totalInvested - inWithdrawalPeriod) * 100) / 100,
      in_withdrawal_period: inWithdrawalPeriod,
      commitments: kept?.commitments ?? 0,
      investors: kept?.investors ?? 0,
    },
    suppliers: { total: supplierCounts?.total ?? 0, verified: supplierCounts?.verified ?? 0 },
  };
}
