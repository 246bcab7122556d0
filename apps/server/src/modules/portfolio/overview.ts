import { sql } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { homePerspective } from "@alicerce/shared/portfolio";
import type { ProjectPurpose, ProjectStatus } from "@alicerce/shared/projects";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Investment } from "@alicerce/shared/schemas/investments";
import type {
  CreatorOverview,
  InvestorOverview,
  LegalOverview,
  PortfolioOverview,
  SupplierOverview,
} from "@alicerce/shared/schemas/portfolio";
import type { Database } from "../../db/client.ts";
import { contractStatusConditions } from "../contracts/index.ts";
import { amount, num, rowsOf } from "./sql-rows.ts";
import { statementYears } from "./income-statement.ts";

type InvestmentRow = {
  id: string;
  project_id: string;
  project_title: string;
  amount: string;
  status: Investment["status"];
  roi: string | null;
  created_at: Date | string;
  withdrawable_until: Date | string;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Every commitment of the investor, newest first, with the project's ROI. The expected return of an
 * active commitment is its amount times the project's ROI (the return the project announces over its
 * term); a withdrawn or cancelled one returns nothing.
 */
async function investorOverview(db: Database, userId: string): Promise<InvestorOverview> {
  const [rows, years] = await Promise.all([
    rowsOf<InvestmentRow>(
      db,
      sql`select i.id, i.project_id, p.title as project_title, i.amount, i.status, p.roi, i.created_at,
        i.withdrawable_until
      from investments i join projects p on p.id = i.project_id
      where i.investor_id = ${userId}
      order by i.created_at desc, i.id desc`,
    ),
    statementYears(db, userId),
  ]);
  const now = Date.now();
  const investments = rows.map((r) => {
    const value = amount(r.amount);
    const roi = num(r.roi);
    const active = r.status === "active";
    return {
      id: r.id,
      project_id: r.project_id,
      project_title: r.project_title,
      amount: value,
      status: r.status,
      roi,
      expected_return: active && roi !== null ? Math.round(value * roi) / 100 : 0,
      created_at: iso(r.created_at),
      withdrawable_until: iso(r.withdrawable_until),
      can_withdraw: active && now < new Date(r.withdrawable_until).getTime(),
    };
  });
  const active = investments.filter((i) => i.status === "active");
  const cents = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v * 100, 0)) / 100;
  return {
    kind: "investor",
    total_invested: cents(active.map((i) => i.amount)),
    expected_return: cents(active.map((i) => i.expected_return)),
    active_investments: active.length,
    investments,
    statement_years: years,
  };
}

/** The creator's projects with their raise progress, newest first, and the totals over them. */
async function creatorOverview(db: Database, userId: string): Promise<CreatorOverview> {
  const rows = await rowsOf<{
    id: string;
    title: string;
    status: ProjectStatus;
    purpose: ProjectPurpose;
    raised: string;
    target: string | null;
  }>(
    db,
    sql`select id, title, status, purpose, raised_amount as raised, target_amount as target
    from projects where created_by = ${userId} order by created_at desc, id desc`,
  );
  const projects = rows.map((r) => {
    const raised = amount(r.raised);
    const target = num(r.target);
    return {
      id: r.id,
      title: r.title,
      status: r.status,
      purpose: r.purpose,
      raised,
      target,
      progress: target ? Math.min(100, Math.round((raised / target) * 1000) / 10) : null,
    };
  });
  return {
    kind: "creator",
    total_raised: Math.round(projects.reduce((sum, p) => sum + p.raised * 100, 0)) / 100,
    active_projects: rows.filter((r) => ["planning", "funding_open", "in_progress"].includes(r.status)).length,
    completed_projects: rows.filter((r) => r.status === "completed").length,
    projects,
  };
}

/**
 * The legal desk's figures: requests waiting in the queue, projects this person approved, and the
 * contracts on the desk that have not started (pending) or that are in force or finished (signed).
 * A legal account waiting for verification has no desk yet: its figures are zero.
 */
async function legalOverview(db: Database, user: CurrentUser): Promise<LegalOverview> {
  if (homePerspective(user) !== "legal") {
    return {
      kind: "legal",
      verified: false,
      pending_approvals: 0,
      approved_projects: 0,
      pending_contracts: 0,
      signed_contracts: 0,
    };
  }
  const is = contractStatusConditions(todayInSaoPaulo());
  const [row] = await rowsOf<
    Record<"pending_approvals" | "approved_projects" | "pending_contracts" | "signed_contracts", number>
  >(
    db,
    sql`select
      (select count(*)::int from approval_requests where status in ('pendente', 'em_analise')) as pending_approvals,
      (select count(distinct ar.subject_id)::int from approval_events e
        join approval_requests ar on ar.id = e.request_id
        where e.kind = 'approved' and e.actor_id = ${user.id} and ar.subject_type = 'project') as approved_projects,
      (select count(*)::int from contracts where ${is.pendente}) as pending_contracts,
      (select count(*)::int from contracts where ${is.ativo} or ${is.finalizado}) as signed_contracts`,
  );
  return {
    kind: "legal",
    verified: true,
    pending_approvals: Number(row?.pending_approvals ?? 0),
    approved_projects: Number(row?.approved_projects ?? 0),
    pending_contracts: Number(row?.pending_contracts ?? 0),
    signed_contracts: Number(row?.signed_contracts ?? 0),
  };
}

/** The supplier's quotations: approved ones are works under way, concluded ones earned their price. */
async function supplierOverview(db: Database, userId: string): Promise<SupplierOverview> {
  const [row] = await rowsOf<{
    supplier_id: string | null;
    active_projects: number;
    completed_services: number;
    earnings: string | null;
    rating: string | null;
    review_count: number;
  }>(
    db,
    sql`select s.id as supplier_id,
      (select count(*)::int from quotations q where q.supplier_id = s.id and q.status = 'aprovado') as active_projects,
      (select count(*)::int from quotations q where q.supplier_id = s.id and q.status = 'concluido') as completed_services,
      (select sum(q.estimated_price) from quotations q where q.supplier_id = s.id and q.status = 'concluido') as earnings,
      (select round(avg(r.rating), 1) from supplier_reviews r where r.supplier_id = s.id) as rating,
      (select count(*)::int from supplier_reviews r where r.supplier_id = s.id) as review_count
    from suppliers s where s.user_id = ${userId}`,
  );
  return {
    kind: "supplier",
    has_supplier: row !== undefined,
    active_projects: Number(row?.active_projects ?? 0),
    completed_services: Number(row?.completed_services ?? 0),
    rating: num(row?.rating),
    review_count: Number(row?.review_count ?? 0),
    earnings: amount(row?.earnings),
  };
}

/**
 * Minha Conta's "Visão Geral" (docs/product/account-and-notifications.md#overview-by-type): the
 * figures of the account's type. Platform admins hold the legal desk's powers and see its figures.
 */
export function portfolioOverview(db: Database, user: CurrentUser): Promise<PortfolioOverview> {
  switch (user.type) {
    case "creator":
      return creatorOverview(db, user.id);
    case "legal":
    case "platform_admin":
      return legalOverview(db, user);
    case "supplier":
      return supplierOverview(db, user.id);
    default:
      return investorOverview(db, user.id);
  }
}
