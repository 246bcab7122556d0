// The escrow account's bank statement, read from the OFX file the bank exports (SGML 1.x or XML 2.x) with the
// maintained ofx-js parser (docs/decisions/099-payments-architecture.md,
// docs/decisions/105-business-days-pix-keys-and-escrow-statements.md). Everything it returns was checked: the
// account is the expected one, the currency is the real, every line has its id, a real date and whole cents.
import { parseSync } from "ofx-js";
import { AppError } from "../../../http/app-error.ts";
import { ofxAmountToCents, ofxDateToInstant } from "./ofx-values.ts";

export interface EscrowStatementLine {
  /** The bank's id of the line (FITID): what makes importing the same statement twice harmless. */
  fitId: string;
  postedAt: Date;
  /** Positive: money in; negative: money out. */
  amountCents: number;
  memo: string | null;
  name: string | null;
}

export interface EscrowStatement {
  account: { bankId: string; branchId: string | null; accountId: string; currency: "BRL" };
  period: { start: Date; end: Date };
  lines: EscrowStatementLine[];
  /** The bank's balance at the statement's end (LEDGERBAL), when it sent one. */
  closingBalance: { amountCents: number; at: Date } | null;
}

export interface ExpectedAccount {
  /** The bank's code (COMPE), "0341" or "341"; unchecked when absent. */
  expectedBankId?: string;
  expectedAccountId: string;
}

const refuse = (message: string) => new AppError("VALIDATION_ERROR", message);
const NOT_OFX = "O arquivo não é um extrato OFX.";

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);
const child = (node: Node, key: string): Node | null => (isNode(node[key]) ? node[key] : null);
const text = (node: Node, key: string): string | null => {
  const value = node[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
};

/** Account numbers compared as the bank may write them: "56789-0", "567890" and "00567890" are one account. */
const sameAccountNumber = (a: string, b: string) => {
  const plain = (value: string) =>
    value
      .replace(/[^0-9a-z]/gi, "")
      .replace(/^0+/, "")
      .toLowerCase();
  return plain(a) === plain(b);
};

function statementOf(data: string): Node {
  if (!data.includes("<OFX>")) throw refuse(NOT_OFX);
  let parsed: { OFX: unknown };
  try {
    parsed = parseSync(data);
  } catch {
    throw refuse(NOT_OFX);
  }
  const ofx = isNode(parsed.OFX) ? parsed.OFX : null;
  const messages = ofx && child(ofx, "BANKMSGSRSV1");
  if (messages && Array.isArray(messages.STMTTRNRS)) {
    throw refuse("O arquivo tem mais de um extrato; exporte uma conta por vez.");
  }
  const response = messages && child(messages, "STMTTRNRS");
  const statement = response && child(response, "STMTRS");
  if (!statement) throw refuse(NOT_OFX);
  return statement;
}

function lineOf(node: unknown, position: number): EscrowStatementLine {
  if (!isNode(node)) throw refuse(NOT_OFX);
  const fitId = text(node, "FITID");
  const label = fitId ?? `nº ${position}`;
  if (!fitId) throw refuse(`O extrato tem um lançamento sem identificador (FITID): lançamento nº ${position}.`);
  const postedAt = ofxDateToInstant(text(node, "DTPOSTED") ?? "");
  if (!postedAt) throw refuse(`O extrato tem um lançamento sem data válida: lançamento ${label}.`);
  const typedAmount = text(node, "TRNAMT") ?? "";
  const amount = ofxAmountToCents(typedAmount);
  if (!amount.ok) {
    throw refuse(
      amount.reason === "decimals"
        ? `O extrato tem um valor com mais de duas casas decimais: ${typedAmount} (lançamento ${label}).`
        : `O extrato tem um valor inválido: "${typedAmount}" (lançamento ${label}).`,
    );
  }
  return { fitId, postedAt, amountCents: amount.cents, memo: text(node, "MEMO"), name: text(node, "NAME") };
}

/** The statement's LEDGERBAL: absent is fine (not every bank sends it), present and unreadable is refused. */
function closingBalanceOf(statement: Node): EscrowStatement["closingBalance"] {
  const balance = child(statement, "LEDGERBAL");
  if (!balance) return null;
  const typedAmount = text(balance, "BALAMT") ?? "";
  const amount = ofxAmountToCents(typedAmount);
  const at = ofxDateToInstant(text(balance, "DTASOF") ?? "");
  if (!amount.ok || !at) throw refuse(`O extrato tem um saldo final inválido: "${typedAmount}".`);
  return { amountCents: amount.cents, at };
}

/**
 * Reads the escrow account's statement, refusing with one pt-BR sentence a file that is not an OFX bank statement,
 * a statement of another account or in another currency, and a line without an id, a date or whole cents.
 */
export function parseEscrowStatement(data: string, expected: ExpectedAccount): EscrowStatement {
  const statement = statementOf(data);
  const from = child(statement, "BANKACCTFROM");
  const bankId = from && text(from, "BANKID");
  const accountId = from && text(from, "ACCTID");
  if (!from || !bankId || !accountId) throw refuse(NOT_OFX);
  const otherBank = expected.expectedBankId !== undefined && Number(bankId) !== Number(expected.expectedBankId);
  if (otherBank || !sameAccountNumber(accountId, expected.expectedAccountId)) {
    throw refuse(`O extrato é de outra conta: banco ${bankId}, conta ${accountId}.`);
  }
  const currency = text(statement, "CURDEF");
  if (currency !== "BRL") throw refuse(`O extrato não está em reais: moeda ${currency ?? "não informada"}.`);

  const list = child(statement, "BANKTRANLIST");
  const start = list && ofxDateToInstant(text(list, "DTSTART") ?? "");
  const end = list && ofxDateToInstant(text(list, "DTEND") ?? "");
  if (!list || !start || !end) throw refuse("O extrato não informa o período (DTSTART e DTEND).");
  const rawLines = list.STMTTRN === undefined ? [] : Array.isArray(list.STMTTRN) ? list.STMTTRN : [list.STMTTRN];

  return {
    account: { bankId, branchId: text(from, "BRANCHID"), accountId, currency: "BRL" },
    period: { start, end },
    lines: rawLines.map((line, index) => lineOf(line, index + 1)),
    closingBalance: closingBalanceOf(statement),
  };
}
