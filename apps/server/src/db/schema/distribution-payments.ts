import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const cents = (name: string) => bigint(name, { mode: "number" });

/**
 * A distribution's funding (docs/decisions/115-distributions-paid.md): written in the transaction that
 * credits the creator's Pix to the escrow account. Who paid it, as the paying source the investors'
 * informe names, is copied here: a later change of the creator's profile does not rewrite a paid month.
 * No foreign keys: money history outlives the accounts and projects it names (like `payouts`).
 */
export const distributionFundings = pgTable(
  "distribution_fundings",
  {
    distributionId: uuid("distribution_id").primaryKey(),
    projectId: uuid("project_id").notNull(),
    /** The funding charge (payment_charges, purpose distribution_funding) its Pix paid. */
    chargeId: uuid("charge_id").notNull(),
    totalCents: cents("total_cents").notNull(),
    taxCents: cents("tax_cents").notNull(),
    /** The paying source: the project's SCP, by its ostensive partner's name and CPF (decision 115). */
    payerName: text("payer_name").notNull(),
    payerDocument: text("payer_document"),
    /** "2026-12": São Paulo's calendar month the money was paid in, the month of the tax (decision 104). */
    taxMonth: text("tax_month").notNull(),
    fundedAt: timestamp("funded_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("distribution_fundings_charge_key").on(t.chargeId),
    index("distribution_fundings_project_month_idx").on(t.projectId, t.taxMonth),
    check("distribution_fundings_amounts", sql`${t.totalCents} > 0 and ${t.taxCents} >= 0`),
    check("distribution_fundings_tax_month", sql`${t.taxMonth} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check("distribution_fundings_payer_document", sql`${t.payerDocument} ~ '^([0-9]{11}|[0-9]{14})$'`),
  ],
);

/**
 * One investor's share of a funded distribution as it is paid: gross (the share), the income tax withheld
 * (decision 104) and the net paid out by Pix (`payout_id`, null while the investor has no Pix key).
 * The ledger's `distribution-share:{share_id}` transaction records the same three figures.
 */
export const distributionSharePayments = pgTable(
  "distribution_share_payments",
  {
    shareId: uuid("share_id").primaryKey(),
    distributionId: uuid("distribution_id").notNull(),
    projectId: uuid("project_id").notNull(),
    investorId: uuid("investor_id").notNull(),
    grossCents: cents("gross_cents").notNull(),
    taxCents: cents("tax_cents").notNull(),
    netCents: cents("net_cents").notNull(),
    /** withholdingFor's rule and rate: scp_profit_exempt or scp_profit_monthly_total. */
    rule: text("rule").notNull(),
    rateBasisPoints: integer("rate_basis_points").notNull(),
    taxMonth: text("tax_month").notNull(),
    /** The payout that sends the net (payouts.id); null while it waits for the investor's Pix key. */
    payoutId: text("payout_id"),
    fundedAt: timestamp("funded_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("distribution_share_payments_payout_key").on(t.payoutId),
    index("distribution_share_payments_distribution_idx").on(t.distributionId),
    // The month's earlier payments from one SCP to one person (the threshold) and the investor's reads.
    index("distribution_share_payments_person_month_idx").on(t.investorId, t.projectId, t.taxMonth),
    // The shares still waiting for a Pix key, retried when one is saved.
    index("distribution_share_payments_awaiting_key_idx")
      .on(t.investorId)
      .where(sql`${t.payoutId} is null and ${t.netCents} > 0`),
    check(
      "distribution_share_payments_amounts",
      sql`${t.grossCents} > 0 and ${t.taxCents} >= 0 and ${t.netCents} >= 0 and ${t.grossCents} = ${t.taxCents} + ${t.netCents}`,
    ),
  ],
);
