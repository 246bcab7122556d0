import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The double-entry ledger (docs/decisions/100-ledger.md). Amounts are whole cents in a bigint; an entry is
 * positive when the account's asset side grows (a debit) and negative for a credit, and the entries of a
 * transaction add up to zero. The database itself refuses an unbalanced transaction and any change to a
 * written transaction or entry (triggers in the migration); the kept balance is a trigger's too.
 */
export const LEDGER_ACCOUNT_KINDS = [
  /** The segregated account at the PSP: an asset. */
  "escrow_bank",
  /** Per project: what the platform holds for its investors. */
  "project_escrow",
  /** Per user: what is owed to an investor and not yet paid out. */
  "investor_payable",
  /** Per user: what is owed to an issuer and not yet paid out. */
  "issuer_payable",
  "platform_fees",
  "tax_withheld",
  /** Money that arrived and matches nothing yet. */
  "unmatched",
] as const;

export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

/** The kinds that belong to a project or a user; the others are the platform's, one of each. */
export const OWNED_LEDGER_ACCOUNT_KINDS = [
  "project_escrow",
  "investor_payable",
  "issuer_payable",
] as const satisfies readonly LedgerAccountKind[];

export const ledgerAccountKindEnum = pgEnum("ledger_account_kind", LEDGER_ACCOUNT_KINDS);

const cents = (name: string) => bigint(name, { mode: "number" });

export const ledgerAccounts = pgTable(
  "ledger_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: ledgerAccountKindEnum("kind").notNull(),
    /**
     * The project or user the account is kept for; null for the platform's own accounts. No foreign key:
     * it names a project or a user by kind, and an account outlives what it was kept for (money history
     * is never deleted).
     */
    ownerId: uuid("owner_id"),
    /** The sum of the account's entries, kept by the `ledger_entries_keep_balance` trigger. */
    balanceCents: cents("balance_cents").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT: the platform's accounts (no owner) are one per kind too.
    unique("ledger_accounts_kind_owner").on(t.kind, t.ownerId).nullsNotDistinct(),
    check(
      "ledger_accounts_owner_by_kind",
      sql`(${t.kind} in ('project_escrow', 'investor_payable', 'issuer_payable')) = (${t.ownerId} is not null)`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  "ledger_transactions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What moved the money (`pix_in`, `refund`, `payout`, `reversal`, …), for reading and reports. */
    kind: text("kind").notNull(),
    /** The money's own identity (`pix-in:{endToEndId}`, `refund:{id}`): posting it twice writes once. */
    reference: text("reference").notNull(),
    memo: text("memo"),
    /** The transaction this one undoes, whose entries it repeats with the opposite sign. */
    reverses: uuid("reverses").references((): AnyPgColumn => ledgerTransactions.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("ledger_transactions_reference").on(t.reference),
    // A transaction is reversed at most once.
    unique("ledger_transactions_reverses_once").on(t.reverses),
    check("ledger_transactions_kind_present", sql`length(${t.kind}) > 0`),
    check("ledger_transactions_reference_present", sql`length(${t.reference}) > 0`),
    check("ledger_transactions_not_self_reversing", sql`${t.reverses} is distinct from ${t.id}`),
  ],
);

export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    transactionId: uuid("transaction_id")
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid("account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: cents("amount_cents").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_transaction_idx").on(t.transactionId),
    // An account's statement, newest first, paged by (created_at, id).
    index("ledger_entries_account_idx").on(t.accountId, t.createdAt, t.id),
    check("ledger_entries_amount_not_zero", sql`${t.amountCents} <> 0`),
  ],
);
