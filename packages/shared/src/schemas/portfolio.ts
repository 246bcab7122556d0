import { z } from "zod";
import { yearInSaoPaulo } from "../dates.ts";
import { INVESTMENT_STATUSES } from "./investments.ts";
import { PROJECT_PURPOSES, PROJECT_STATUSES, PROJECT_TYPES } from "../projects.ts";
import { SUPPLIER_CATEGORIES } from "../suppliers.ts";
import { FIRST_STATEMENT_YEAR, HOME_PERSPECTIVES, PROXIMITIES } from "../portfolio.ts";

// ---------------------------------------------------------------------------------------------
// GET /api/home/summary: the four stat cards (docs/product/dashboard.md#stat-cards)

export const homeSummarySchema = z.object({
  perspective: z.enum(HOME_PERSPECTIVES),
  active_projects: z.number(),
  /** Invested (investor), raised (creator, legal desk) or earned (supplier), in reais. */
  amount: z.number(),
  /** Percent; null when there is nothing to average. */
  average_roi: z.number().nullable(),
  contracts: z.number(),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/home/charts

export const homeChartsSchema = z.object({
  /** Investor: active commitments by month of the last 12 months (São Paulo), oldest first, "yyyy-mm". */
  invested_by_month: z.array(z.object({ month: z.string(), amount: z.number() })).nullable(),
  /** Investor: active commitments by project type, largest first. */
  invested_by_type: z.array(z.object({ project_type: z.enum(PROJECT_TYPES), amount: z.number() })).nullable(),
  /** Creator: raised against target for each own project that raises money. */
  raised_by_project: z
    .array(z.object({ id: z.string(), title: z.string(), raised: z.number(), target: z.number() }))
    .nullable(),
});
export type HomeCharts = z.infer<typeof homeChartsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/recommendations

export const projectRecommendationSchema = z.object({
  id: z.string(),
  title: z.string(),
  location_city: z.string(),
  location_state: z.string(),
  project_type: z.enum(PROJECT_TYPES),
  min_investment: z.number(),
  target_amount: z.number(),
  raised_amount: z.number(),
  roi: z.number().nullable(),
  deadline: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  /** One line: why this raise is offered to this investor. */
  reason: z.string(),
});
export type ProjectRecommendation = z.infer<typeof projectRecommendationSchema>;

export const supplierRecommendationSchema = z.object({
  id: z.string(),
  company_name: z.string(),
  category: z.enum(SUPPLIER_CATEGORIES),
  location_city: z.string(),
  location_state: z.string(),
  verified: z.boolean(),
  rating: z.number().nullable(),
  review_count: z.number(),
  concluded_count: z.number(),
  proximity: z.enum(PROXIMITIES),
  /** One line: "Mesmo estado · 4,8 ★ · 12 serviços concluídos". */
  reason: z.string(),
});
export type SupplierRecommendation = z.infer<typeof supplierRecommendationSchema>;

export const projectSuppliersSchema = z.object({
  project: z.object({
    id: z.string(),
    title: z.string(),
    location_city: z.string(),
    location_state: z.string(),
  }),
  /** Categories with no approved or concluded quotation for this project yet. */
  missing_categories: z.array(z.enum(SUPPLIER_CATEGORIES)),
  suppliers: z.array(supplierRecommendationSchema),
});
export type ProjectSuppliers = z.infer<typeof projectSuppliersSchema>;

export const recommendationsSchema = z.object({
  /** "Projetos para você": investors only, otherwise null. */
  projects: z.array(projectRecommendationSchema).nullable(),
  /** "Fornecedores recomendados" per active project: creators only, otherwise null. */
  suppliers: z.array(projectSuppliersSchema).nullable(),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/portfolio/overview: Minha Conta's "Visão Geral" (docs/product/account-and-notifications.md#overview-by-type)

export const portfolioInvestmentSchema = z.object({
  id: z.string(),
  project_id: z.string(),
  project_title: z.string(),
  amount: z.number(),
  status: z.enum(INVESTMENT_STATUSES),
  roi: z.number().nullable(),
  /** amount × ROI of the project, for an active commitment; otherwise 0. */
  expected_return: z.number(),
  created_at: z.string(),
  withdrawable_until: z.string(),
  can_withdraw: z.boolean(),
});
export type PortfolioInvestment = z.infer<typeof portfolioInvestmentSchema>;

export const investorOverviewSchema = z.object({
  kind: z.literal("investor"),
  total_invested: z.number(),
  expected_return: z.number(),
  active_investments: z.number(),
  investments: z.array(portfolioInvestmentSchema),
  /** Years with an income statement to download, newest first. */
  statement_years: z.array(z.number()),
});

export const creatorOverviewSchema = z.object({
  kind: z.literal("creator"),
  total_raised: z.number(),
  active_projects: z.number(),
  completed_projects: z.number(),
  projects: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: z.enum(PROJECT_STATUSES),
      purpose: z.enum(PROJECT_PURPOSES),
      raised: z.number(),
      target: z.number().nullable(),
      /** raised / target in percent, 0–100; null without a target. */
      progress: z.number().nullable(),
    }),
  ),
});

export const legalOverviewSchema = z.object({
  kind: z.literal("legal"),
  /** False for a legal account still waiting for verification: the figures are then zero. */
  verified: z.boolean(),
  pending_approvals: z.number(),
  approved_projects: z.number(),
  pending_contracts: z.number(),
  signed_contracts: z.number(),
});

export const supplierOverviewSchema = z.object({
  kind: z.literal("supplier"),
  /** False until the account registers its company on the marketplace. */
  has_supplier: z.boolean(),
  active_projects: z.number(),
  completed_services: z.number(),
  rating: z.number().nullable(),
  review_count: z.number(),
  earnings: z.number(),
});

export const portfolioOverviewSchema = z.discriminatedUnion("kind", [
  investorOverviewSchema,
  creatorOverviewSchema,
  legalOverviewSchema,
  supplierOverviewSchema,
]);
export type PortfolioOverview = z.infer<typeof portfolioOverviewSchema>;
export type InvestorOverview = z.infer<typeof investorOverviewSchema>;
export type CreatorOverview = z.infer<typeof creatorOverviewSchema>;
export type LegalOverview = z.infer<typeof legalOverviewSchema>;
export type SupplierOverview = z.infer<typeof supplierOverviewSchema>;

// ---------------------------------------------------------------------------------------------
// GET /api/portfolio/income-statement?year=YYYY

/** The current calendar year in São Paulo (a statement of a future year makes no sense). */
const yearNow = () => yearInSaoPaulo();

export const incomeStatementQuerySchema = z.object({
  year: z.coerce
    .number({ error: "Informe o ano do informe." })
    .int("Informe o ano com quatro dígitos.")
    .refine((year) => year >= FIRST_STATEMENT_YEAR && year <= yearNow(), {
      error: () => `Informe um ano entre ${FIRST_STATEMENT_YEAR} e ${yearNow()}.`,
    }),
});
