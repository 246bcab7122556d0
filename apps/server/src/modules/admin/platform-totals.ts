import { count, eq, sql } from "drizzle-orm";
import { PROJECT_STATUSES } from "@alicerce/shared/projects";
import type { PlatformTotals } from "@alicerce/shared/schemas/admin";
import { USER_TYPES } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import { investments, profiles, projects, suppliers } from "../../db/schema/index.ts";
import { toMoney } from "../../lib/money.ts";

/**
 * The platform's totals in four aggregate queries, whatever the size of the tables. Money is
 * summed in SQL (docs/product/formats-and-layout.md#money). What counts as invested is an active
 * commitment: withdrawn and cancelled ones left the raise (docs/product/investments.md#commitment);
 * "confirmed" ones are also past their 5-day withdrawal period (docs/product/investments.md#withdrawal).
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
  const projectRows = await db
    .select({ status: projects.status, total: count() })
    .from(projects)
    .groupBy(projects.status);
  const [money] = await db
    .select({
      total: sql<string>`coalesce(sum(${investments.amount}), 0)`,
      confirmed: sql<string>`coalesce(sum(${investments.amount}) filter (where ${investments.withdrawableUntil} <= now()), 0)`,
      commitments: count(),
      investors: sql<number>`count(distinct ${investments.investorId})`.mapWith(Number),
    })
    .from(investments)
    .where(eq(investments.status, "active"));
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
  const totalInvested = toMoney(money?.total) ?? 0;
  const confirmed = toMoney(money?.confirmed) ?? 0;
  return {
    users: {
      total: byType.reduce((sum, r) => sum + r.total, 0),
      by_type: byType,
      pending_legal: legal.total - legal.verified,
    },
    projects: { total: byStatus.reduce((sum, r) => sum + r.total, 0), by_status: byStatus },
    investments: {
      total_invested: totalInvested,
      confirmed,
      // Both sums come from numeric(15,2); the difference is exact in centavos.
      in_withdrawal_period: Math.round((totalInvested - confirmed) * 100) / 100,
      commitments: money?.commitments ?? 0,
      investors: money?.investors ?? 0,
    },
    suppliers: { total: supplierCounts?.total ?? 0, verified: supplierCounts?.verified ?? 0 },
  };
}
