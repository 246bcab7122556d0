import { describe, expect, it } from "vitest";
import { computeRoi, roiInputProblem } from "./roi.ts";

describe("computeRoi", () => {
  it("computes final value, gain and the annualised return", () => {
    expect(computeRoi({ invested: 50_000, returnPercent: 20, months: 36 })).toEqual({
      finalValue: 60_000,
      gain: 10_000,
      annualisedPercent: 6.27,
    });
    expect(computeRoi({ invested: 10_000, returnPercent: 10, months: 6 })).toEqual({
      finalValue: 11_000,
      gain: 1_000,
      annualisedPercent: 21,
    });
  });

  it("a twelve-month period annualises to the period's own return", () => {
    expect(computeRoi({ invested: 25_000, returnPercent: 18.5, months: 12 }).annualisedPercent).toBe(18.5);
  });

  it("one month compounds twelve times", () => {
    const result = computeRoi({ invested: 1_000, returnPercent: 1, months: 1 });
    expect(result).toEqual({ finalValue: 1_010, gain: 10, annualisedPercent: 12.68 });
  });

  it("a zero return gains nothing", () => {
    expect(computeRoi({ invested: 12_345.67, returnPercent: 0, months: 24 })).toEqual({
      finalValue: 12_345.67,
      gain: 0,
      annualisedPercent: 0,
    });
  });

  it("rounds the gain to the centavo, half up", () => {
    // 0,05 × 10 % = 0,005 → 0,01
    expect(computeRoi({ invested: 0.05, returnPercent: 10, months: 12 }).gain).toBe(0.01);
    expect(computeRoi({ invested: 333.33, returnPercent: 33.33, months: 12 }).gain).toBe(111.1);
  });

  it("is exact to the centavo on large amounts", () => {
    // Centavos are counted as integers, so the sum never drifts by a fraction of a centavo.
    expect(computeRoi({ invested: 1_000_000_000_000, returnPercent: 12.34, months: 24 })).toEqual({
      finalValue: 1_123_400_000_000,
      gain: 123_400_000_000,
      annualisedPercent: 5.99,
    });
    // 9.999.999.999,99 × 7,77 % = 776.999.999,999223 → R$ 777.000.000,00.
    expect(computeRoi({ invested: 9_999_999_999.99, returnPercent: 7.77, months: 18 }).gain).toBe(777_000_000);
  });

  it("refuses negative returns, an empty amount and periods under one month", () => {
    expect(() => computeRoi({ invested: 1_000, returnPercent: -5, months: 12 })).toThrow(
      "O retorno esperado não pode ser negativo.",
    );
    expect(roiInputProblem({ invested: 0, returnPercent: 5, months: 12 })).toBe(
      "Informe um valor investido maior que zero.",
    );
    expect(roiInputProblem({ invested: -10, returnPercent: 5, months: 12 })).toBe(
      "Informe um valor investido maior que zero.",
    );
    expect(roiInputProblem({ invested: 1_000, returnPercent: 5, months: 0 })).toBe(
      "Informe o prazo em meses (pelo menos 1).",
    );
    expect(roiInputProblem({ invested: 1_000, returnPercent: 5, months: 1.5 })).toBe(
      "Informe o prazo em meses (pelo menos 1).",
    );
    expect(roiInputProblem({ invested: 1_000, returnPercent: Number.NaN, months: 12 })).toBe(
      "Informe o retorno esperado em %.",
    );
    expect(roiInputProblem({ invested: 1_000, returnPercent: 1_001, months: 12 })).toBe(
      "Use um retorno de no máximo 1000 %.",
    );
    expect(roiInputProblem({ invested: 1_000, returnPercent: 5, months: 12 })).toBeNull();
  });
});
