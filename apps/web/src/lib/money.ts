// The money mask of every amount field: digits fill in from the cents, as on a cash register
// ("1" → "R$ 0,01", "1000000" → "R$ 10.000,00"). Values are numbers of reais (docs/product/formats-and-layout.md#money).

import { MAX_MONEY_REAIS, MONEY_TOO_HIGH_MESSAGE } from "@alicerce/shared/money-limits";

/** 13 integer digits + 2 decimals: typed from the cents, 15 digits reach exactly MAX_MONEY_REAIS. */
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

/**
 * True when what was typed holds more digits than the limit (R$ 9.999.999.999.999,99), so the
 * field keeps its value and says why instead of silently dropping the extra digit.
 */
export function typedPastMoneyLimit(text: string): boolean {
  return text.replace(/\D/g, "").replace(/^0+(?=\d)/, "").length > MAX_DIGITS;
}

/** Masks a typed value: keeps its digits and shows them as reais. */
export function maskMoneyInput(text: string): string {
  return formatMoneyInput(parseMoneyInput(text));
}

/**
 * Reads an amount as a person wrote it, for a pasted or autofilled value (typing still fills from
 * the cents): "1000000" and "1.000.000" are a million reais, "1.000,50" is R$ 1.000,50, and so is
 * "1,000.50". With both separators the last one is the decimal mark; a lone "." or "," followed by
 * exactly three digits groups thousands ("1.000"), otherwise it is the decimal mark ("12,5").
 * Null when the text holds no amount.
 */
export function parseWrittenMoney(text: string): number | null {
  const amount = readWrittenAmount(text);
  return amount !== null && amount <= MAX_MONEY_REAIS ? amount : null;
}

/** parseWrittenMoney without the limit, so a refusal can say which rule the text broke. */
function readWrittenAmount(text: string): number | null {
  const cleaned = text.replace(/R\$|\s|\u00a0/g, "");
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const lastDot = cleaned.lastIndexOf(".");
  const lastComma = cleaned.lastIndexOf(",");
  let decimalMark: "." | "," | null = null;
  if (lastDot >= 0 && lastComma >= 0) decimalMark = lastDot > lastComma ? "." : ",";
  else {
    const mark = lastDot >= 0 ? "." : lastComma >= 0 ? "," : null;
    if (mark && cleaned.split(mark).length === 2 && !/^\d{3}$/.test(cleaned.split(mark)[1]!)) decimalMark = mark;
  }
  const [whole, fraction = ""] = decimalMark
    ? [cleaned.slice(0, cleaned.lastIndexOf(decimalMark)), cleaned.slice(cleaned.lastIndexOf(decimalMark) + 1)]
    : [cleaned, ""];
  // Thousands groups use one mark, the first of 1 to 3 digits and the others of exactly 3.
  const groups = whole.split(/[.,]/);
  const marks = new Set(whole.replace(/\d/g, ""));
  const grouped =
    groups.length === 1 || (/^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g)));
  if (marks.size > 1 || marks.has(decimalMark ?? "") || !grouped || !/^\d*$/.test(fraction)) return null;
  const integerDigits = groups.join("").replace(/^0+(?=\d)/, "");
  if (!integerDigits) return null;
  if (integerDigits.length > MAX_DIGITS - 2) return Infinity;
  const cents = Math.round(Number(`${integerDigits}.${fraction || "0"}`) * 100);
  return cents / 100;
}

/** What a money field makes of a pasted (or dropped, autofilled) text: an amount, or why not. */
export type PastedMoney = { amount: number | null } | { refused: string };

export const NOT_MONEY_MESSAGE = "Isso não é um valor em reais. Cole só o número, como 1.234,56.";

/** A minus sign as typed: the keyboard's hyphen or the typographic minus (U+2212) a paste may carry. */
export const hasMinus = (text: string) => /[-\u2212]/.test(text);

/**
 * Reads a pasted text as parseWrittenMoney does, and when it holds no acceptable amount says why
 * in a sentence for the field: above the limit typing also stops at, or not an amount. A negative
 * amount is read with its sign, so the field shows it and says "Informe um valor positivo." instead of
 * dropping the minus. An empty text empties the field (amount null).
 */
export function readPastedMoney(text: string): PastedMoney {
  const cleaned = text.replace(/\s|\u00a0/g, "").replace(/\u2212/g, "-");
  if (!cleaned) return { amount: null };
  const negative = /^-|^R\$-/.test(cleaned);
  const amount = readWrittenAmount(cleaned.replace(/^-?(R\$)?-?/, ""));
  if (amount === null) return { refused: NOT_MONEY_MESSAGE };
  if (amount > MAX_MONEY_REAIS) return { refused: MONEY_TOO_HIGH_MESSAGE };
  return { amount: negative && amount > 0 ? -amount : amount };
}
