/** numeric(15,2) arrives from PostgreSQL as a string; JSON carries a number of reais. */
export const toMoney = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Reais to the exact string numeric expects, avoiding binary float surprises. */
export const moneyString = (value: number): string => (Math.round(value * 100) / 100).toFixed(2);

/** Today's date in São Paulo as yyyy-mm-dd (DESIGN.md §4: "today" is America/Sao_Paulo). */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
}

/** Lower-case, accent-free text with single spaces, so "sao  paulo" finds "São Paulo". */
export function searchable(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(" ")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
}
