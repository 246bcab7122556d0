// BR Code strings through pix-utils (docs/decisions/099-payments-architecture.md): parsed back by the
// same library's parser, which checks the CRC16, with every field where the Manual de Padrões puts it.
import { parsePix, hasError } from "pix-utils";
import { describe, expect, it } from "vitest";
import { BrCodeError, pixCopiaECola } from "../src/modules/pix/br-code.ts";

function parsed(code: string) {
  const pix = parsePix(code);
  if (hasError(pix)) throw new Error(`not a valid BR Code: ${pix.message}`);
  return pix;
}

/** The EMV field `id` at the top level of a BR Code (id, 2-digit length, value). */
function field(code: string, id: string): string | null {
  for (let i = 0; i + 4 <= code.length;) {
    const length = Number(code.slice(i + 2, i + 4));
    if (code.slice(i, i + 2) === id) return code.slice(i + 4, i + 4 + length);
    i += 4 + length;
  }
  return null;
}

describe("pixCopiaECola", () => {
  it("makes a static code to the escrow key with the amount, txid, name and city", () => {
    const code = pixCopiaECola({
      pixKey: "12345678000195",
      merchantName: "Alicerce Custodia",
      merchantCity: "Sao Paulo",
      amountCents: 123456,
      txid: "Compromisso42",
    });
    const pix = parsed(code);
    expect(pix.type).toBe("STATIC");
    expect(pix).toMatchObject({ pixKey: "12345678000195", txid: "Compromisso42", transactionAmount: 1234.56 });
    expect(field(code, "54")).toBe("1234.56");
    expect(field(code, "53")).toBe("986");
    expect(field(code, "58")).toBe("BR");
    expect(field(code, "59")).toBe("ALICERCE CUSTODIA");
    expect(field(code, "60")).toBe("SAO PAULO");
    expect(code).toMatch(/6304[0-9A-F]{4}$/);
  });

  it("writes whole reais and single cents with two decimals", () => {
    const base = { pixKey: "custodia@alicerce.dev", merchantName: "A", merchantCity: "B" };
    expect(field(pixCopiaECola({ ...base, amountCents: 100000 }), "54")).toBe("1000.00");
    expect(field(pixCopiaECola({ ...base, amountCents: 1 }), "54")).toBe("0.01");
    expect(field(pixCopiaECola({ ...base, amountCents: 10 }), "54")).toBe("0.10");
  });

  it("makes a dynamic code pointing at the charge's location, without amount", () => {
    const code = pixCopiaECola({
      location: "https://psp.example/qr/v2/2353c790eefb11eaadc10242ac120002",
      merchantName: "Alicerce Custodia",
      merchantCity: "Sao Paulo",
    });
    const pix = parsed(code);
    expect(pix.type).toBe("DYNAMIC");
    expect(pix).toMatchObject({ url: "psp.example/qr/v2/2353c790eefb11eaadc10242ac120002" });
    expect(field(code, "54")).toBeNull();
  });

  it("a code changed by one character fails the CRC", () => {
    const code = pixCopiaECola({ pixKey: "k@alicerce.dev", merchantName: "A", merchantCity: "B", amountCents: 500 });
    const tampered = code.replace("5.00", "9.00");
    const pix = parsePix(tampered);
    expect(hasError(pix) && pix.message).toBe("invalid crc");
  });

  it("cuts a holder name and city to the BR Code's 25 and 15 characters", () => {
    const code = pixCopiaECola({
      pixKey: "k@alicerce.dev",
      merchantName: "Alicerce Plataforma de Investimentos Ltda",
      merchantCity: "Sao Jose dos Campos do Sul",
      amountCents: 100,
    });
    expect(field(code, "59")).toHaveLength(25);
    expect(field(code, "60")).toHaveLength(15);
  });

  it("refuses a zero or fractional amount and a static txid over 25 characters", () => {
    const base = { pixKey: "k@alicerce.dev", merchantName: "A", merchantCity: "B" };
    expect(() => pixCopiaECola({ ...base, amountCents: 0 })).toThrow(BrCodeError);
    expect(() => pixCopiaECola({ ...base, amountCents: 10.5 })).toThrow(BrCodeError);
    expect(() => pixCopiaECola({ ...base, amountCents: 100, txid: "a".repeat(26) })).toThrow(BrCodeError);
  });
});
