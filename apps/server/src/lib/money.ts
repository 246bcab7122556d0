/** numeric(15,2) arrives from PostgreSQL as a string; JSON carries a number of reais. */
export const toMoney = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Reais to the exact string numeric expects, avoiding binary float surprises. */
export const moneyString = (value: number): string => (Math.round(value * 100) / 100).toFixed(2);
