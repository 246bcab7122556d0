/**
 * Hand-written selects (windows, generated series, CTEs read better as SQL than as builder calls) run through
 * the kernel's `rowsOf`. numeric columns arrive as strings: callers convert them with `num`.
 */
export { rowsOf } from "../../db/rows-of.ts";

/** A numeric or bigint from PostgreSQL (string, number or null) as a number; null stays null. */
export const num = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Same, with 0 for null (sums over no rows). */
export const amount = (value: string | number | null | undefined): number => num(value) ?? 0;
