// The PSP boundary's pure pieces (docs/decisions/102-pix-client-and-sandbox-psp.md): API Pix's valor
// strings to whole cents and back, the PSP's problem+json to typed errors, and the identifiers' shapes.
import { describe, expect, it } from "vitest";
import { centsFromValor, InvalidValorError, valorFromCents } from "../src/modules/pix/api-pix/valor.ts";
import {
  pspErrorFrom,
  PspAccessDeniedError,
  PspNotFoundError,
  PspRequestRefusedError,
  PspUnavailableError,
} from "../src/modules/pix/api-pix/psp-errors.ts";
import { newBacenId, newTxid, TXID_PATTERN } from "../src/modules/pix/api-pix/identifiers.ts";

describe("API Pix valor strings and cents", () => {
  it("reads two-decimal strings exactly", () => {
    expect(centsFromValor("0.01")).toBe(1);
    expect(centsFromValor("123.45")).toBe(12345);
    expect(centsFromValor("0.10")).toBe(10);
    expect(centsFromValor("1000000.00")).toBe(100_000_000);
    // 0.29 * 100 is 28.999999999999996 in floating point: the parser never multiplies a float.
    expect(centsFromValor("0.29")).toBe(29);
    expect(centsFromValor("9999999999.99")).toBe(999_999_999_999);
  });

  it.each([
    "",
    "10",
    "10.5",
    "10.555",
    "-1.00",
    "+1.00",
    "1e3",
    "1.0e2",
    " 1.00",
    "1.00 ",
    "1,00",
    "0x10.00",
    "١.٠٠",
    "12345678901.00",
  ])("refuses %j", (valor) => {
    expect(() => centsFromValor(valor)).toThrow(InvalidValorError);
  });

  it("refuses what is not a string at all", () => {
    expect(() => centsFromValor(12.5 as unknown as string)).toThrow(InvalidValorError);
  });

  it("prints cents as API Pix writes them, and reads back the same", () => {
    expect(valorFromCents(1)).toBe("0.01");
    expect(valorFromCents(10)).toBe("0.10");
    expect(valorFromCents(12345)).toBe("123.45");
    expect(valorFromCents(100_000_000)).toBe("1000000.00");
    for (const cents of [0, 1, 99, 100, 101, 2_999_999, 999_999_999_999])
      expect(centsFromValor(valorFromCents(cents))).toBe(cents);
  });

  it("refuses fractions of a cent, negatives and amounts API Pix cannot carry", () => {
    for (const cents of [1.5, -1, Number.NaN, Infinity, 1_000_000_000_000]) {
      expect(() => valorFromCents(cents)).toThrow(InvalidValorError);
    }
  });
});

describe("the PSP's errors", () => {
  const problem = (status: number, type: string) => ({
    type: `https://pix.bcb.gov.br/api/v2/error/${type}`,
    title: type,
    status,
    detail: "detalhe",
    violacoes: [{ razao: "Valor da cobrança não pode ser 0.00", propriedade: "cob.valor.original", valor: "0.00" }],
  });

  it("maps API Pix's problem+json to a typed error that keeps the problem", () => {
    const refused = pspErrorFrom(400, problem(400, "CobOperacaoInvalida"));
    expect(refused).toBeInstanceOf(PspRequestRefusedError);
    expect(refused.retryable).toBe(false);
    expect(refused.problem?.violacoes?.[0]?.propriedade).toBe("cob.valor.original");
    expect(refused.message).toContain("CobOperacaoInvalida: detalhe");
    expect(pspErrorFrom(404, problem(404, "NaoEncontrado"))).toBeInstanceOf(PspNotFoundError);
    expect(pspErrorFrom(403, problem(403, "AcessoNegado"))).toBeInstanceOf(PspAccessDeniedError);
    expect(pspErrorFrom(401, null)).toBeInstanceOf(PspAccessDeniedError);
    const down = pspErrorFrom(503, problem(503, "ServicoIndisponivel"));
    expect(down).toBeInstanceOf(PspUnavailableError);
    expect(down.retryable).toBe(true);
    expect(pspErrorFrom(429, null)).toBeInstanceOf(PspUnavailableError);
  });

  it("still types an error whose body is no problem+json", () => {
    const error = pspErrorFrom(502, "<html>Bad Gateway</html>");
    expect(error).toBeInstanceOf(PspUnavailableError);
    expect(error.problem).toBeNull();
    expect(error.message).toContain("HTTP 502");
  });
});

describe("identifiers", () => {
  it("makes txids of 26 to 35 letters and digits, different each time", () => {
    const made = new Set(Array.from({ length: 200 }, () => newTxid()));
    expect(made.size).toBe(200);
    for (const txid of made) expect(txid).toMatch(TXID_PATTERN);
    expect(newTxid(26)).toHaveLength(26);
    expect(newTxid(35)).toHaveLength(35);
    expect(() => newTxid(25)).toThrow(RangeError);
    expect(() => newTxid(36)).toThrow(RangeError);
  });

  it("makes endToEndIds as BACEN writes them: E, the ISPB, the minute in UTC and 11 more (32 in all)", () => {
    const id = newBacenId("E", "99999999", new Date("2026-12-06T14:07:59Z"));
    expect(id).toMatch(/^E99999999202612061407[a-zA-Z0-9]{11}$/);
    expect(id).toHaveLength(32);
    expect(newBacenId("D", "12345678", new Date())).toMatch(/^D12345678\d{12}[a-zA-Z0-9]{11}$/);
  });
});
