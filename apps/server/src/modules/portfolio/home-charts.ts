import { sql } from "drizzle-orm";
import { CHART_MONTHS, homePerspective } from "@alicerce/shared/portfolio";
import type { ProjectType } from "@alicerce/shared/projects";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { HomeCharts } from "@alicerce/shared/schemas/portfolio";
import type { Database } from "../../db/client.ts";
import { amount, rowsOf } from "./sql-rows.ts";

/** Raise charts are about money: a creator's projects with a target, past draft, newest first. */
const RAISE_CHART_PROJECTS = 8;

/** Active commitments by São Paulo month over the last CHART_MONTHS months, the empty months included. */
function investedByMonth(db: Database, userId: string) {
  return rowsOf<{ month: string; amount: string | null }>(
    db,
    sql`with months as (
      select to_char(m, 'YYYY-MM') as month
      from generate_series(
        date_trunc('month', now() at time zone 'America/Sao_Paulo') - make_interval(months => ${CHART_MONTHS - 1}::int),
        date_trunc('month', now() at time zone 'America/Sao_Paulo'),
        interval '1 month') as m)
    select months.month, sum(i.amount) as amount
    from months left join investments i
      on i.investor_id = ${userId} and i.status = 'active'
      and to_char(i.created_at at time zone 'America/Sao_Paulo', 'YYYY-MM') = months.month
    group by months.month order by months.month`,
  );
}

function investedByType(db: Database, userId: string) {
  return rowsOf<{ project_type: ProjectType; amount: string }>(
    db,
    sql`select p.project_type, sum(i.amount) as amount
    from investments i join projects p on p.id = i.project_id
    where i.investor_id = ${userId} and i.status = 'active'
    group by p.project_type order by sum(i.amount) desc, p.project_type`,
  );
}

function raisedByProject(db: Database, userId: string) {
  return rowsOf<{ id: string; title: string; raised: string; target: string }>(
    db,
    sql`select p.id, p.title, p.raised_amount as raised, p.target_amount as target
    from projects p
    where p.created_by = ${userId} and p.purpose = 'investment' and p.target_amount is not null and p.status <> 'draft'
    order by p.created_at desc, p.id desc limit ${RAISE_CHART_PROJECTS}`,
  );
}

/**
 * The home's charts (docs/product/dashboard.md#charts): an investor's money by month and by
 * project type, a creator's raise against target per project. Other perspectives have none.
 */
export async function homeCharts(db: Database, user: CurrentUser): Promise<HomeCharts> {
  const perspective = homePerspective(user);
  if (perspective === "investor") {
    const [byMonth, byType] = await Promise.all([investedByMonth(db, user.id), investedByType(db, user.id)]);
    return {
      invested_by_month: byMonth.map((r) => ({ month: r.month, amount: amount(r.amount) })),
      invested_by_type: byType.map((r) => ({ project_type: r.project_type, amount: amount(r.amount) })),
      raised_by_project: null,
    };
  }
  if (perspective === "creator") {
    const rows = await raisedByProject(db, user.id);
    return {
      invested_by_month: null,
      invested_by_type: null,
      raised_by_project: rows.map((r) => ({
        id: r.id,
        title: r.title,
        raised: amount(r.raised),
        target: amount(r.target),
      })),
    };
  }
  return { invested_by_month: null, invested_by_type: null, raised_by_project: null };
}
