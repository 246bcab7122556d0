import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import type { Invariant } from "../../db/invariants.ts";

/**
 * The figures the investments' totals trigger keeps (migrations 0014, 0030 and 0044; decisions 052, 085
 * and 130), each proven equal to the aggregate it stands for over the commitments themselves. Run by
 * `npm run ledger:check` beside the ledger's own rules, and by the tests after each way a commitment
 * starts or ends.
 */

/** How many offending rows an invariant names. */
const EXAMPLES = 5;

async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Each investor's home figures, kept and counted: active commitments, their sum, projects under way, ROI weights. */
const keptInvestorFigures: Invariant = {
  name: "investments.kept-investor-figures",
  description:
    "os números guardados de cada investidor (compromissos ativos, soma, projetos em andamento e pesos da rentabilidade) são os dos seus investimentos.",
  async violations(db) {
    const rows = await rowsOf<{ investor: string; kept: string; counted: string }>(
      db,
      sql`with counted as (
            select i.investor_id, count(*)::int as active, sum(i.amount) as amount,
              count(distinct i.project_id) filter (where p.status <> 'completed')::int as active_projects,
              coalesce(sum(i.amount * p.roi) filter (where p.roi is not null), 0) as roi_weighted,
              coalesce(sum(i.amount) filter (where p.roi is not null), 0) as roi_amount
            from investments i join projects p on p.id = i.project_id
            where i.status = 'active' group by i.investor_id)
          select coalesce(k.investor_id, c.investor_id) as investor,
            concat_ws(' / ', k.active, k.amount, k.active_projects, k.roi_weighted, k.roi_amount) as kept,
            concat_ws(' / ', c.active, c.amount, c.active_projects, c.roi_weighted, c.roi_amount) as counted
          from investor_active_commitments k full join counted c on c.investor_id = k.investor_id
          where (k.active, k.amount, k.active_projects, k.roi_weighted, k.roi_amount)
            is distinct from (c.active, c.amount, c.active_projects, c.roi_weighted, c.roi_amount)
          order by 1 limit ${EXAMPLES}`,
    );
    return rows.map((r) => `investidor ${r.investor}: guardado ${r.kept || "nada"}, contado ${r.counted || "nada"}`);
  },
};

/** Each investor's active commitments and their sum in each project. */
const keptProjectInvestors: Invariant = {
  name: "investments.kept-project-investors",
  description: "os compromissos ativos guardados de cada investidor em cada projeto, e a sua soma, são os contados.",
  async violations(db) {
    const rows = await rowsOf<{ project: string; investor: string; kept: string; counted: string }>(
      db,
      sql`with counted as (
            select project_id, investor_id, count(*)::int as active, sum(amount) as amount
            from investments where status = 'active' group by project_id, investor_id)
          select coalesce(k.project_id, c.project_id) as project, coalesce(k.investor_id, c.investor_id) as investor,
            concat_ws(' / ', k.active, k.amount) as kept, concat_ws(' / ', c.active, c.amount) as counted
          from project_investor_commitments k
            full join counted c on c.project_id = k.project_id and c.investor_id = k.investor_id
          where (k.active, k.amount) is distinct from (c.active, c.amount)
          order by 1, 2 limit ${EXAMPLES}`,
    );
    return rows.map(
      (r) =>
        `projeto ${r.project}, investidor ${r.investor}: guardado ${r.kept || "nada"}, contado ${r.counted || "nada"}`,
    );
  },
};

/** The platform's totals (one row) and each project's investor count. */
const keptPlatformTotals: Invariant = {
  name: "investments.kept-platform-totals",
  description:
    "os totais guardados da plataforma (soma, compromissos e investidores ativos) e o número de investidores de cada projeto são os contados.",
  async violations(db) {
    const totals = await rowsOf<{ kept: string; counted: string }>(
      db,
      sql`with counted as (
            select coalesce(sum(amount), 0) as amount, count(*)::int as commitments,
              count(distinct investor_id)::int as investors
            from investments where status = 'active')
          select concat_ws(' / ', t.amount, t.commitments, t.investors) as kept,
            concat_ws(' / ', c.amount, c.commitments, c.investors) as counted
          from investment_totals t, counted c
          where (t.amount, t.commitments, t.investors) is distinct from (c.amount, c.commitments, c.investors)`,
    );
    const projects = await rowsOf<{ id: string; kept: number; counted: number }>(
      db,
      sql`select p.id, p.investor_count as kept, coalesce(c.counted, 0)::int as counted
          from projects p left join (select project_id, count(distinct investor_id) as counted from investments
            where status = 'active' group by project_id) c on c.project_id = p.id
          where p.investor_count <> coalesce(c.counted, 0)
          order by p.id limit ${EXAMPLES}`,
    );
    return [
      ...totals.map((r) => `plataforma: guardado ${r.kept}, contado ${r.counted}`),
      ...projects.map((r) => `projeto ${r.id}: ${r.kept} investidor(es) guardado(s), ${r.counted} contado(s)`),
    ];
  },
};

/** The amounts still in their withdrawal period, by the hour it ends: every hour a reader may add up. */
const keptWithdrawalHours: Invariant = {
  name: "investments.kept-withdrawal-hours",
  description:
    "a soma guardada dos compromissos ativos por hora do fim do prazo de desistência é a contada, em cada hora a partir da atual.",
  async violations(db) {
    const rows = await rowsOf<{ hour: string; kept: string; counted: string }>(
      db,
      sql`with kept as (
            select ends_hour, sum(amount) as amount from investment_withdrawal_hours
            where ends_hour >= date_trunc('hour', now(), 'UTC') group by ends_hour),
          counted as (
            select date_trunc('hour', withdrawable_until, 'UTC') as ends_hour, sum(amount) as amount
            from investments
            where status = 'active' and withdrawable_until >= date_trunc('hour', now(), 'UTC')
            group by 1)
          select coalesce(k.ends_hour, c.ends_hour)::text as hour, coalesce(k.amount, 0)::text as kept,
            coalesce(c.amount, 0)::text as counted
          from kept k full join counted c on c.ends_hour = k.ends_hour
          where coalesce(k.amount, 0) <> coalesce(c.amount, 0)
          order by 1 limit ${EXAMPLES}`,
    );
    return rows.map((r) => `hora ${r.hour}: guardado ${r.kept}, contado ${r.counted}`);
  },
};

export const keptFigureInvariants: readonly Invariant[] = [
  keptInvestorFigures,
  keptProjectInvestors,
  keptPlatformTotals,
  keptWithdrawalHours,
];
