// The money mask of every amount field: digits fill in from the cents, as on a cash register
// ("1" → "R$ 0,01", "1000000" → "R$ 10.000,00"). Values are numbers of reais (docs/product/formats-and-layout.md#money).

/** 13 integer digits + 2 decimals: the largest amount numeric(15,2) holds. */
const MAX_DIGITS = 15;

const grouped = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Formats reais for a money field: "R$ 10.000,00" (a plain space, as typed text). */
export function formatMoneyInput(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return "";
  const text = grouped.format(Math.abs(value));
  return `${value < 0 ? "-" : ""}R$ ${text}`;
}

/** Reads what was typed in a money field as reais; null when there are no digits. */
export function parseMoneyInput(text: string): number | null {
  const digits = text
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, MAX_DIGITS);
  if (!digits) return null;
  return Number(digits) / 100;
}

/** Masks a typed value: keeps its digits and shows them as reais. */
export function maskMoneyInput(text: string): string {
  return formatMoneyInput(parseMoneyInput(text));
}
