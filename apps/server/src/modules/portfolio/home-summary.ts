import { sql } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { homePerspective } from "@alicerce/shared/portfolio";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { HomeSummary } from "@alicerce/shared/schemas/portfolio";
import type { Database } from "../../db/client.ts";
import { contractStatusConditions } from "../contracts/index.ts";
import { ACTIVE_PROJECT_STATUSES } from "./sql-fragments.ts";
import { amount, num, rowsOf } from "./sql-rows.ts";

type Figures = { active_projects: number; amount: string | null; average_roi: string | null; contracts: number };

/** Contracts of the legal desk that are in force or about to start (not finished, not cancelled). */
function liveContracts() {
  const is = contractStatusConditions(todayInSaoPaulo());
  return sql`(${is.pendente} or ${is.ativo})`;
}

/**
 * An investor's figures: projects under way with their active commitments, the sum of those, the
 * ROI of their projects weighted by the amount in each, and their confirmed commitments (past the
 * 5-day withdrawal period), each of which is an SCP participation contract (docs/product/investments.md#withdrawal).
 * Read from the investor's kept row (decision 130), whatever the number of their commitments: only
 * the commitments still in their withdrawal period, the last days' few, are read to tell the contracts.
 */
const investorFigures = (userId: string) => sql`
  select k.active_projects, k.amount, round(k.roi_weighted / nullif(k.roi_amount, 0), 2) as average_roi,
    (coalesce(k.active, 0) - (select count(*) from investments i
      where i.investor_id = ${userId} and i.status = 'active' and i.withdrawable_until > now()))::int as contracts
  from (select 1) as one left join investor_active_commitments k on k.investor_id = ${userId}`;

/** A creator's own projects: under way, raised in total, their mean ROI, and the contracts on them. */
const creatorFigures = (userId: string) => sql`
  select (count(*) filter (where p.status in ${ACTIVE_PROJECT_STATUSES}))::int as active_projects,
    sum(p.raised_amount) as amount,
    round(avg(p.roi), 2) as average_roi,
    (select count(*)::int from contracts join projects cp on cp.id = contracts.project_id
      where cp.created_by = ${userId} and ${liveContracts()}) as contracts
  from projects p where p.created_by = ${userId}`;

/** The legal desk sees the platform: projects under way, raised in total, mean ROI past draft, live contracts. */
const legalFigures = () => sql`
  select (count(*) filter (where p.status in ${ACTIVE_PROJECT_STATUSES}))::int as active_projects,
    sum(p.raised_amount) as amount,
    round(avg(p.roi) filter (where p.status <> 'draft'), 2) as average_roi,
    (select count(*)::int from contracts where ${liveContracts()}) as contracts
  from projects p`;

/**
 * A supplier's quotations: approved ones are works under way (and agreed services), concluded ones
 * are earnings; the ROI is that of their own investments, if any (their kept row, as an investor's).
 */
const supplierFigures = (userId: string) => sql`
  select (count(*) filter (where q.status = 'aprovado'))::int as active_projects,
    sum(q.estimated_price) filter (where q.status = 'concluido') as amount,
    (select round(k.roi_weighted / nullif(k.roi_amount, 0), 2) from investor_active_commitments k
      where k.investor_id = ${userId}) as average_roi,
    (count(*) filter (where q.status in ('aprovado', 'concluido')))::int as contracts
  from suppliers s left join quotations q on q.supplier_id = s.id
  where s.user_id = ${userId}`;

/**
 * The four stat cards of the home (docs/product/dashboard.md#stat-cards), computed on every request
 * from the database: nothing here is cached, so a commitment made a second ago is already counted.
 */
export async function homeSummary(db: Database, user: CurrentUser): Promise<HomeSummary> {
  const perspective = homePerspective(user);
  const query =
    perspective === "investor"
      ? investorFigures(user.id)
      : perspective === "creator"
        ? creatorFigures(user.id)
        : perspective === "legal"
          ? legalFigures()
          : supplierFigures(user.id);
  const [row] = await rowsOf<Figures>(db, query);
  return {
    perspective,
    active_projects: Number(row?.active_projects ?? 0),
    amount: amount(row?.amount),
    average_roi: num(row?.average_roi),
    contracts: Number(row?.contracts ?? 0),
  };
}
