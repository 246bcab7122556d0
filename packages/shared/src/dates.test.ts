import { describe, expect, it, vi } from "vitest";
import { todayInSaoPaulo, yearInSaoPaulo } from "./dates.ts";

describe("todayInSaoPaulo", () => {
  it("is São Paulo's calendar date, not UTC's", () => {
    // 02:30 UTC is still the evening before in São Paulo (UTC−3).
    expect(todayInSaoPaulo(new Date("2026-03-01T02:30:00Z"))).toBe("2026-02-28");
    expect(todayInSaoPaulo(new Date("2026-03-01T03:30:00Z"))).toBe("2026-03-01");
  });
});

describe("yearInSaoPaulo", () => {
  it("turns over at São Paulo's midnight, three hours after UTC's", () => {
    expect(yearInSaoPaulo(new Date("2027-01-01T02:59:00Z"))).toBe(2026);
    expect(yearInSaoPaulo(new Date("2027-01-01T03:00:00Z"))).toBe(2027);
  });

  it("reuses one formatter: a call costs microseconds, not a new Intl object", () => {
    const created = vi.spyOn(Intl, "DateTimeFormat");
    for (let i = 0; i < 100; i++) todayInSaoPaulo();
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
  });
});
