import { describe, expect, it } from "vitest";
import { todayInSaoPaulo } from "./dates.ts";

describe("todayInSaoPaulo", () => {
  it("is São Paulo's calendar date, not UTC's", () => {
    // 02:30 UTC is still the evening before in São Paulo (UTC−3).
    expect(todayInSaoPaulo(new Date("2026-03-01T02:30:00Z"))).toBe("2026-02-28");
    expect(todayInSaoPaulo(new Date("2026-03-01T03:30:00Z"))).toBe("2026-03-01");
  });
});
