import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

/**
 * The admin's reconciliation desk (docs/decisions/119-reconciliation-desk.md): the escrow account's
 * statements as imported from the bank's OFX, their lines stored once by the bank's id, and the
 * append-only trail of every difference an admin resolved.
 */

/** One imported OFX file of the escrow account; its closing balance is the bank's word on the money held. */
export const escrowStatements = pgTable(
  "escrow_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The account as the bank wrote it, compared without punctuation (decision 105). */
    bankId: text("bank_id").notNull(),
    accountId: text("account_id").notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    /** The statement's LEDGERBAL, when the bank sent one. */
    closingBalanceCents: bigint("closing_balance_cents", { mode: "number" }),
    closingBalanceAt: timestamp("closing_balance_at", { withTimezone: true }),
    fileName: text("file_name").notNull(),
    /** Lines new in this file, and lines already stored by an earlier import. */
    newLines: integer("new_lines").notNull(),
    knownLines: integer("known_lines").notNull(),
    /** The admin's user id; no foreign key: the trail outlives an account deleted later. */
    importedBy: uuid("imported_by").notNull(),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("escrow_statements_latest_idx").on(t.importedAt),
    check("escrow_statements_balance_dated", sql`(${t.closingBalanceCents} is null) = (${t.closingBalanceAt} is null)`),
  ],
);

/** A line of the escrow account's statement, stored once per account by its FITID whatever the imports. */
export const escrowStatementLines = pgTable(
  "escrow_statement_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The first import that brought it. */
    statementId: uuid("statement_id")
      .notNull()
      .references(() => escrowStatements.id),
    /** Bank and account without punctuation or leading zeros: "341:567890". */
    accountKey: text("account_key").notNull(),
    fitId: text("fit_id").notNull(),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    /** Positive: money in; negative: money out. */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    memo: text("memo"),
    name: text("name"),
  },
  (t) => [
    unique("escrow_statement_lines_fit_id").on(t.accountKey, t.fitId),
    index("escrow_statement_lines_posted_idx").on(t.postedAt),
  ],
);

/**
 * What an admin decided about one difference, and why: written once, never changed or deleted (triggers
 * in the migration, like the ledger's). A resolution never edits money: a correction is a ledger
 * transaction, or a refund or a job retried by the flow that owns the money.
 */
export const reconciliationResolutions = pgTable(
  "reconciliation_resolutions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The difference's own key (`pix-unmatched:{endToEndId}`, `statement-line:{id}`, `job:{id}:{attempts}`…). */
    differenceKey: text("difference_key").notNull(),
    /** What kind of difference it was (`pix_unmatched`, `refund_failed`, …), as the desk showed it. */
    kind: text("kind").notNull(),
    /** `acknowledge`, `refund_payer` or `retry_job` (docs/product/payments.md#conciliacao-mesa-do-admin). */
    action: text("action").notNull(),
    reason: text("reason").notNull(),
    /** Cents the difference was about (0 when it is not an amount, like a failed job). */
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** The São Paulo day and the project the desk showed it under, for the day's export. */
    day: text("day").notNull(),
    projectId: uuid("project_id"),
    /** The admin's user id; no foreign key: the trail outlives an account deleted later. */
    resolvedBy: uuid("resolved_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reconciliation_resolutions_once").on(t.differenceKey),
    index("reconciliation_resolutions_day_idx").on(t.day, t.createdAt),
    check("reconciliation_resolutions_reason_present", sql`length(btrim(${t.reason})) > 0`),
    check("reconciliation_resolutions_action", sql`${t.action} in ('acknowledge', 'refund_payer', 'retry_job')`),
  ],
);
