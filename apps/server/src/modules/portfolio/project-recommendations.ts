import { sql } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { projectReason, RECOMMENDED_PROJECTS_LIMIT } from "@alicerce/shared/portfolio";
import type { ProjectType } from "@alicerce/shared/projects";
import type { ProjectRecommendation } from "@alicerce/shared/schemas/portfolio";
import type { Database } from "../../db/client.ts";
import { getInvestorLimits } from "../investments/index.ts";
import { imageUrl } from "../projects/index.ts";
import { amount, num, rowsOf } from "./sql-rows.ts";

type Row = {
  id: string;
  title: string;
  location_city: string;
  location_state: string;
  project_type: ProjectType;
  min_investment: string;
  target_amount: string;
  raised_amount: string;
  roi: string | null;
  deadline: string | null;
  cover_image_id: string | null;
  type_share: string | null;
  state_share: string | null;
};

/**
 * "Projetos para você" (docs/product/dashboard.md#recommendations): the open raises this investor
 * can still join, ranked in SQL by how much of their past money went to the same project type
 * (weight 2) and to the same state (weight 1), then by how close the raise is to its target, then
 * newest. Past money is every commitment not withdrawn (a raise that failed still shows a taste).
 * A raise is offered only when its minimum ticket fits both what is left of the investor's yearly
 * limit (CVM 88) and what is left of the target, the investor did not create it and holds no
 * active commitment in it yet.
 */
export async function recommendProjects(db: Database, userId: string): Promise<ProjectRecommendation[]> {
  const { remaining } = await getInvestorLimits(db, userId);
  const rows = await rowsOf<Row>(
    db,
    sql`with mine as (
      select p.project_type, p.location_state, i.amount
      from investments i join projects p on p.id = i.project_id
      where i.investor_id = ${userId} and i.status <> 'withdrawn'
    ),
    total as (select sum(amount) as amount from mine),
    by_type as (select project_type, sum(amount) as amount from mine group by project_type),
    by_state as (select location_state, sum(amount) as amount from mine group by location_state)
    select p.id, p.title, p.location_city, p.location_state, p.project_type, p.min_investment,
      p.target_amount, p.raised_amount, p.roi, p.deadline::text as deadline,
      (select img.id from project_images img where img.project_id = p.id order by img.position, img.id limit 1)
        as cover_image_id,
      by_type.amount / nullif(total.amount, 0) as type_share,
      by_state.amount / nullif(total.amount, 0) as state_share
    from projects p
      cross join total
      left join by_type on by_type.project_type = p.project_type
      left join by_state on by_state.location_state = p.location_state
    where p.status = 'funding_open' and p.visibility = 'public' and p.purpose = 'investment'
      and (p.deadline is null or p.deadline >= ${todayInSaoPaulo()}::date)
      and p.created_by <> ${userId}
      and p.min_investment is not null and p.target_amount is not null
      and p.min_investment <= p.target_amount - p.raised_amount
      and (${remaining}::numeric is null or p.min_investment <= ${remaining}::numeric)
      and not exists (select 1 from investments x
        where x.project_id = p.id and x.investor_id = ${userId} and x.status = 'active')
    order by 2 * coalesce(by_type.amount / nullif(total.amount, 0), 0)
        + coalesce(by_state.amount / nullif(total.amount, 0), 0) desc,
      p.raised_amount / p.target_amount desc, p.created_at desc, p.id
    limit ${RECOMMENDED_PROJECTS_LIMIT}`,
  );
  return rows.map((r) => {
    const minInvestment = amount(r.min_investment);
    return {
      id: r.id,
      title: r.title,
      location_city: r.location_city,
      location_state: r.location_state,
      project_type: r.project_type,
      min_investment: minInvestment,
      target_amount: amount(r.target_amount),
      raised_amount: amount(r.raised_amount),
      roi: num(r.roi),
      deadline: r.deadline,
      cover_image_url: r.cover_image_id ? imageUrl(r.id, r.cover_image_id) : null,
      reason: projectReason({
        project_type: r.project_type,
        location_state: r.location_state,
        type_match: (num(r.type_share) ?? 0) > 0,
        state_match: (num(r.state_share) ?? 0) > 0,
        min_investment: minInvestment,
        remaining_limit: remaining,
      }),
    };
  });
}
