import { and, asc, eq, ne, sql } from "drizzle-orm";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { toReais } from "@alicerce/shared/distribution-split";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { WithholdingSummary } from "@alicerce/shared/schemas/distributions";
import { hideCpf } from "@alicerce/shared/personal-data";
import type { Database } from "../../../db/client.ts";
import { distributionFundings, distributionSharePayments, profiles, user as users } from "../../../db/schema/index.ts";
import { AppError } from "../../../http/app-error.ts";
import { canManage, loadVisibleProject } from "../../project-access/index.ts";
import { maskPartyDocument } from "../receipts/party-document.ts";
import { summarizeWithholding } from "../rules/withholding-summary.ts";
import { TAX_CONFIG } from "../rules/tax-config.ts";
import { CAPITAL_RETURNED } from "./share-withholding.ts";
import { DISTRIBUTION_PAYMENT_TEXTS as TEXTS } from "./texts.ts";

/**
 * The income tax a project's SCP withheld in a São Paulo month (docs/decisions/104-income-tax-withheld-on-distributions.md),
 * for its creator to pay by DARF: the code, the base (every rendimento paid, taxed or not), the tax and each
 * investor's line (CPF partly hidden: the creator knows their investors, the page need not spell it out).
 * Amortizações are capital given back, not income: they are not in it. The creator and admins only.
 */
export async function withholdingSummary(
  db: Database,
  user: CurrentUser,
  projectId: string,
  month: string | undefined,
  now: Date,
): Promise<WithholdingSummary> {
  const project = await loadVisibleProject(db, user, projectId);
  if (!canManage(user, project)) throw new AppError("FORBIDDEN", TEXTS.onlyCreatorSummary);
  const taxMonth = month ?? todayInSaoPaulo(now).slice(0, 7);
  const ofMonth = and(
    eq(distributionSharePayments.projectId, projectId),
    eq(distributionSharePayments.taxMonth, taxMonth),
    ne(distributionSharePayments.rule, CAPITAL_RETURNED),
  );
  const [payments, [payer]] = await Promise.all([
    db
      .select({
        name: sql<string>`coalesce(${profiles.name}, ${users.name}, 'Conta excluída')`,
        cpf: profiles.cpf,
        investorId: distributionSharePayments.investorId,
        fundedAt: distributionSharePayments.fundedAt,
        grossCents: distributionSharePayments.grossCents,
        taxCents: distributionSharePayments.taxCents,
        netCents: distributionSharePayments.netCents,
      })
      .from(distributionSharePayments)
      .leftJoin(users, eq(users.id, distributionSharePayments.investorId))
      .leftJoin(profiles, eq(profiles.userId, distributionSharePayments.investorId))
      .where(ofMonth)
      .orderBy(asc(sql`coalesce(${profiles.name}, ${users.name})`), asc(distributionSharePayments.investorId)),
    db
      .select({ name: distributionFundings.payerName, document: distributionFundings.payerDocument })
      .from(distributionFundings)
      .where(and(eq(distributionFundings.projectId, projectId), eq(distributionFundings.taxMonth, taxMonth)))
      .orderBy(sql`${distributionFundings.fundedAt} desc`)
      .limit(1),
  ]);
  const [line] = summarizeWithholding(
    payments.map((p) => ({
      payerDocument: payer?.document ?? "",
      paidAt: p.fundedAt,
      classification: "scp_profit" as const,
      grossCents: p.grossCents,
      taxCents: p.taxCents,
    })),
  );
  const perInvestor = new Map<string, { name: string; cpf: string | null; gross: number; tax: number; net: number }>();
  for (const p of payments) {
    const entry = perInvestor.get(p.investorId) ?? {
      name: p.name,
      cpf: p.cpf ? hideCpf(p.cpf) : null,
      gross: 0,
      tax: 0,
      net: 0,
    };
    entry.gross += p.grossCents;
    entry.tax += p.taxCents;
    entry.net += p.netCents;
    perInvestor.set(p.investorId, entry);
  }
  return {
    month: taxMonth,
    darf_code: TAX_CONFIG.scpProfit.darfCode.value,
    payer_name: payer?.name ?? "",
    payer_document: maskPartyDocument(payer?.document),
    base: toReais(line?.baseCents ?? 0),
    tax: toReais(line?.taxCents ?? 0),
    payments: line?.payments ?? 0,
    investors: [...perInvestor.values()].map((i) => ({
      name: i.name,
      cpf: i.cpf,
      gross: toReais(i.gross),
      tax: toReais(i.tax),
      net: toReais(i.net),
    })),
  };
}
