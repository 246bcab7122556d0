import { describe, expect, it } from "vitest";
import { maskMoneyInput, parseMoneyInput, parseWrittenMoney } from "../money";

describe("typing in a money field", () => {
  it("fills from the cents, as a cash register", () => {
    expect(parseMoneyInput("1")).toBe(0.01);
    expect(maskMoneyInput("1000000")).toBe("R$ 10.000,00");
    expect(parseMoneyInput("")).toBeNull();
  });
});

describe("a pasted or autofilled amount, read as a person wrote it", () => {
  it.each([
    ["1000000", 1_000_000],
    ["1.000.000", 1_000_000],
    ["1.000,50", 1000.5],
    ["R$ 1.000,50", 1000.5],
    ["1,000.50", 1000.5],
    ["1,000,000", 1_000_000],
    ["1.000", 1000],
    ["12,5", 12.5],
    ["12.5", 12.5],
    ["0,99", 0.99],
    ["150000,00", 150_000],
    ["2,345", 2345],
  ])("%s is %d", (text, reais) => {
    expect(parseWrittenMoney(text)).toBe(reais);
  });

  it.each(["", "abc", "-5", "1,2,3.4.5", "R$", "1e6"])("%j holds no amount", (text) => {
    expect(parseWrittenMoney(text)).toBeNull();
  });

  it("refuses amounts larger than the field holds", () => {
    expect(parseWrittenMoney("99999999999999")).toBeNull();
    expect(parseWrittenMoney("9999999999999")).toBe(9_999_999_999_999);
  });
});
