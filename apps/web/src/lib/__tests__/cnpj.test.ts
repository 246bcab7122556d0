import { describe, expect, it } from "vitest";
import { maskCnpj } from "../cnpj";

describe("maskCnpj", () => {
  it("masks progressively as 00.000.000/0000-00", () => {
    expect(maskCnpj("1")).toBe("1");
    expect(maskCnpj("112")).toBe("11.2");
    expect(maskCnpj("11222")).toBe("11.222");
    expect(maskCnpj("112223")).toBe("11.222.3");
    expect(maskCnpj("112223330")).toBe("11.222.333/0");
    expect(maskCnpj("1122233300018")).toBe("11.222.333/0001-8");
    expect(maskCnpj("11222333000181")).toBe("11.222.333/0001-81");
  });

  it("drops anything but digits and stops at 14 digits", () => {
    expect(maskCnpj("11.222.333/0001-81999")).toBe("11.222.333/0001-81");
    expect(maskCnpj("ab11c222")).toBe("11.222");
    expect(maskCnpj("")).toBe("");
  });
});
