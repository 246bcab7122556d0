import { todayInSaoPaulo } from "./dates.ts";

/** A calendar quarter in São Paulo: 1 = January–March … 4 = October–December. */
export type Quarter = { year: number; quarter: number };

const pad = (n: number) => String(n).padStart(2, "0");
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The quarter a calendar day ("yyyy-mm-dd") falls in. */
export function quarterOfDay(isoDay: string): Quarter {
  const [year, month] = isoDay.split("-").map(Number) as [number, number];
  return { year, quarter: Math.floor((month - 1) / 3) + 1 };
}

/** The quarter of `now` in São Paulo. */
export const currentQuarter = (now = new Date()): Quarter => quarterOfDay(todayInSaoPaulo(now));

export const previousQuarter = (q: Quarter): Quarter =>
  q.quarter === 1 ? { year: q.year - 1, quarter: 4 } : { year: q.year, quarter: q.quarter - 1 };

/** Its first and last calendar days, inclusive ("2026-07-01" and "2026-09-30"). */
export function quarterDays(q: Quarter): { first: string; last: string } {
  const firstMonth = (q.quarter - 1) * 3 + 1;
  const lastMonth = firstMonth + 2;
  return {
    first: `${q.year}-${pad(firstMonth)}-01`,
    last: `${q.year}-${pad(lastMonth)}-${pad(lastDayOf(q.year, lastMonth))}`,
  };
}

/** Orders quarters: negative when `a` comes first. */
export const compareQuarters = (a: Quarter, b: Quarter) => a.year - b.year || a.quarter - b.quarter;

/** "3º trimestre de 2026". */
export const quarterLabel = (q: Quarter) => `${q.quarter}º trimestre de ${q.year}`;
