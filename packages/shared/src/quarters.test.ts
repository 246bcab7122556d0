import { describe, expect, it } from "vitest";
import {
  compareQuarters,
  currentQuarter,
  previousQuarter,
  quarterDays,
  quarterLabel,
  quarterOfDay,
} from "./quarters.ts";

describe("quarters", () => {
  it("places days in their quarter", () => {
    expect(quarterOfDay("2026-01-01")).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOfDay("2026-03-31")).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOfDay("2026-04-01")).toEqual({ year: 2026, quarter: 2 });
    expect(quarterOfDay("2026-12-31")).toEqual({ year: 2026, quarter: 4 });
  });

  it("reads the quarter on São Paulo's calendar, not UTC's", () => {
    // 1 October 2026 at 01:00 UTC is still 30 September in São Paulo (UTC−3).
    expect(currentQuarter(new Date("2026-10-01T01:00:00Z"))).toEqual({ year: 2026, quarter: 3 });
    expect(currentQuarter(new Date("2026-10-01T04:00:00Z"))).toEqual({ year: 2026, quarter: 4 });
  });

  it("gives first and last days, leap years included", () => {
    expect(quarterDays({ year: 2028, quarter: 1 })).toEqual({ first: "2028-01-01", last: "2028-03-31" });
    expect(quarterDays({ year: 2026, quarter: 3 })).toEqual({ first: "2026-07-01", last: "2026-09-30" });
    expect(quarterDays({ year: 2026, quarter: 4 })).toEqual({ first: "2026-10-01", last: "2026-12-31" });
  });

  it("steps back across the year and orders quarters", () => {
    expect(previousQuarter({ year: 2026, quarter: 1 })).toEqual({ year: 2025, quarter: 4 });
    expect(previousQuarter({ year: 2026, quarter: 3 })).toEqual({ year: 2026, quarter: 2 });
    expect(compareQuarters({ year: 2025, quarter: 4 }, { year: 2026, quarter: 1 })).toBeLessThan(0);
    expect(compareQuarters({ year: 2026, quarter: 2 }, { year: 2026, quarter: 2 })).toBe(0);
    expect(quarterLabel({ year: 2026, quarter: 3 })).toBe("3º trimestre de 2026");
  });
});
