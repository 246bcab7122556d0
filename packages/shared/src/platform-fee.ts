// The platform's fee on a raise (docs/decisions/114-platform-fee-and-release.md), written once for the
// server (the release) and the pages (the offer's terms).

/** The most the admin may set: 20 % (2 000 basis points). */
export const MAX_PLATFORM_FEE_BASIS_POINTS = 2000;

/**
 * The fee on a gross amount, in whole cents, rounded down: the platform never takes more than its rate
 * (R$ 1.000,01 at 5 % is R$ 50,00, not R$ 50,01). Integer arithmetic, no float.
 */
export function platformFeeCents(grossCents: number, basisPoints: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents < 0) throw new RangeError("gross must be whole cents");
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError("the fee is 0 to 10 000 basis points");
  }
  return Number((BigInt(grossCents) * BigInt(basisPoints)) / 10_000n);
}

/** "5 %", "2,5 %", "0,75 %": the percentage as the pages write it. */
export function formatFeePercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const decimals = String(basisPoints % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  return `${whole}${decimals ? `,${decimals}` : ""} %`;
}

/** The offer's terms line on the project page, before anyone invests. */
export const platformFeeTermsLine = (basisPoints: number) =>
  `Taxa da plataforma: ${formatFeePercent(basisPoints)} do valor captado, descontada na liberação dos recursos ao empreendedor.`;
