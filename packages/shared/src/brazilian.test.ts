import { describe, expect, it } from "vitest";
import { formatBRL, isCpfValid, isPhoneValid, maskCpf, maskPhone, onlyDigits } from "./brazilian.ts";

describe("onlyDigits", () => {
  it("keeps only the digits", () => {
    expect(onlyDigits("529.982.247-25")).toBe("52998224725");
    expect(onlyDigits("(11) 98765-4321")).toBe("11987654321");
    expect(onlyDigits("abc")).toBe("");
    expect(onlyDigits("")).toBe("");
  });
});

describe("isCpfValid", () => {
  it.each([
    "529.982.247-25",
    "52998224725",
    "111.444.777-35",
    "11144477735",
    "123.456.781-43", // demo account
    " 529.982.247-25 ",
  ])("accepts the valid CPF %j", (cpf) => {
    expect(isCpfValid(cpf)).toBe(true);
  });

  it.each([
    ["first check digit wrong", "529.982.247-35"],
    ["second check digit wrong", "529.982.247-24"],
    ["both check digits wrong", "52998224700"],
    ["a digit swapped", "259.982.247-25"],
  ])("refuses a CPF with the %s", (_reason, cpf) => {
    expect(isCpfValid(cpf)).toBe(false);
  });

  it.each(["000.000.000-00", "111.111.111-11", "22222222222", "999.999.999-99"])(
    "refuses the all-same-digit CPF %j",
    (cpf) => {
      expect(isCpfValid(cpf)).toBe(false);
    },
  );

  it.each([
    ["empty", ""],
    ["10 digits", "5299822472"],
    ["12 digits", "529982247250"],
    ["masked with an extra digit", "529.982.247-251"],
  ])("refuses a CPF of the wrong length (%s)", (_reason, cpf) => {
    expect(isCpfValid(cpf)).toBe(false);
  });

  it.each(["abc.def.ghi-jk", "CPF", "529.982.247-2X"])("refuses letters: %j", (cpf) => {
    expect(isCpfValid(cpf)).toBe(false);
  });
});

describe("maskCpf", () => {
  it.each([
    ["", ""],
    ["5", "5"],
    ["529", "529"],
    ["5299", "529.9"],
    ["529982", "529.982"],
    ["5299822", "529.982.2"],
    ["529982247", "529.982.247"],
    ["5299822472", "529.982.247-2"],
    ["52998224725", "529.982.247-25"],
  ])("masks %j progressively as %j", (typed, masked) => {
    expect(maskCpf(typed)).toBe(masked);
  });

  it("cuts extra digits at 14 characters", () => {
    expect(maskCpf("529982247251234")).toBe("529.982.247-25");
    expect(maskCpf("529.982.247-2599")).toHaveLength(14);
  });

  it("ignores non-digits and re-masks an already masked value", () => {
    expect(maskCpf("529.982.247-25")).toBe("529.982.247-25");
    expect(maskCpf("529a982b")).toBe("529.982");
    expect(maskCpf("abc")).toBe("");
  });

  it("is idempotent on every prefix", () => {
    const full = "52998224725";
    for (let i = 0; i <= full.length; i++) {
      const once = maskCpf(full.slice(0, i));
      expect(maskCpf(once)).toBe(once);
      expect(onlyDigits(once)).toBe(full.slice(0, i));
    }
  });
});

describe("maskPhone", () => {
  it.each([
    ["", ""],
    ["1", "(1"],
    ["11", "(11"],
    ["119", "(11) 9"],
    ["1198", "(11) 98"],
    ["119876", "(11) 9876"],
    // Up to 10 digits the landline layout is shown; the 11th digit switches to the mobile one.
    ["1198765", "(11) 9876-5"],
    ["1198765432", "(11) 9876-5432"],
    ["11987654321", "(11) 98765-4321"],
  ])("masks %j progressively as %j", (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
  });

  it("formats a mobile as (11) 99999-9999 in 15 characters", () => {
    expect(maskPhone("11999999999")).toBe("(11) 99999-9999");
    expect(maskPhone("11999999999")).toHaveLength(15);
  });

  it("formats a landline as (11) 3333-4444", () => {
    expect(maskPhone("1133334444")).toBe("(11) 3333-4444");
    expect(maskPhone("(11) 3333-4444")).toBe("(11) 3333-4444");
  });

  it("cuts extra digits at 15 characters", () => {
    expect(maskPhone("119876543210000")).toBe("(11) 98765-4321");
    expect(maskPhone("(11) 98765-43219")).toHaveLength(15);
  });

  it("is idempotent on every prefix", () => {
    const full = "11987654321";
    for (let i = 0; i <= full.length; i++) {
      const once = maskPhone(full.slice(0, i));
      expect(maskPhone(once)).toBe(once);
      expect(onlyDigits(once)).toBe(full.slice(0, i));
    }
  });
});

describe("isPhoneValid", () => {
  it.each(["(11) 98765-4321", "11987654321", "(11) 3333-4444", "1133334444", "(21) 2222-3333"])(
    "accepts %j",
    (phone) => {
      expect(isPhoneValid(phone)).toBe(true);
    },
  );

  it.each([
    ["too short", "(11) 9876-543"],
    ["too long", "119876543210"],
    ["no area code", "987654321"],
    ["unknown area code", "(00) 3333-4444"],
    ["letters", "telefone"],
    ["empty", ""],
  ])("refuses a number that is %s", (_reason, phone) => {
    expect(isPhoneValid(phone)).toBe(false);
  });
});

describe("formatBRL", () => {
  // Intl puts a no-break space between the symbol and the amount.
  const normal = (s: string) => s.replace(/\s/g, " ");

  it("formats reais the Brazilian way", () => {
    expect(normal(formatBRL(10000))).toBe("R$ 10.000,00");
    expect(normal(formatBRL(0.5))).toBe("R$ 0,50");
    expect(normal(formatBRL(1234567.891))).toBe("R$ 1.234.567,89");
  });
});
