import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { projects } from "./projects.ts";

/**
 * Where a person receives money by Pix (Minha Conta → Recebimentos, docs/decisions/113-payout-accounts.md):
 * one key per account, the holder's name and document (the account's own CPF, or a creator's declared CNPJ).
 * The key is stored as the DICT stores it (packages/shared/src/pix-keys.ts).
 */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    keyType: text("key_type").$type<"cpf" | "cnpj" | "email" | "phone" | "evp">().notNull(),
    key: text("key").notNull(),
    holderName: text("holder_name").notNull(),
    /** 11 digits (the account's CPF) or 14 (a creator paid as a company). */
    holderDocument: text("holder_document").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("payout_accounts_key_type", sql`${t.keyType} in ('cpf', 'cnpj', 'email', 'phone', 'evp')`),
    check("payout_accounts_holder_document", sql`${t.holderDocument} ~ '^([0-9]{11}|[0-9]{14})$'`),
  ],
);

export const PAYOUT_KINDS = ["release", "distribution", "refund_out"] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
export const PAYOUT_STATUSES = ["pending", "sent", "paid", "failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

const cents = (name: string) => bigint(name, { mode: "number" });

/**
 * Money paid out by Pix from the escrow account (docs/decisions/114-platform-fee-and-release.md): written with
 * its durable job in the transaction that decides it; the job sends it through the Pix-out provider and
 * records the answer. `id` is Alicerce's, made before the call; `send_id` is the idEnvio asked of the
 * provider now (the id itself first, a new one after each send the provider did not make). The key and
 * holder are copied at the request: a later change in Minha Conta does not redirect money already asked
 * for. No foreign keys to users or projects: money history outlives both.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: text("id").primaryKey(),
    sendId: text("send_id").notNull(),
    kind: text("kind").$type<PayoutKind>().notNull(),
    userId: uuid("user_id").notNull(),
    projectId: uuid("project_id").notNull(),
    distributionId: uuid("distribution_id"),
    grossCents: cents("gross_cents").notNull(),
    feeCents: cents("fee_cents").notNull().default(0),
    taxCents: cents("tax_cents").notNull().default(0),
    netCents: cents("net_cents").notNull(),
    keyType: text("key_type").notNull(),
    key: text("key").notNull(),
    holderName: text("holder_name").notNull(),
    holderDocument: text("holder_document").notNull(),
    /** The line the receiver's bank shows with the Pix. */
    description: text("description").notNull(),
    status: text("status").$type<PayoutStatus>().notNull().default("pending"),
    endToEndId: text("end_to_end_id"),
    /** Sends the provider did not make so far (each retry after one gets a new send_id). */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The comprovante, once issued (the receipts' table). */
    receiptId: uuid("receipt_id"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payouts_send_id").on(t.sendId),
    index("payouts_user_idx").on(t.userId, t.requestedAt),
    index("payouts_project_idx").on(t.projectId),
    index("payouts_distribution_idx").on(t.distributionId),
    // The desk (decision 123): the payouts paid within its day, and the failed ones it lists whatever their day.
    index("payouts_paid_idx")
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    index("payouts_failed_idx")
      .on(t.failedAt)
      .where(sql`${t.status} = 'failed'`),
    check("payouts_kind", sql`${t.kind} in ('release', 'distribution', 'refund_out')`),
    check("payouts_status", sql`${t.status} in ('pending', 'sent', 'paid', 'failed')`),
    check("payouts_id_is_an_id_envio", sql`${t.id} ~ '^[a-zA-Z0-9]{1,35}$' and ${t.sendId} ~ '^[a-zA-Z0-9]{1,35}$'`),
    check("payouts_net_positive", sql`${t.netCents} > 0`),
    check(
      "payouts_net_is_gross_less_deductions",
      sql`${t.feeCents} >= 0 and ${t.taxCents} >= 0 and ${t.netCents} = ${t.grossCents} - ${t.feeCents} - ${t.taxCents}`,
    ),
    check(
      "payouts_paid_has_pix",
      sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.endToEndId} is not null)`,
    ),
  ],
);

/**
 * The platform's fee on a raise, set by the platform admin (docs/decisions/114-platform-fee-and-release.md):
 * one row, in basis points (500 = 5 %).
 */
export const platformFeeSettings = pgTable(
  "platform_fee_settings",
  {
    id: text("id").primaryKey().default("platform"),
    feeBasisPoints: integer("fee_basis_points").notNull(),
    updatedBy: uuid("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("platform_fee_settings_one_row", sql`${t.id} = 'platform'`),
    check("platform_fee_settings_range", sql`${t.feeBasisPoints} between 0 and 2000`),
  ],
);

/**
 * The fee an offer's terms carry, fixed when its raise opens by the `projects_fix_platform_fee` trigger
 * from platform_fee_settings, so a later change of the setting does not touch an open offer.
 */
export const projectFeeTerms = pgTable(
  "project_fee_terms",
  {
    projectId: uuid("project_id")
      .primaryKey()
      .references(() => projects.id, { onDelete: "cascade" }),
    feeBasisPoints: integer("fee_basis_points").notNull(),
    fixedAt: timestamp("fixed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("project_fee_terms_range", sql`${t.feeBasisPoints} between 0 and 2000`)],
);

/**
 * A project's raise released to its creator, once (docs/decisions/114-platform-fee-and-release.md): the
 * paid commitments' total, the fee by the offer's terms, the net paid out. Its ledger transaction is
 * `release:{project_id}`.
 */
export const paymentReleases = pgTable(
  "payment_releases",
  {
    projectId: uuid("project_id").primaryKey(),
    creatorId: uuid("creator_id").notNull(),
    grossCents: cents("gross_cents").notNull(),
    feeBasisPoints: integer("fee_basis_points").notNull(),
    feeCents: cents("fee_cents").notNull(),
    netCents: cents("net_cents").notNull(),
    chargeCount: integer("charge_count").notNull(),
    payoutId: text("payout_id").notNull(),
    /** Who asked (the project's creator or an admin); null when the release job did it. */
    releasedBy: uuid("released_by"),
    releasedAt: timestamp("released_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      "payment_releases_amounts",
      sql`${t.feeCents} >= 0 and ${t.netCents} > 0 and ${t.netCents} = ${t.grossCents} - ${t.feeCents}`,
    ),
  ],
);
