import { sql } from "drizzle-orm";
import { preparedOnce } from "../../db/prepared-once.ts";
import { PROJECT_STATUSES } from "@alicerce/shared/projects";
import type { PlatformTotals } from "@alicerce/shared/schemas/admin";
import { USER_TYPES } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import {
  investments,
  investmentTotals,
  investmentWithdrawalHours,
  profileTypeCounts,
  projectFigures,
  suppliers,
} from "../../db/schema/index.ts";
import { toMoney } from "../../lib/money.ts";

type TotalsRow = {
  users: { type: string; total: number; verified: number }[];
  projects: { status: string; total: number }[];
  /** The kept active commitments (one row), money as text. */
  kept: { amount: string; commitments: number; investors: number } | null;
  recentAmount: string;
  suppliers: { total: number; verified: number };
};

/**
 * The desk's figures in one statement, prepared once: each part reads a few rows whatever the size of
 * the platform, and sending them one after another cost five round trips per request (decision 065).
 * - users by type and verified: the kept counts (migration 0026, decision 070), five rows;
 * - projects by status from the project list's kept figures (migration 0016, decisions 055 and 061);
 * - the active commitments' sum, number and investors kept by a trigger on investments (migration
 *   0014, decision 052); those still in their withdrawal period are kept by the hour it ends (migration
 *   0044, decision 130): the hours after the current one are added up (the period's few days of hours,
 *   four stripes each), and only the current hour's commitments are read, through a partial index;
 * - suppliers, and how many are verified.
 * Money is summed in SQL (docs/product/formats-and-layout.md#money).
 */
const totalsStatement = (db: Database) =>
  preparedOnce(db, "admin_platform_totals", () =>
    db
      .select({
        users: sql<TotalsRow["users"]>`(select coalesce(json_agg(u), '[]') from (
          select ${profileTypeCounts.type} as type, ${profileTypeCounts.total} as total,
            ${profileTypeCounts.verified} as verified
          from ${profileTypeCounts}) u)`,
        projects: sql<TotalsRow["projects"]>`(select coalesce(json_agg(p), '[]') from (
          select ${projectFigures.status} as status, coalesce(sum(${projectFigures.projects}), 0)::int as total
          from ${projectFigures} group by ${projectFigures.status}) p)`,
        kept: sql<TotalsRow["kept"]>`(select json_build_object('amount', ${investmentTotals.amount}::text,
          'commitments', ${investmentTotals.commitments}, 'investors', ${investmentTotals.investors})
          from ${investmentTotals} limit 1)`,
        recentAmount: sql<string>`((select coalesce(sum(${investmentWithdrawalHours.amount}), 0)
            from ${investmentWithdrawalHours}
            where ${investmentWithdrawalHours.endsHour} > date_trunc('hour', now(), 'UTC'))
          + (select coalesce(sum(${investments.amount}), 0) from ${investments}
            where ${investments.status} = 'active' and ${investments.withdrawableUntil} > now()
              and ${investments.withdrawableUntil} < date_trunc('hour', now(), 'UTC') + interval '1 hour'))::text`,
        suppliers: sql<TotalsRow["suppliers"]>`(select json_build_object('total', count(*),
          'verified', count(*) filter (where ${suppliers.verified})) from ${suppliers})`,
      })
      .from(sql`(select 1) as one`)
      .prepare("admin_platform_totals"),
  );

/**
 * The platform's totals. What counts as invested is an active commitment: withdrawn and cancelled
 * ones left the raise (docs/product/investments.md#commitment); "confirmed" ones are also past their
 * 5-day withdrawal period (docs/product/investments.md#withdrawal).
 */
export async function platformTotals(db: Database): Promise<PlatformTotals> {
  const [row] = (await totalsStatement(db).execute()) as TotalsRow[];
  const userRows = row!.users;
  const projectRows = row!.projects;
  const kept = row!.kept;
  const recent = { amount: row!.recentAmount };
  const supplierCounts = row!.suppliers;

  const byType = USER_TYPES.map((type) => {
    const row = userRows.find((r) => r.type === type);
    return { type, total: row?.total ?? 0, verified: row?.verified ?? 0 };
  });
  const legal = byType.find((r) => r.type === "legal")!;
  const byStatus = PROJECT_STATUSES.map((status) => ({
    status,
    total: projectRows.find((r) => r.status === status)?.total ?? 0,
  }));
  const totalInvested = toMoney(kept?.amount) ?? 0;
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
