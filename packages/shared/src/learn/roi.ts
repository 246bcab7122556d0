// The ROI calculator of the learning centre's tools (docs/product/learn.md#tools): pure arithmetic,
// shared by the browser (results as the user types) and the tests.

import { MAX_MONEY_REAIS, MONEY_TOO_HIGH_MESSAGE } from "../money-limits.ts";

export type RoiInput = {
  /** Reais, more than zero, at most two decimals. */
  invested: number;
  /** Expected return over the whole period, in percent (12.5 means 12,5 %); zero or more. */
  returnPercent: number;
  /** Length of the period in whole months, at least 1. */
  months: number;
};

export type RoiResult = {
  /** Invested amount plus the gain, in reais rounded to the centavo. */
  finalValue: number;
  /** finalValue − invested, in reais. */
  gain: number;
  /**
   * The same growth expressed per year, compounded: (1 + r)^(12 / months) − 1, in percent with two
   * decimals. A 10 % return over 6 months is 21 % a year; over 24 months it is 4,88 % a year.
   */
  annualisedPercent: number;
};

export const ROI_LIMITS = {
  maxReturnPercent: 1000,
  maxMonths: 600,
  maxInvested: MAX_MONEY_REAIS,
} as const;

/** Why the input cannot be computed (a pt-BR sentence), or null when it can. */
export function roiInputProblem(input: RoiInput): string | null {
  const { invested, returnPercent, months } = input;
  if (!Number.isFinite(invested) || invested <= 0) return "Informe um valor investido maior que zero.";
  if (invested > ROI_LIMITS.maxInvested) return MONEY_TOO_HIGH_MESSAGE;
  if (!Number.isFinite(returnPercent)) return "Informe o retorno esperado em %.";
  if (returnPercent < 0) return "O retorno esperado não pode ser negativo.";
  if (returnPercent > ROI_LIMITS.maxReturnPercent)
    return `Use um retorno de no máximo ${ROI_LIMITS.maxReturnPercent} %.`;
  if (!Number.isInteger(months) || months < 1) return "Informe o prazo em meses (pelo menos 1).";
  if (months > ROI_LIMITS.maxMonths) return `Use um prazo de no máximo ${ROI_LIMITS.maxMonths} meses.`;
  return null;
}

/**
 * Final value, gain and annualised return. The money is computed in whole centavos with integers
 * (BigInt), so R$ 1 trilhão at 12,34 % is exact to the centavo; the percentage is taken with up to
 * four decimals. Throws on an input `roiInputProblem` refuses.
 */
export function computeRoi(input: RoiInput): RoiResult {
  const problem = roiInputProblem(input);
  if (problem) throw new RangeError(problem);
  const investedCents = BigInt(Math.round(input.invested * 100));
  // Percent with 4 decimals as an integer: 12.5 % → 125000 per 10^6.
  const ratePerMillion = BigInt(Math.round(input.returnPercent * 10_000));
  const scaled = investedCents * ratePerMillion;
  // Round half up to the centavo (everything here is non-negative).
  const gainCents = (scaled + 500_000n) / 1_000_000n;
  const finalCents = investedCents + gainCents;
  const growth = 1 + input.returnPercent / 100;
  const annualised = (Math.pow(growth, 12 / input.months) - 1) * 100;
  return {
    finalValue: Number(finalCents) / 100,
    gain: Number(gainCents) / 100,
    annualisedPercent: Math.round(annualised * 100) / 100,
  };
}
