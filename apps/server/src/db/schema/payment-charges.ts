import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PAYMENT_STATUSES } from "@alicerce/shared/schemas/payments";
import { user } from "./auth.ts";
import { investments, projects } from "./projects.ts";

export const PAYMENT_CHARGE_PURPOSES = ["commitment", "distribution_funding"] as const;
export type PaymentChargePurpose = (typeof PAYMENT_CHARGE_PURPOSES)[number];

export const paymentStatusEnum = pgEnum("payment_status", PAYMENT_STATUSES);
export const paymentChargePurposeEnum = pgEnum("payment_charge_purpose", PAYMENT_CHARGE_PURPOSES);

/**
 * A Pix charge (API Pix `cob`) Alicerce asked someone to pay into the escrow account
 * (docs/decisions/107-payment-states-raised-and-reserved.md): a commitment's, or a distribution's funding
 * by the project's creator. The txid is made and stored here before the PSP is called, so a retry finds
 * the same charge; `status` is the payment's state, written only by modules/payments.
 */
export const paymentCharges = pgTable(
  "payment_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    txid: text("txid").notNull(),
    purpose: paymentChargePurposeEnum("purpose").notNull(),
    /** The commitment it collects (purpose commitment): one charge per commitment. */
    investmentId: uuid("investment_id").references(() => investments.id, { onDelete: "cascade" }),
    /** The distribution it funds (purpose distribution_funding). */
    distributionId: uuid("distribution_id"),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    payerUserId: uuid("payer_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    status: paymentStatusEnum("status").notNull().default("awaiting_payment"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Filled once the PSP made the charge (null while its issuing job waits). */
    pixCopiaECola: text("pix_copia_e_cola"),
    /** Its QR (an SVG data URL), drawn once with the code: reads never draw it (decision 123). */
    pixQrCode: text("pix_qr_code"),
    pspLocation: text("psp_location"),
    /** The Pix that paid it. */
    endToEndId: text("end_to_end_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_charges_txid_key").on(t.txid),
    uniqueIndex("payment_charges_investment_key").on(t.investmentId),
    uniqueIndex("payment_charges_end_to_end_key").on(t.endToEndId),
    index("payment_charges_project_idx").on(t.projectId),
    index("payment_charges_payer_idx").on(t.payerUserId),
    // A distribution's funding charges (the distributions' pass, "Pagar com Pix" for a distribution): only the
    // funding rows, a sliver of a table of commitments' charges (docs/decisions/115-distributions-paid.md).
    index("payment_charges_distribution_idx")
      .on(t.distributionId)
      .where(sql`${t.distributionId} is not null`),
    // The expiry job: only the charges still awaiting, by when they expire.
    index("payment_charges_awaiting_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    check("payment_charges_amount_positive", sql`${t.amountCents} > 0`),
    check(
      "payment_charges_purpose_target",
      sql`(${t.purpose} = 'commitment' and ${t.investmentId} is not null) or (${t.purpose} = 'distribution_funding' and ${t.distributionId} is not null)`,
    ),
    check(
      "payment_charges_paid_has_pix",
      sql`${t.status} in ('awaiting_payment', 'expired') or ${t.endToEndId} is not null`,
    ),
  ],
);
