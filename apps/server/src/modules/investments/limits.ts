import { and, desc, eq, sql } from "drizzle-orm";
import { yearInSaoPaulo } from "@alicerce/shared/dates";
import { CVM88 } from "@alicerce/shared/projects";
import type { InvestorLimits } from "@alicerce/shared/schemas/investments";
import type { Database } from "../../db/client.ts";
import { investments, investorDeclarations } from "../../db/schema/index.ts";
import { toMoney } from "../../lib/money.ts";

type Declaration = typeof investorDeclarations.$inferSelect;

/**
 * CVM Resolução 88: a retail investor commits at most R$ 20.000 per calendar year across the
 * platform; with declared income or financial investments above R$ 200.000 the limit is 10% of
 * the larger; a declared qualified investor has no limit.
 */
export function annualLimitFor(declaration: Declaration | undefined): number | null {
  if (!declaration) return CVM88.retailAnnualLimit;
  if (declaration.qualifiedInvestor) return null;
  const larger = Math.max(toMoney(declaration.annualIncome) ?? 0, toMoney(declaration.financialInvestments) ?? 0);
  if (larger > CVM88.declaredThreshold) return Math.round(larger * CVM88.declaredShare * 100) / 100;
  return CVM88.retailAnnualLimit;
}

/** The calendar year in São Paulo. */
export const currentYear = (now = new Date()) => yearInSaoPaulo(now);

export async function latestDeclaration(db: Database, userId: string): Promise<Declaration | undefined> {
  const [row] = await db
    .select()
    .from(investorDeclarations)
    .where(eq(investorDeclarations.userId, userId))
    .orderBy(desc(investorDeclarations.createdAt))
    .limit(1);
  return row;
}

/** Active commitments this calendar year (São Paulo time), across every project. */
export async function committedThisYear(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${investments.amount}), 0)` })
    .from(investments)
    .where(
      and(
        eq(investments.investorId, userId),
        eq(investments.status, "active"),
        sql`extract(year from ${investments.createdAt} at time zone 'America/Sao_Paulo') = ${currentYear()}`,
      ),
    );
  return Number(row?.total ?? 0);
}

export async function getInvestorLimits(db: Database, userId: string): Promise<InvestorLimits> {
  const [declaration, committed] = await Promise.all([latestDeclaration(db, userId), committedThisYear(db, userId)]);
  const limit = annualLimitFor(declaration);
  return {
    year: currentYear(),
    annual_limit: limit,
    committed_this_year: committed,
    remaining: limit === null ? null : Math.max(0, Math.round((limit - committed) * 100) / 100),
    declaration: declaration
      ? {
          annual_income: toMoney(declaration.annualIncome),
          financial_investments: toMoney(declaration.financialInvestments),
          qualified_investor: declaration.qualifiedInvestor,
          declared_at: declaration.createdAt.toISOString(),
        }
      : null,
  };
}
