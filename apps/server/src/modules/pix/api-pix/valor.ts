/**
 * API Pix writes money as a decimal string with two places ("123.45", pattern `\d{1,10}\.\d{2}`);
 * Alicerce keeps whole cents (docs/decisions/099-payments-architecture.md). These two functions are
 * the only crossing between the two, so a PSP's "1e3", "-5.00" or "10.5" never becomes a number.
 */
const VALOR = /^(\d{1,10})\.(\d{2})$/;

export class InvalidValorError extends Error {
  constructor(readonly valor: unknown) {
    super(`Valor Pix inválido: ${JSON.stringify(valor)} (esperado como "123.45").`);
  }
}

/** "123.45" → 12345. Refuses empty strings, signs, exponents, more or fewer than two decimals. */
export function centsFromValor(valor: string): number {
  const match = typeof valor === "string" ? VALOR.exec(valor) : null;
  if (!match) throw new InvalidValorError(valor);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** 12345 → "123.45". Refuses fractions of a cent, negatives and what API Pix cannot carry. */
export function valorFromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents > 999_999_999_999) throw new InvalidValorError(cents);
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, "0")}`;
}
