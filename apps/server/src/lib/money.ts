/** numeric(15,2) arrives from PostgreSQL as a string; JSON carries a number of reais. */
export const toMoney = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Reais to the exact string numeric expects, avoiding binary float surprises. */
export const moneyString = (value: number): string => (Math.round(value * 100) / 100).toFixed(2);

/** Whole cents to numeric's exact string ("150000" → "1500.00"), by integer arithmetic only. */
export function centsToMoneyString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Reais (a number with at most two decimals, as the API carries them) to whole cents. */
export const toCents = (reais: number): number => Math.round(reais * 100);
