import { isValidCpf, isValidPhone } from "@brazilian-utils/brazilian-utils";

/** Keeps only the digits of a typed value ("529.982.247-25" → "52998224725"). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/** Masks a CPF progressively while it is typed: 000.000.000-00 (at most 14 characters). */
export function maskCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`;
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/**
 * Masks a phone progressively: (11) 9999-9999 for landlines, (11) 99999-9999 for mobiles
 * (at most 15 characters).
 */
export function maskPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  if (rest.length <= 4) return area + rest;
  const split = rest.length === 9 ? 5 : 4;
  return `${area}${rest.slice(0, split)}-${rest.slice(split)}`;
}

/**
 * A CPF is valid when it has 11 digits, is not one digit repeated and both check digits match.
 * The library implements the Receita Federal rule; the explicit checks document the rules of docs/product/accounts.md#registration.
 */
export function isCpfValid(value: string): boolean {
  const d = onlyDigits(value);
  if (d.length !== 11) return false;
  if (/^(\d)\1{10}$/.test(d)) return false;
  return isValidCpf(d);
}

/** A Brazilian landline (10 digits) or mobile (11 digits) number with a real area code. */
export function isPhoneValid(value: string): boolean {
  const d = onlyDigits(value);
  return (d.length === 10 || d.length === 11) && isValidPhone(d);
}

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** Formats reais as "R$ 10.000,00". */
export function formatBRL(value: number): string {
  return brl.format(value);
}
