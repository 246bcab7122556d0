import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitLargestRemainder } from "./distribution-split.ts";

const weights = fc.uniqueArray(
  fc.record({ id: fc.uuid(), weightCents: fc.integer({ min: 1, max: 1_000_000_000_000 }) }),
  { minLength: 1, maxLength: 60, selector: (w) => w.id },
);
const total = fc.integer({ min: 0, max: 999_999_999_999_999 });

describe("splitLargestRemainder", () => {
  it("always adds up to the total, to the cent, for random totals and commitments", () => {
    fc.assert(
      fc.property(total, weights, (totalCents, ws) => {
        const shares = splitLargestRemainder(totalCents, ws);
        expect(shares.reduce((sum, s) => sum + s.cents, 0)).toBe(totalCents);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps every share within one cent of its exact proportional value, never negative", () => {
    fc.assert(
      fc.property(total, weights, (totalCents, ws) => {
        const sum = ws.reduce((acc, w) => acc + BigInt(w.weightCents), 0n);
        const shares = splitLargestRemainder(totalCents, ws);
        shares.forEach((share, i) => {
          const exactFloor = (BigInt(totalCents) * BigInt(ws[i]!.weightCents)) / sum;
          expect(share.cents).toBeGreaterThanOrEqual(0);
          expect(BigInt(share.cents) - exactFloor).toBeGreaterThanOrEqual(0n);
          expect(BigInt(share.cents) - exactFloor).toBeLessThanOrEqual(1n);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("gives the same shares whatever order the investors come in", () => {
    fc.assert(
      fc.property(total, weights, (totalCents, ws) => {
        const byId = (shares: { id: string; cents: number }[]) =>
          Object.fromEntries(shares.map((s) => [s.id, s.cents]));
        expect(byId(splitLargestRemainder(totalCents, [...ws].reverse()))).toEqual(
          byId(splitLargestRemainder(totalCents, ws)),
        );
      }),
      { numRuns: 200 },
    );
  });

  it("gives the leftover cent to the largest remainder: R$ 100,00 among three equal commitments", () => {
    const shares = splitLargestRemainder(10_000, [
      { id: "c", weightCents: 500 },
      { id: "a", weightCents: 500 },
      { id: "b", weightCents: 500 },
    ]);
    // 3 333,33… each: the one leftover cent goes to the smallest id on a tie.
    expect(shares).toEqual([
      { id: "c", cents: 3333 },
      { id: "a", cents: 3334 },
      { id: "b", cents: 3333 },
    ]);
  });

  it("splits in proportion: 1 000,00 over commitments of 50 000 and 150 000", () => {
    expect(
      splitLargestRemainder(100_000, [
        { id: "x", weightCents: 5_000_000 },
        { id: "y", weightCents: 15_000_000 },
      ]),
    ).toEqual([
      { id: "x", cents: 25_000 },
      { id: "y", cents: 75_000 },
    ]);
  });

  it("refuses nobody to split among, a fractional cent and a zero commitment", () => {
    expect(() => splitLargestRemainder(100, [])).toThrow(RangeError);
    expect(() => splitLargestRemainder(100.5, [{ id: "a", weightCents: 1 }])).toThrow(RangeError);
    expect(() => splitLargestRemainder(100, [{ id: "a", weightCents: 0 }])).toThrow(RangeError);
  });
});
