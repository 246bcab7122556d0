// The escrow account's OFX statement (docs/decisions/105-business-days-pix-keys-and-escrow-statements.md):
// fixtures as a Brazilian bank exports them (SGML OFX 1.02, CHARSET 1252, local times) and as XML OFX 2.11.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ofxAmountToCents, ofxDateToInstant, parseEscrowStatement } from "../src/modules/payments/index.ts";

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures/ofx", name), "utf8");
const sgml = fixture("escrow-sgml-102.ofx");
const xml = fixture("escrow-xml-211.ofx");
const escrow = { expectedBankId: "341", expectedAccountId: "567890" };

const refusalOf = (data: string, expected = escrow) => {
  try {
    parseEscrowStatement(data, expected);
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
  throw new Error("the statement was accepted");
};

describe("parseEscrowStatement", () => {
  it("reads a Brazilian bank's SGML OFX 1.02", () => {
    const statement = parseEscrowStatement(sgml, escrow);
    expect(statement.account).toEqual({ bankId: "0341", branchId: "1234", accountId: "56789-0", currency: "BRL" });
    expect(statement.period).toEqual({
      start: new Date("2026-12-01T00:00:00-03:00"),
      end: new Date("2026-12-05T00:00:00-03:00"),
    });
    expect(statement.lines).toEqual([
      {
        fitId: "20261201001",
        postedAt: new Date("2026-12-01T00:00:00-03:00"),
        amountCents: 15_000,
        memo: "PIX RECEBIDO - ANA SOUZA",
        name: null,
      },
      {
        fitId: "20261202002",
        postedAt: new Date("2026-12-02T21:30:00-03:00"),
        amountCents: 250_050,
        memo: "PIX RECEBIDO",
        name: "JOAO & FILHOS LTDA",
      },
      {
        fitId: "20261203003",
        postedAt: new Date("2026-12-03T10:00:00-03:00"),
        amountCents: -15_000,
        memo: "DEVOLUCAO PIX",
        name: null,
      },
      {
        fitId: "20261204004",
        postedAt: new Date("2026-12-04T00:00:00-03:00"),
        amountCents: -35,
        memo: "TARIFA",
        name: null,
      },
    ]);
    // The lines add up to the bank's closing balance (2500.15): no cent lost reading them.
    expect(statement.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(250_015);
    // The bank's own closing balance (LEDGERBAL), the desk's word from the bank (decision 119).
    expect(statement.closingBalance).toEqual({ amountCents: 250_015, at: new Date("2026-12-05T00:00:00-03:00") });
  });

  it("reads an XML OFX 2.11 with a single line and escaped text", () => {
    const statement = parseEscrowStatement(xml, { expectedAccountId: "56789-0" });
    expect(statement.account).toEqual({ bankId: "341", branchId: "1234", accountId: "567890", currency: "BRL" });
    expect(statement.period.start).toEqual(new Date("2026-12-01T00:00:00-03:00"));
    expect(statement.period.end).toEqual(new Date("2026-12-05T23:59:59-03:00"));
    expect(statement.lines).toEqual([
      {
        fitId: "E00000000202612021730abcdef12345",
        postedAt: new Date("2026-12-02T14:30:05-03:00"),
        amountCents: 100_000_000,
        memo: "Pix recebido & conciliado",
        name: "MARIA OLIVEIRA",
      },
    ]);
  });

  it("reads a statement without lines", () => {
    const empty = sgml.replace(/<STMTTRN>[\s\S]*<\/STMTTRN>\r\n/, "");
    expect(parseEscrowStatement(empty, escrow).lines).toEqual([]);
  });

  it.each([
    ["plain text", "extrato de dezembro"],
    ["an empty file", ""],
    ["JSON", '{"OFX": {}}'],
    ["a broken OFX", "OFXHEADER:100\r\n<OFX><BANKMSGSRSV1><STMTTRNRS>"],
    ["a credit card statement", sgml.replace(/BANKMSGSRSV1/g, "CREDITCARDMSGSRSV1")],
  ])("refuses %s: not an OFX statement", (_label, data) => {
    expect(refusalOf(data)).toEqual({ code: "VALIDATION_ERROR", message: "O arquivo não é um extrato OFX." });
  });

  it("refuses another account's statement, naming it", () => {
    expect(refusalOf(sgml, { expectedBankId: "341", expectedAccountId: "11111-1" }).message).toBe(
      "O extrato é de outra conta: banco 0341, conta 56789-0.",
    );
    expect(refusalOf(sgml, { expectedBankId: "237", expectedAccountId: "567890" }).message).toBe(
      "O extrato é de outra conta: banco 0341, conta 56789-0.",
    );
  });

  it("refuses a statement in another currency", () => {
    expect(refusalOf(sgml.replace("<CURDEF>BRL", "<CURDEF>USD")).message).toBe(
      "O extrato não está em reais: moeda USD.",
    );
  });

  it("refuses an amount with more than two decimals, never rounding it", () => {
    expect(refusalOf(sgml.replace("<TRNAMT>150.00", "<TRNAMT>150.005")).message).toBe(
      "O extrato tem um valor com mais de duas casas decimais: 150.005 (lançamento 20261201001).",
    );
  });

  it("refuses an amount that is not a decimal number", () => {
    expect(refusalOf(sgml.replace("<TRNAMT>150.00", "<TRNAMT>1.5e2")).message).toBe(
      'O extrato tem um valor inválido: "1.5e2" (lançamento 20261201001).',
    );
  });

  it("refuses a line without its id or with a date that does not exist", () => {
    expect(refusalOf(sgml.replace("<FITID>20261201001\r\n", "")).message).toBe(
      "O extrato tem um lançamento sem identificador (FITID): lançamento nº 1.",
    );
    expect(refusalOf(sgml.replace("<DTPOSTED>20261201\r\n", "<DTPOSTED>20261231250000\r\n")).message).toBe(
      "O extrato tem um lançamento sem data válida: lançamento 20261201001.",
    );
  });

  it("refuses a statement without its period", () => {
    expect(refusalOf(sgml.replace("<DTSTART>20261201\r\n", "")).message).toBe(
      "O extrato não informa o período (DTSTART e DTEND).",
    );
  });

  it("refuses a file with several statements", () => {
    const response = /<STMTTRNRS>[\s\S]*<\/STMTTRNRS>/.exec(sgml)![0];
    expect(refusalOf(sgml.replace(response, `${response}\r\n${response}`)).message).toBe(
      "O arquivo tem mais de um extrato; exporte uma conta por vez.",
    );
  });
});

describe("ofxAmountToCents: decimal text to cents without floats", () => {
  it.each([
    ["150.00", 15_000],
    ["150", 15_000],
    ["-.35", -35],
    ["2500,5", 250_050],
    ["+1.01", 101],
    ["0.1", 10],
    ["-0.00", 0],
    [" 19.99 ", 1_999],
    ["90071992547409.91", 9_007_199_254_740_991],
  ])("%s → %i", (typed, cents) => {
    expect(ofxAmountToCents(typed)).toEqual({ ok: true, cents });
  });

  it.each([["1.234"], ["-0.001"], ["10,999"]])("refuses %s: more than two decimals", (typed) => {
    expect(ofxAmountToCents(typed)).toEqual({ ok: false, reason: "decimals" });
  });

  it.each([["1,000.00"], ["1e3"], [""], ["-"], ["."], ["R$ 10"], ["--1"], ["90071992547409.92"]])(
    "refuses %s: not an amount",
    (typed) => {
      expect(ofxAmountToCents(typed)).toEqual({ ok: false, reason: "format" });
    },
  );
});

describe("ofxDateToInstant", () => {
  it.each([
    ["20261202", "2026-12-02T03:00:00.000Z"],
    ["202612022130", "2026-12-03T00:30:00.000Z"],
    ["20261202213000[-3:BRT]", "2026-12-03T00:30:00.000Z"],
    ["20261202213000.123[-03:BRT]", "2026-12-03T00:30:00.123Z"],
    ["20261202213000[0:GMT]", "2026-12-02T21:30:00.000Z"],
    ["20261202213000[-03:30]", "2026-12-03T01:00:00.000Z"],
    ["20261202213000[+5.75]", "2026-12-02T15:45:00.000Z"],
  ])("%s → %s", (typed, iso) => {
    expect(ofxDateToInstant(typed)?.toISOString()).toBe(iso);
  });

  it.each([["20260230"], ["2026120"], ["20261202246000"], ["2026-12-02"], [""]])("refuses %s", (typed) => {
    expect(ofxDateToInstant(typed)).toBeNull();
  });
});
