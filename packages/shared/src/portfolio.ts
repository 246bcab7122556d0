// The home's figures, the recommendations and the account overview: who sees which figures, their
// pt-BR labels and the one-line reasons of each recommendation (docs/product/dashboard.md,
// docs/product/account-and-notifications.md#overview-by-type, docs/decisions/023-home-figures-and-recommendations.md).
import { formatBRL } from "./brazilian.ts";
import { PROJECT_TYPE_LABELS, type ProjectType } from "./projects.ts";
import { formatRating } from "./suppliers.ts";
import { hasLegalPowers, type UserType } from "./user-types.ts";

/**
 * Whose numbers the home shows. A creator follows their own projects; the legal desk (verified legal
 * users and platform admins) the platform; a supplier their quotations; everyone else (investors,
 * and legal accounts waiting for verification, who have an investor's access) their commitments.
 */
export const HOME_PERSPECTIVES = ["investor", "creator", "legal", "supplier"] as const;
export type HomePerspective = (typeof HOME_PERSPECTIVES)[number];

export function homePerspective(user: { type: UserType; verified: boolean }): HomePerspective {
  if (user.type === "creator") return "creator";
  if (hasLegalPowers(user)) return "legal";
  if (user.type === "supplier") return "supplier";
  return "investor";
}

type StatTexts = { label: string; hint: string };
/** The four stat cards' titles and what each counts, per perspective. */
export const HOME_STAT_TEXTS: Record<
  HomePerspective,
  { activeProjects: StatTexts; amount: StatTexts; averageRoi: StatTexts; contracts: StatTexts }
> = {
  investor: {
    activeProjects: { label: "Projetos ativos", hint: "Com investimentos seus em andamento" },
    amount: { label: "Total investido", hint: "Compromissos ativos" },
    averageRoi: { label: "ROI médio", hint: "Ponderado pelo valor investido" },
    contracts: { label: "Contratos", hint: "Participações confirmadas em SCP" },
  },
  creator: {
    activeProjects: { label: "Projetos ativos", hint: "Em planejamento, captação ou execução" },
    amount: { label: "Total captado", hint: "Somado em todos os seus projetos" },
    averageRoi: { label: "ROI médio", hint: "Dos seus projetos" },
    contracts: { label: "Contratos", hint: "Vigentes ou a iniciar nos seus projetos" },
  },
  legal: {
    activeProjects: { label: "Projetos ativos", hint: "Na plataforma" },
    amount: { label: "Total captado", hint: "Na plataforma" },
    averageRoi: { label: "ROI médio", hint: "Dos projetos publicados" },
    contracts: { label: "Contratos", hint: "Vigentes ou a iniciar" },
  },
  supplier: {
    activeProjects: { label: "Projetos ativos", hint: "Cotações aprovadas em execução" },
    amount: { label: "Faturamento", hint: "Serviços concluídos" },
    averageRoi: { label: "ROI médio", hint: "Dos seus investimentos" },
    contracts: { label: "Contratos", hint: "Cotações aprovadas ou concluídas" },
  },
};

/** Months of the investor's "invested by month" chart, the current one included. */
export const CHART_MONTHS = 12;

const monthFormat = new Intl.DateTimeFormat("pt-BR", { month: "short", year: "2-digit", timeZone: "UTC" });
const longMonthFormat = new Intl.DateTimeFormat("pt-BR", { month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-03" → "mar. 26" (the chart's axis), "2026-03" → "março de 2026" with `long`. */
export function monthLabel(month: string, long = false): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  return (long ? longMonthFormat : monthFormat).format(date);
}

// ---------------------------------------------------------------------------------------------
// Recommendations

/** The five regions of Brazil: "distance by state" without coordinates (same state, same region, farther). */
export const BRAZILIAN_REGIONS: Record<string, string> = {
  AC: "Norte",
  AP: "Norte",
  AM: "Norte",
  PA: "Norte",
  RO: "Norte",
  RR: "Norte",
  TO: "Norte",
  AL: "Nordeste",
  BA: "Nordeste",
  CE: "Nordeste",
  MA: "Nordeste",
  PB: "Nordeste",
  PE: "Nordeste",
  PI: "Nordeste",
  RN: "Nordeste",
  SE: "Nordeste",
  DF: "Centro-Oeste",
  GO: "Centro-Oeste",
  MT: "Centro-Oeste",
  MS: "Centro-Oeste",
  ES: "Sudeste",
  MG: "Sudeste",
  RJ: "Sudeste",
  SP: "Sudeste",
  PR: "Sul",
  RS: "Sul",
  SC: "Sul",
};

export const PROXIMITIES = ["same_state", "same_region", "other"] as const;
export type Proximity = (typeof PROXIMITIES)[number];

export function proximityOf(projectState: string, supplierState: string): Proximity {
  if (projectState === supplierState) return "same_state";
  const region = BRAZILIAN_REGIONS[projectState];
  return region !== undefined && region === BRAZILIAN_REGIONS[supplierState] ? "same_region" : "other";
}

const count = (n: number, one: string, many: string) => `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;

/** "Mesmo estado · 4,8 ★ · 12 serviços concluídos": why a supplier is recommended for a project. */
export function supplierReason(s: {
  proximity: Proximity;
  supplier_state: string;
  rating: number | null;
  concluded_count: number;
}): string {
  const where =
    s.proximity === "same_state"
      ? "Mesmo estado"
      : s.proximity === "same_region"
        ? `Mesma região (${BRAZILIAN_REGIONS[s.supplier_state]})`
        : `Atende a partir de ${s.supplier_state}`;
  const rating = s.rating === null ? "Sem avaliações" : `${formatRating(s.rating)} ★`;
  const done =
    s.concluded_count === 0
      ? "Nenhum serviço concluído"
      : count(s.concluded_count, "serviço concluído", "serviços concluídos");
  return [where, rating, done].join(" · ");
}

/**
 * Why an open raise is offered to an investor: the type and state of their past investments it
 * shares, and that its minimum ticket fits what is left of their yearly limit (CVM 88).
 */
export function projectReason(r: {
  project_type: ProjectType;
  location_state: string;
  type_match: boolean;
  state_match: boolean;
  min_investment: number;
  /** Null: no yearly limit (qualified investor). */
  remaining_limit: number | null;
}): string {
  const parts: string[] = [];
  if (r.type_match) parts.push(`Você já investe em ${PROJECT_TYPE_LABELS[r.project_type]}`);
  if (r.state_match) parts.push(`Mesmo estado de outro investimento seu (${r.location_state})`);
  parts.push(
    r.remaining_limit === null
      ? `Mínimo de ${formatBRL(r.min_investment)}`
      : `Mínimo de ${formatBRL(r.min_investment)} cabe no seu limite anual`,
  );
  return parts.join(" · ");
}

/** Recommendations per list: open raises for an investor, suppliers per project for a creator. */
export const RECOMMENDED_PROJECTS_LIMIT = 6;
export const RECOMMENDED_SUPPLIERS_PER_PROJECT = 3;

// ---------------------------------------------------------------------------------------------
// Income statement

/** The first year an income statement may be asked for. */
export const FIRST_STATEMENT_YEAR = 2000;

export const INCOME_STATEMENT_REFUSAL = "O informe de rendimentos é emitido apenas para contas de investidor.";
export const noInvestmentsIn = (year: number) => `Você não tem investimentos registrados em ${year}.`;
