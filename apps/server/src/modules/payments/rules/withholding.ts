// Income tax withheld from what an investor is paid (docs/decisions/104-income-tax-withheld-on-distributions.md).
// Pure: the caller says how the income is classified (per offer, by its legal documents), how much the
// same payer already paid the same person this month and, for fixed income, how long the money was held.
import { TAX_CONFIG, type BasisPoints, type TaxConfig } from "./tax-config.ts";

export type IncomeClassification = "scp_profit" | "fixed_income";

export type WithholdingRule = "scp_profit_exempt" | "scp_profit_monthly_total" | "fixed_income_regressive";

export interface WithholdingInput {
  classification: IncomeClassification;
  /** For SCP profit, the profit paid; for fixed income, the income (yield) paid, never the principal. */
  grossCents: number;
  /** SCP profit already paid this calendar month (São Paulo) by the same payer to the same person. */
  paidThisMonthByPayerToPersonCents: number;
  /** Days between the investment and this payment; needed for fixed income only. */
  holdingDays?: number;
}

export interface Withholding {
  grossCents: number;
  taxCents: number;
  netCents: number;
  rule: WithholdingRule;
  rateBasisPoints: BasisPoints;
  /**
   * Tax this payment owes but could not bear (the month's total crossed the threshold on a payment smaller
   * than the tax on the earlier ones): the payer withholds it from its next payment to the person this month
   * or pays it itself. Zero in every other case.
   */
  shortfallCents: number;
}

function assertCents(name: string, value: number, allowZero: boolean): void {
  if (!Number.isSafeInteger(value) || value < 0 || (!allowZero && value === 0)) {
    throw new RangeError(`${name} must be a ${allowZero ? "non-negative" : "positive"} whole number of cents`);
  }
}

/**
 * The rate applied to an amount, rounded half up to the cent, in integers only. Half up is the usual
 * rounding of the Receita's own calculators; the difference to truncation is at most one cent per payment.
 */
export function applyRate(cents: number, rateBasisPoints: BasisPoints): number {
  const product = cents * rateBasisPoints;
  if (!Number.isSafeInteger(product)) throw new RangeError("amount too large to apply a rate exactly");
  return Math.floor((product + 5_000) / 10_000);
}

/** The regressive table's rate for a holding of `holdingDays` days (Lei 11.033/2004 art. 1º). */
export function fixedIncomeRate(holdingDays: number, config: TaxConfig = TAX_CONFIG): BasisPoints {
  if (!Number.isSafeInteger(holdingDays) || holdingDays < 0) {
    throw new RangeError("holdingDays must be a non-negative whole number");
  }
  const bracket = config.fixedIncome.brackets.value.find((b) => b.upToDays === null || holdingDays <= b.upToDays);
  if (!bracket) throw new RangeError("the fixed-income table has no open last bracket");
  return bracket.rateBasisPoints;
}

/** The tax due on a whole month's SCP profit from one payer to one person. */
function monthlyProfitTax(monthTotalCents: number, config: TaxConfig): number {
  const { monthlyExemptUpToCents, rateBasisPoints } = config.scpProfit;
  return monthTotalCents > monthlyExemptUpToCents.value ? applyRate(monthTotalCents, rateBasisPoints.value) : 0;
}

/**
 * What to withhold from one payment. SCP profit: nothing while the month's total from this payer to this person
 * stays at or below R$ 50.000,00; once it passes, 10 % of the month's whole total is due, and each payment
 * withholds the difference between the tax on the total with it and the tax on the total before it. So the
 * payment that crosses the threshold also bears the tax on the month's earlier payments, and the taxes of a
 * month's payments always add up to the tax on the month's total, whatever the order or rounding.
 */
export function withholdingFor(input: WithholdingInput, config: TaxConfig = TAX_CONFIG): Withholding {
  const { classification, grossCents, paidThisMonthByPayerToPersonCents } = input;
  assertCents("grossCents", grossCents, false);
  assertCents("paidThisMonthByPayerToPersonCents", paidThisMonthByPayerToPersonCents, true);

  if (classification === "fixed_income") {
    if (input.holdingDays === undefined) throw new RangeError("holdingDays is required for fixed income");
    const rateBasisPoints = fixedIncomeRate(input.holdingDays, config);
    const taxCents = applyRate(grossCents, rateBasisPoints);
    return {
      grossCents,
      taxCents,
      netCents: grossCents - taxCents,
      rule: "fixed_income_regressive",
      rateBasisPoints,
      shortfallCents: 0,
    };
  }

  const before = paidThisMonthByPayerToPersonCents;
  const after = before + grossCents;
  if (!Number.isSafeInteger(after)) throw new RangeError("month total too large");
  const due = monthlyProfitTax(after, config) - monthlyProfitTax(before, config);
  if (due === 0) {
    return {
      grossCents,
      taxCents: 0,
      netCents: grossCents,
      rule: "scp_profit_exempt",
      rateBasisPoints: 0,
      shortfallCents: 0,
    };
  }
  const taxCents = Math.min(due, grossCents);
  return {
    grossCents,
    taxCents,
    netCents: grossCents - taxCents,
    rule: "scp_profit_monthly_total",
    rateBasisPoints: config.scpProfit.rateBasisPoints.value,
    shortfallCents: due - taxCents,
  };
}
