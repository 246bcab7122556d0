// Income tax withheld on distributions (docs/decisions/104-income-tax-withheld-on-distributions.md).
import { describe, expect, it } from "vitest";
import {
  applyRate,
  fixedIncomeRate,
  summarizeWithholding,
  TAX_CONFIG,
  withholdingFor,
  type WithheldPayment,
} from "../src/modules/payments/index.ts";

const profit = (grossCents: number, paidThisMonthByPayerToPersonCents = 0) =>
  withholdingFor({ classification: "scp_profit", grossCents, paidThisMonthByPayerToPersonCents });
const fixed = (grossCents: number, holdingDays: number) =>
  withholdingFor({ classification: "fixed_income", grossCents, paidThisMonthByPayerToPersonCents: 0, holdingDays });

describe("SCP profit: 10 % of the month's total above R$ 50.000,00 from one payer to one person", () => {
  it("withholds nothing on exactly R$ 50.000,00", () => {
    expect(profit(5_000_000)).toEqual({
      grossCents: 5_000_000,
      taxCents: 0,
      netCents: 5_000_000,
      rule: "scp_profit_exempt",
      rateBasisPoints: 0,
      shortfallCents: 0,
    });
  });

  it("withholds 10 % of the whole amount one cent above, rounded half up", () => {
    // 10 % of 5.000.001 cents is 500.000,1 cents: 500.000.
    expect(profit(5_000_001)).toEqual({
      grossCents: 5_000_001,
      taxCents: 500_000,
      netCents: 4_500_001,
      rule: "scp_profit_monthly_total",
      rateBasisPoints: 1_000,
      shortfallCents: 0,
    });
    // 10 % of 5.000.005 cents is 500.000,5 cents: half up gives 500.001.
    expect(profit(5_000_005).taxCents).toBe(500_001);
  });

  it("payments that stay at or below the threshold together withhold nothing", () => {
    expect(profit(2_000_000, 3_000_000).taxCents).toBe(0);
  });

  it("the payment that crosses the threshold bears the tax on the month's earlier payments too", () => {
    const first = profit(3_000_000);
    const second = profit(3_000_000, 3_000_000);
    expect(first.taxCents).toBe(0);
    expect(second).toMatchObject({ taxCents: 600_000, netCents: 2_400_000, shortfallCents: 0 });
  });

  it("after the threshold each payment withholds 10 % of itself", () => {
    expect(profit(1_000_000, 6_000_000)).toMatchObject({ taxCents: 100_000, rule: "scp_profit_monthly_total" });
  });

  it("a month's taxes add up to the tax on its total whatever the order and rounding", () => {
    const amounts = [1_234_567, 2_000_003, 1_765_431, 7, 333_335, 999_999];
    let paid = 0;
    let withheld = 0;
    for (const grossCents of amounts) {
      withheld += profit(grossCents, paid).taxCents;
      paid += grossCents;
    }
    expect(paid).toBeGreaterThan(5_000_000);
    expect(withheld).toBe(applyRate(paid, 1_000));
  });

  it("a crossing payment smaller than the tax due names the shortfall instead of a negative net", () => {
    expect(profit(1, 5_000_000)).toEqual({
      grossCents: 1,
      taxCents: 1,
      netCents: 0,
      rule: "scp_profit_monthly_total",
      rateBasisPoints: 1_000,
      shortfallCents: 499_999,
    });
  });
});

describe("fixed income: the regressive table by holding period", () => {
  it.each([
    [0, 2_250],
    [180, 2_250],
    [181, 2_000],
    [360, 2_000],
    [361, 1_750],
    [720, 1_750],
    [721, 1_500],
    [3_650, 1_500],
  ])("%i days held: %i basis points", (days, rate) => {
    expect(fixedIncomeRate(days)).toBe(rate);
    expect(fixed(100_000, days)).toMatchObject({ rule: "fixed_income_regressive", rateBasisPoints: rate });
  });

  it("taxes the income at the bracket's rate, rounded half up", () => {
    // 22,5 % of R$ 1.000,01 is 22.500,225 cents: 22.500.
    expect(fixed(100_001, 90)).toMatchObject({ taxCents: 22_500, netCents: 77_501 });
    // 17,5 % of 3 cents is 0,525 cent: 1.
    expect(fixed(3, 400).taxCents).toBe(1);
  });

  it("ignores the month's SCP total: the threshold is the profit rule's only", () => {
    const result = withholdingFor({
      classification: "fixed_income",
      grossCents: 100_000,
      paidThisMonthByPayerToPersonCents: 10_000_000,
      holdingDays: 800,
    });
    expect(result.taxCents).toBe(15_000);
  });
});

describe("inputs that are programming errors", () => {
  it.each([
    ["a zero payment", { grossCents: 0 }],
    ["a negative payment", { grossCents: -1 }],
    ["a fraction of a cent", { grossCents: 10.5 }],
    ["a negative month total", { paidThisMonthByPayerToPersonCents: -1 }],
  ])("refuses %s", (_label, override) => {
    expect(() =>
      withholdingFor({
        classification: "scp_profit",
        grossCents: 100,
        paidThisMonthByPayerToPersonCents: 0,
        ...override,
      }),
    ).toThrow(RangeError);
  });

  it("fixed income needs a whole, non-negative holding period", () => {
    const base = { classification: "fixed_income", grossCents: 100, paidThisMonthByPayerToPersonCents: 0 } as const;
    expect(() => withholdingFor(base)).toThrow(RangeError);
    expect(() => withholdingFor({ ...base, holdingDays: -1 })).toThrow(RangeError);
    expect(() => withholdingFor({ ...base, holdingDays: 1.5 })).toThrow(RangeError);
  });
});

describe("the configuration names its law for every number", () => {
  it("every value has a source", () => {
    const sourced = [
      TAX_CONFIG.scpProfit.monthlyExemptUpToCents,
      TAX_CONFIG.scpProfit.rateBasisPoints,
      TAX_CONFIG.scpProfit.darfCode,
      TAX_CONFIG.fixedIncome.brackets,
      TAX_CONFIG.fixedIncome.darfCode,
    ];
    for (const entry of sourced) expect(entry.source).toMatch(/Lei|Ato|Código/);
  });
});

describe("the month's withholding per paying source", () => {
  const scpA = "12345678000190";
  const scpB = "98765432000110";
  const payment = (
    payerDocument: string,
    paidAt: string,
    grossCents: number,
    taxCents: number,
    classification: WithheldPayment["classification"] = "scp_profit",
  ): WithheldPayment => ({ payerDocument, paidAt: new Date(paidAt), classification, grossCents, taxCents });

  it("groups by payer, São Paulo month and DARF code, with the base of taxed and untaxed payments", () => {
    const lines = summarizeWithholding([
      payment(scpA, "2026-03-10T15:00:00Z", 3_000_000, 0),
      payment(scpA, "2026-03-20T15:00:00Z", 3_000_000, 600_000),
      payment(scpB, "2026-03-05T15:00:00Z", 100_000, 0),
      payment(scpA, "2026-03-25T15:00:00Z", 50_000, 8_750, "fixed_income"),
      // 1 April 01:30 UTC is still 31 March in São Paulo.
      payment(scpA, "2026-04-01T01:30:00Z", 1_000_000, 100_000),
      payment(scpA, "2026-04-01T03:30:00Z", 200_000, 0),
    ]);
    expect(lines).toEqual([
      { payerDocument: scpA, month: "2026-03", darfCode: "1841", baseCents: 7_000_000, taxCents: 700_000, payments: 3 },
      { payerDocument: scpA, month: "2026-03", darfCode: "8053", baseCents: 50_000, taxCents: 8_750, payments: 1 },
      { payerDocument: scpB, month: "2026-03", darfCode: "1841", baseCents: 100_000, taxCents: 0, payments: 1 },
      { payerDocument: scpA, month: "2026-04", darfCode: "1841", baseCents: 200_000, taxCents: 0, payments: 1 },
    ]);
  });

  it("an empty list has no lines", () => {
    expect(summarizeWithholding([])).toEqual([]);
  });
});
