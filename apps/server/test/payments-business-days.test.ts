// Business days on the national calendar and the withdrawal deadline
// (docs/decisions/105-business-days-pix-keys-and-escrow-statements.md).
import { describe, expect, it } from "vitest";
import { addBusinessDays, isBusinessDay, withdrawalDeadline } from "../src/modules/payments/index.ts";

describe("isBusinessDay", () => {
  it.each([
    ["2026-03-09", "an ordinary Monday", true],
    ["2026-03-07", "a Saturday", false],
    ["2026-03-08", "a Sunday", false],
    ["2026-01-01", "Ano Novo", false],
    ["2026-02-16", "Carnaval's Monday (banks closed)", false],
    ["2026-02-17", "Carnaval's Tuesday (banks closed)", false],
    ["2026-02-18", "Ash Wednesday (banks open at noon)", true],
    ["2026-04-03", "Sexta-Feira Santa", false],
    ["2026-04-21", "Tiradentes", false],
    ["2026-06-04", "Corpus Christi (banks closed)", false],
    ["2026-07-09", "São Paulo state's own holiday: national calendar only", true],
    ["2026-11-20", "Consciência Negra", false],
    ["2026-12-24", "Christmas Eve (an optional afternoon)", true],
    ["2026-12-25", "Natal", false],
    ["2026-12-31", "New Year's Eve (an optional afternoon)", true],
    ["2027-01-25", "São Paulo city's anniversary: national calendar only", true],
  ])("%s, %s: %s", (day, _label, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it("reads an instant on São Paulo's clock", () => {
    // 02:00 UTC on Saturday 7 March is still Friday 6 March, 23:00, in São Paulo.
    expect(isBusinessDay(new Date("2026-03-07T02:00:00Z"))).toBe(true);
    expect(isBusinessDay(new Date("2026-03-07T03:00:00Z"))).toBe(false);
  });
});

describe("addBusinessDays", () => {
  it("never counts the starting day, and 0 gives it back", () => {
    expect(addBusinessDays("2026-03-09", 0)).toBe("2026-03-09");
    expect(addBusinessDays("2026-03-09", 1)).toBe("2026-03-10");
    expect(addBusinessDays("2026-03-07", 1)).toBe("2026-03-09");
  });

  it("skips Carnaval's Monday and Tuesday", () => {
    expect(addBusinessDays("2026-02-13", 1)).toBe("2026-02-18");
  });

  it("crosses Christmas and New Year", () => {
    expect(addBusinessDays("2026-12-23", 2)).toBe("2026-12-28");
    expect(addBusinessDays("2026-12-30", 2)).toBe("2027-01-04");
  });

  it("refuses a day that does not exist and a negative count", () => {
    expect(() => addBusinessDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addBusinessDays("06/03/2026", 1)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-03-09", -1)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-03-09", 1.5)).toThrow(RangeError);
  });
});

describe("withdrawalDeadline: the end of the 5th business day after the commitment, São Paulo time", () => {
  const endOf = (day: string) => new Date(`${day}T23:59:59.999-03:00`);

  it("an ordinary Monday: the next Monday", () => {
    expect(withdrawalDeadline(new Date("2026-03-09T13:00:00-03:00"))).toEqual(endOf("2026-03-16"));
  });

  it("a Friday-evening commitment: the Friday after, the weekend and the commitment's day not counted", () => {
    // 22:30 in São Paulo is already Saturday 01:30 in UTC.
    expect(withdrawalDeadline(new Date("2026-03-06T22:30:00-03:00"))).toEqual(endOf("2026-03-13"));
  });

  it("a Thursday-evening commitment counts from São Paulo's Thursday, not UTC's Friday", () => {
    expect(withdrawalDeadline(new Date("2026-03-05T22:30:00-03:00"))).toEqual(endOf("2026-03-12"));
  });

  it("across Carnaval: Monday and Tuesday not counted", () => {
    expect(withdrawalDeadline(new Date("2026-02-13T15:00:00-03:00"))).toEqual(endOf("2026-02-24"));
  });

  it("across Tiradentes", () => {
    expect(withdrawalDeadline(new Date("2026-04-20T10:00:00-03:00"))).toEqual(endOf("2026-04-28"));
  });

  it("across Sexta-Feira Santa", () => {
    expect(withdrawalDeadline(new Date("2026-03-30T10:00:00-03:00"))).toEqual(endOf("2026-04-07"));
  });

  it("across Christmas and New Year", () => {
    expect(withdrawalDeadline(new Date("2026-12-23T10:00:00-03:00"))).toEqual(endOf("2026-12-31"));
    expect(withdrawalDeadline(new Date("2026-12-28T10:00:00-03:00"))).toEqual(endOf("2027-01-05"));
  });

  it("is the last millisecond of São Paulo's day", () => {
    expect(withdrawalDeadline(new Date("2026-03-09T13:00:00-03:00")).toISOString()).toBe("2026-03-17T02:59:59.999Z");
  });
});
