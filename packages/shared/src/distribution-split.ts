/**
 * Splitting a distribution among investors to the cent (docs/decisions/057-distributions-largest-remainder.md).
 * Each investor's share is proportional to their confirmed commitment. Proportional shares are
 * rarely whole cents: each gets the whole cents of their exact share, and the cents left over go one
 * each to the largest fractional remainders (Hamilton's method), so the shares always add up to the
 * total and no share is more than one cent away from its exact value.
 */

export type SplitWeight = { id: string; weightCents: number };
export type SplitShare = { id: string; cents: number };

/**
 * `totalCents` among `weights` (each > 0), in the order given. Ties in remainder go to the larger
 * commitment, then to the smaller id, so the same input always gives the same shares. BigInt keeps
 * `total × weight` exact: both can pass 2^53 / 10^8 on a large raise.
 */
export function splitLargestRemainder(totalCents: number, weights: readonly SplitWeight[]): SplitShare[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0) throw new RangeError("total must be whole cents ≥ 0");
  if (weights.length === 0) throw new RangeError("nobody to split among");
  for (const w of weights) {
    if (!Number.isSafeInteger(w.weightCents) || w.weightCents <= 0)
      throw new RangeError("weights must be whole cents > 0");
  }
  const total = BigInt(totalCents);
  const sum = weights.reduce((acc, w) => acc + BigInt(w.weightCents), 0n);
  const parts = weights.map((w, index) => {
    const exact = total * BigInt(w.weightCents);
    return { index, id: w.id, weight: w.weightCents, floor: exact / sum, remainder: exact % sum };
  });
  let left = total - parts.reduce((acc, p) => acc + p.floor, 0n);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder !== b.remainder
      ? a.remainder > b.remainder
        ? -1
        : 1
      : b.weight - a.weight || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const extra = new Set<number>();
  for (const part of byRemainder) {
    if (left === 0n) break;
    extra.add(part.index);
    left -= 1n;
  }
  return parts.map((p) => ({ id: p.id, cents: Number(p.floor) + (extra.has(p.index) ? 1 : 0) }));
}

/** Reais (two decimals at most, as the API speaks) to whole cents. */
export const toCents = (reais: number): number => Math.round(reais * 100);

/** Whole cents to reais for the API and the screen. */
export const toReais = (cents: number): number => cents / 100;
