import { and, eq, gte, lt, ne, sql } from "drizzle-orm";
import type {
  ReconciliationAction,
  ReconciliationDifferenceKind,
} from "@alicerce/shared/schemas/payments-reconciliation";
import type { Database } from "../../../db/client.ts";
import { escrowStatementLines, paymentRefunds, payouts, receivedPix } from "../../../db/schema/index.ts";
import {
  LEDGER_KIND_OF,
  postedReferences,
  referencesWithPspRecord,
  type LedgerMovement,
  type PspMovement,
  type Window,
} from "./day-movements.ts";
import { saoPauloDay } from "./sao-paulo-day.ts";
import { matchStatementLines, type StoredStatementLine } from "./statement-matching.ts";

/** One thing that does not add up, as the desk shows it (docs/product/payments.md#conciliacao-mesa-do-admin). */
export type Difference = {
  key: string;
  kind: ReconciliationDifferenceKind;
  /** Positive in, negative out. */
  amountCents: number;
  occurredAt: Date;
  reference: string;
  projectId: string | null;
  description: string;
  actions: ReconciliationAction[];
  /** What a refund to the payer needs, for the Pix that can be given back. */
  refundable?: { endToEndId: string; amountCents: number };
};

const brl = (cents: number) =>
  (Math.abs(cents) / 100).toLocaleString("pt-BR", { style: "currency", currency: "BRL" }).replace(/\u00a0/g, " ");

/**
 * The differences that stay open until someone acts, whatever day they happened: a Pix no charge claims,
 * a refund or a payout the PSP did not make. Shown on every day's desk, so none is lost on a day nobody opened.
 */
export async function openDifferences(db: Database, projectId?: string): Promise<Difference[]> {
  const [unmatched, refunds, paid] = await Promise.all([
    db
      .select()
      .from(receivedPix)
      .where(and(eq(receivedPix.outcome, "unmatched"), projectId ? eq(receivedPix.projectId, projectId) : undefined)),
    db
      .select()
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.status, "failed"), projectId ? eq(paymentRefunds.projectId, projectId) : undefined)),
    db
      .select()
      .from(payouts)
      .where(and(eq(payouts.status, "failed"), projectId ? eq(payouts.projectId, projectId) : undefined)),
  ]);
  return [
    ...unmatched.map((pix): Difference => ({
      key: `pix-unmatched:${pix.endToEndId}`,
      kind: "pix_unmatched",
      amountCents: pix.amountCents,
      occurredAt: pix.horario,
      reference: pix.endToEndId,
      projectId: pix.projectId,
      description: pix.txid
        ? `Pix de ${brl(pix.amountCents)} com txid ${pix.txid}, que não é de nenhuma cobrança.`
        : `Pix de ${brl(pix.amountCents)} recebido sem txid: não pagou nenhuma cobrança.`,
      actions: ["refund_payer"],
      refundable: { endToEndId: pix.endToEndId, amountCents: pix.amountCents },
    })),
    ...refunds.map((refund): Difference => ({
      key: `refund-failed:${refund.id}:${refund.attempts}`,
      kind: "refund_failed",
      amountCents: -refund.amountCents,
      occurredAt: refund.failedAt ?? refund.updatedAt,
      reference: `refund:${refund.id}`,
      projectId: refund.projectId,
      description: `A devolução de ${brl(refund.amountCents)} do Pix ${refund.endToEndId} não foi feita pelo PSP${refund.lastError ? `: ${refund.lastError}` : "."}`,
      actions: ["acknowledge"],
    })),
    ...paid.map((payout): Difference => ({
      key: `payout-failed:${payout.id}:${payout.attempts}`,
      kind: "payout_failed",
      amountCents: -payout.netCents,
      occurredAt: payout.failedAt ?? payout.updatedAt,
      reference: `payout:${payout.id}`,
      projectId: payout.projectId,
      description: `O repasse de ${brl(payout.netCents)} para ${payout.holderName} não foi feito pelo PSP${payout.lastError ? `: ${payout.lastError}` : "."}`,
      actions: ["acknowledge"],
    })),
  ];
}

/**
 * A second Pix for a charge another Pix already paid, not refunded and not on the unmatched list: money
 * held twice for one commitment.
 */
async function duplicates(db: Database, window: Window): Promise<Difference[]> {
  const earlier = sql`exists (select 1 from ${receivedPix} as first
    where first.txid = ${receivedPix.txid}
      and (first.horario, first.id) < (${receivedPix.horario}, ${receivedPix.id}))`;
  const refunded = sql`exists (select 1 from ${paymentRefunds} where ${paymentRefunds.endToEndId} = ${receivedPix.endToEndId})`;
  const rows = await db
    .select()
    .from(receivedPix)
    .where(
      and(
        gte(receivedPix.horario, window.from),
        lt(receivedPix.horario, window.to),
        sql`${receivedPix.txid} is not null`,
        ne(receivedPix.outcome, "unmatched"),
        window.projectId ? eq(receivedPix.projectId, window.projectId) : undefined,
        earlier,
        sql`not ${refunded}`,
      ),
    );
  return rows.map((pix) => ({
    key: `pix-duplicate:${pix.endToEndId}`,
    kind: "pix_duplicate",
    amountCents: pix.amountCents,
    occurredAt: pix.horario,
    reference: pix.endToEndId,
    projectId: pix.projectId,
    description: `Segundo Pix de ${brl(pix.amountCents)} para a cobrança ${pix.txid}, já paga por outro Pix, e não devolvido.`,
    actions: ["acknowledge"],
  }));
}

const MOVEMENT_NAMES = { received: "O Pix recebido", refunded: "A devolução", paid_out: "O repasse" } as const;

/** The ledger and the PSP, compared by the money's own reference (never by day totals, which drift at midnight). */
async function ledgerVersusPsp(
  db: Database,
  movements: readonly PspMovement[],
  ledger: readonly LedgerMovement[],
): Promise<Difference[]> {
  const settled = movements.filter((movement) => !movement.pending);
  const comparedKinds = new Set(Object.values(LEDGER_KIND_OF));
  const compared = ledger.filter((movement) => comparedKinds.has(movement.kind));
  const [posted, withRecord] = await Promise.all([
    postedReferences(
      db,
      settled.map((movement) => movement.reference),
    ),
    referencesWithPspRecord(
      db,
      compared.map((movement) => movement.reference),
    ),
  ]);
  return [
    ...settled
      .filter((movement) => !posted.has(movement.reference))
      .map((movement): Difference => ({
        key: `psp-without-ledger:${movement.reference}`,
        kind: "psp_without_ledger",
        amountCents: movement.amountCents,
        occurredAt: movement.at,
        reference: movement.reference,
        projectId: movement.projectId,
        description: `${MOVEMENT_NAMES[movement.kind]} de ${brl(movement.amountCents)} não tem lançamento no livro-razão.`,
        actions: ["acknowledge"],
      })),
    ...compared
      .filter((movement) => !withRecord.has(movement.reference))
      .map((movement): Difference => ({
        key: `ledger-without-psp:${movement.reference}`,
        kind: "ledger_without_psp",
        amountCents: movement.amountCents,
        occurredAt: movement.at,
        reference: movement.reference,
        projectId: null,
        description: `O lançamento ${movement.reference} (${brl(movement.amountCents)}) não tem registro no PSP.`,
        actions: ["acknowledge"],
      })),
  ];
}

/** The statement lines of a window, in the bank's order. */
export function statementLinesIn(db: Database, window: Window): Promise<StoredStatementLine[]> {
  return db
    .select({
      id: escrowStatementLines.id,
      fitId: escrowStatementLines.fitId,
      postedAt: escrowStatementLines.postedAt,
      amountCents: escrowStatementLines.amountCents,
      memo: escrowStatementLines.memo,
      name: escrowStatementLines.name,
    })
    .from(escrowStatementLines)
    .where(and(gte(escrowStatementLines.postedAt, window.from), lt(escrowStatementLines.postedAt, window.to)))
    .orderBy(escrowStatementLines.postedAt, escrowStatementLines.id);
}

export type StatementComparison = { lines: number; matched: number; unmatched: Difference[] };

/**
 * The day's statement lines against every PSP movement of the day. With a project, only its movements' lines
 * count (a line nobody matched belongs to no project, and shows on the desk of all projects).
 */
export function compareStatement(
  lines: readonly StoredStatementLine[],
  dayMovements: readonly PspMovement[],
  projectId: string | undefined,
): StatementComparison {
  const matches = matchStatementLines(lines, dayMovements);
  if (projectId) {
    const mine = [...matches.values()].filter((movement) => movement.projectId === projectId);
    return { lines: mine.length, matched: mine.length, unmatched: [] };
  }
  const unmatched = lines
    .filter((line) => !matches.has(line.id))
    .map((line): Difference => ({
      key: `statement-line:${line.id}`,
      kind: "statement_unmatched",
      amountCents: line.amountCents,
      occurredAt: line.postedAt,
      reference: line.fitId,
      projectId: null,
      description: `Linha ${line.fitId} do extrato (${line.amountCents < 0 ? "saída" : "entrada"} de ${brl(line.amountCents)}${line.memo ? `, “${line.memo}”` : ""}) sem Pix, devolução ou repasse correspondente.`,
      actions: ["acknowledge"],
    }));
  return { lines: lines.length, matched: matches.size, unmatched };
}

/** Every difference of a window: the open ones of any day, then the day's own, without repeats. */
export async function dayDifferences(
  db: Database,
  window: Window,
  movements: readonly PspMovement[],
  ledger: readonly LedgerMovement[],
  statement: StatementComparison,
): Promise<Difference[]> {
  const [open, twice, books] = await Promise.all([
    openDifferences(db, window.projectId),
    duplicates(db, window),
    ledgerVersusPsp(db, movements, ledger),
  ]);
  const seen = new Set<string>();
  return [...open, ...twice, ...books, ...statement.unmatched].filter((difference) => {
    if (seen.has(difference.key)) return false;
    seen.add(difference.key);
    return true;
  });
}

/** The São Paulo day a difference belongs to in the trail (its own day, not the day the desk showed). */
export const dayOf = (difference: Difference) => saoPauloDay(difference.occurredAt);
