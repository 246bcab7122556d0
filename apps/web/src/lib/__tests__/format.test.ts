import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatFileSize, formatPercent } from "../format";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("formatDate", () => {
  it("shows a calendar date as dd/MM/yyyy without shifting it by a time zone", () => {
    // West of UTC, new Date("2025-01-01") is still 31/12/2024: a naive formatter shows the day before.
    process.env.TZ = "America/Sao_Paulo";
    expect(formatDate("2025-01-01")).toBe("01/01/2025");
    expect(formatDate("2026-12-31")).toBe("31/12/2026");
  });

  it("shows an instant as the local day", () => {
    const instant = new Date(2025, 2, 10, 12, 0, 0).toISOString();
    expect(formatDate(instant)).toBe("10/03/2025");
  });

  it("shows a dash when there is no date", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDate("")).toBe("—");
    expect(formatDate("amanhã")).toBe("—");
  });
});

describe("formatPercent", () => {
  it("uses one decimal with a comma, or a dash for null", () => {
    expect(formatPercent(17.5)).toBe("17,5%");
    expect(formatPercent(21)).toBe("21,0%");
    expect(formatPercent(null)).toBe("—");
  });
});

describe("formatFileSize", () => {
  it("picks B, KB or MB", () => {
    expect(formatFileSize(512)).toBe("512 B");
    expect(formatFileSize(1536)).toBe("1,5 KB");
    expect(formatFileSize(10 * 1024 * 1024)).toBe("10,0 MB");
  });
});
