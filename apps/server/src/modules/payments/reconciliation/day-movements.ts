import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../../../db/client.ts";
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  paymentRefunds,
  payouts,
  receivedPix,
} from "../../../db/schema/index.ts";
import { pixInReference } from "../charges/settle-charge.ts";
import { payoutReference } from "../payouts/settle-payout.ts";
import { refundReference } from "../refunds/settle-refund.ts";

export type MovementKind = "received" | "refunded" | "paid_out";

/** Money the PSP says moved through the escrow account: a received Pix, a refund made, a payout paid. */
export type PspMovement = {
  kind: MovementKind;
  /** The ledger reference the movement must have (`pix-in:{endToEndId}`, `refund:{id}`, `payout:{id}`). */
  reference: string;
  endToEndId: string | null;
  /** Positive in, negative out. */
  amountCents: number;
  at: Date;
  projectId: string | null;
  /** A received Pix still waiting for its intake job: the ledger has not seen it yet, by design. */
  pending: boolean;
};

export type Window = { from: Date; to: Date; projectId?: string };

const inWindow = (column: Parameters<typeof gte>[0], { from, to }: Window) => and(gte(column, from), lt(column, to));

/** What the PSP says moved in a window (the desk's day), for every project or one. */
export async function pspMovements(db: Database, window: Window): Promise<PspMovement[]> {
  const project = window.projectId;
  const [received, refunded, paid] = await Promise.all([
    db
      .select()
      .from(receivedPix)
      .where(and(inWindow(receivedPix.horario, window), project ? eq(receivedPix.projectId, project) : undefined)),
    db
      .select()
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.status, "refunded"),
          inWindow(paymentRefunds.refundedAt, window),
          project ? eq(paymentRefunds.projectId, project) : undefined,
        ),
      ),
    db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.status, "paid"),
          inWindow(payouts.paidAt, window),
          project ? eq(payouts.projectId, project) : undefined,
        ),
      ),
  ]);
  return [
    ...received.map((pix): PspMovement => ({
      kind: "received",
      reference: pixInReference(pix.endToEndId),
      endToEndId: pix.endToEndId,
      amountCents: pix.amountCents,
      at: pix.horario,
      projectId: pix.projectId,
      pending: pix.outcome === "pending",
    })),
    ...refunded.map((refund): PspMovement => ({
      kind: "refunded",
      reference: refundReference(refund.id),
      endToEndId: refund.endToEndId,
      amountCents: -refund.amountCents,
      at: refund.refundedAt ?? refund.updatedAt,
      projectId: refund.projectId,
      pending: false,
    })),
    ...paid.map((payout): PspMovement => ({
      kind: "paid_out",
      reference: payoutReference(payout.id),
      endToEndId: payout.endToEndId,
      amountCents: -payout.netCents,
      at: payout.paidAt ?? payout.updatedAt,
      projectId: payout.projectId,
      pending: false,
    })),
  ];
}

/** A ledger transaction that moved the escrow bank account, with that account's amount. */
export type LedgerMovement = { reference: string; kind: string; amountCents: number; at: Date; memo: string | null };

/** The escrow bank account's id, or null before any money was recorded (a read never opens an account). */
export async function escrowBankAccountId(db: Database): Promise<string | null> {
  const [account] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "escrow_bank"), sql`${ledgerAccounts.ownerId} is null`));
  return account?.id ?? null;
}

/**
 * The escrow bank account's entries in a window, read from its (account, created_at) index: bounded by the
 * day, whatever the account's size. With a project, only the transactions that are that project's: they
 * move its project_escrow account, or they are the ledger side of one of its PSP movements.
 */
export async function ledgerMovements(
  db: Database,
  window: Window,
  projectReferences: ReadonlySet<string>,
): Promise<LedgerMovement[]> {
  const bank = await escrowBankAccountId(db);
  if (!bank) return [];
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      reference: ledgerTransactions.reference,
      kind: ledgerTransactions.kind,
      memo: ledgerTransactions.memo,
      amountCents: ledgerEntries.amountCents,
      at: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, bank), inWindow(ledgerEntries.createdAt, window)));
  if (!window.projectId) return rows;
  const [projectAccount] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "project_escrow"), eq(ledgerAccounts.ownerId, window.projectId)));
  const ids = rows.map((row) => row.transactionId);
  const ofProject =
    projectAccount && ids.length > 0
      ? await db
          .select({ id: ledgerEntries.transactionId })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.accountId, projectAccount.id), inArray(ledgerEntries.transactionId, ids)))
      : [];
  const projectTransactions = new Set(ofProject.map((row) => row.id));
  return rows.filter((row) => projectTransactions.has(row.transactionId) || projectReferences.has(row.reference));
}

/** Of these references, the ones the ledger has a transaction for (any day: a Pix may be posted the next). */
export async function postedReferences(db: Database, references: string[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db
    .select({ reference: ledgerTransactions.reference })
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.reference, references));
  return new Set(rows.map((row) => row.reference));
}

/** Of these ledger references, the ones whose PSP record exists (a received Pix, a refund, a payout). */
export async function referencesWithPspRecord(db: Database, references: string[]): Promise<Set<string>> {
  const ids = (prefix: string) =>
    references.filter((reference) => reference.startsWith(prefix)).map((reference) => reference.slice(prefix.length));
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const [pix, refunds, paid] = [ids("pix-in:"), ids("refund:").filter((id) => uuid.test(id)), ids("payout:")];
  const [pixRows, refundRows, payoutRows] = await Promise.all([
    pix.length
      ? db.select({ id: receivedPix.endToEndId }).from(receivedPix).where(inArray(receivedPix.endToEndId, pix))
      : [],
    refunds.length
      ? db.select({ id: paymentRefunds.id }).from(paymentRefunds).where(inArray(paymentRefunds.id, refunds))
      : [],
    paid.length ? db.select({ id: payouts.id }).from(payouts).where(inArray(payouts.id, paid)) : [],
  ]);
  return new Set([
    ...pixRows.map((row) => pixInReference(row.id)),
    ...refundRows.map((row) => refundReference(row.id)),
    ...payoutRows.map((row) => payoutReference(row.id)),
  ]);
}

/** The ledger transaction kinds the desk compares with the PSP, by the movement they record. */
export const LEDGER_KIND_OF: Record<MovementKind, string> = {
  received: "pix_in",
  refunded: "refund",
  paid_out: "payout",
};
