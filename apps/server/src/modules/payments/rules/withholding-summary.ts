// The month's withholding per paying source: what the payer (each SCP has its own CNPJ) reports and pays
// by DARF (docs/decisions/104-income-tax-withheld-on-distributions.md).
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { TAX_CONFIG, type TaxConfig } from "./tax-config.ts";
import type { IncomeClassification } from "./withholding.ts";

export interface WithheldPayment {
  /** The paying source's CNPJ (the SCP's own, for SCP profit), digits only. */
  payerDocument: string;
  paidAt: Date;
  classification: IncomeClassification;
  grossCents: number;
  taxCents: number;
}

export interface MonthlyWithholding {
  payerDocument: string;
  /** "2026-03": the calendar month of the payments in São Paulo. */
  month: string;
  darfCode: string;
  baseCents: number;
  taxCents: number;
  payments: number;
}

/**
 * One line per payer document, São Paulo month and DARF code (one payer may pay profit and fixed income),
 * ordered by month, payer and code. The base is the gross of every payment of the line, taxed or not.
 */
export function summarizeWithholding(
  payments: readonly WithheldPayment[],
  config: TaxConfig = TAX_CONFIG,
): MonthlyWithholding[] {
  const lines = new Map<string, MonthlyWithholding>();
  for (const payment of payments) {
    const month = todayInSaoPaulo(payment.paidAt).slice(0, 7);
    const darfCode =
      payment.classification === "scp_profit" ? config.scpProfit.darfCode.value : config.fixedIncome.darfCode.value;
    const key = `${month}|${payment.payerDocument}|${darfCode}`;
    const line = lines.get(key) ?? {
      payerDocument: payment.payerDocument,
      month,
      darfCode,
      baseCents: 0,
      taxCents: 0,
      payments: 0,
    };
    line.baseCents += payment.grossCents;
    line.taxCents += payment.taxCents;
    line.payments += 1;
    lines.set(key, line);
  }
  return [...lines.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, line]) => line);
}
