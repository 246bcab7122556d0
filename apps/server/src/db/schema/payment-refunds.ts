import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export const PAYMENT_REFUND_STATUSES = ["pending", "sent", "refunded", "failed"] as const;
export type PaymentRefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number];

/** Why the money goes back (docs/product/payments.md#devolucoes). */
export const PAYMENT_REFUND_CAUSES = [
  /** The investor withdrew a paid commitment within the withdrawal period. */
  "withdrawal",
  /** The raise ended below its minimum. */
  "failed_raise",
  /** The Pix's value differs from its charge (refunded whole, decision 099). */
  "wrong_value",
  /** The Pix came from someone other than the investor. */
  "wrong_payer",
  /** The raise had no room left for the money when it arrived (or the commitment was gone). */
  "room_gone",
  /** An administrator gave it back. */
  "admin",
] as const;
export type PaymentRefundCause = (typeof PAYMENT_REFUND_CAUSES)[number];

/** Where the money is held in the ledger until it goes back (docs/decisions/111-refunds-and-withdrawal-period.md). */
export const PAYMENT_REFUND_HELD_IN = ["project_escrow", "unmatched"] as const;
export type PaymentRefundHeldIn = (typeof PAYMENT_REFUND_HELD_IN)[number];

export const paymentRefundStatusEnum = pgEnum("payment_refund_status", PAYMENT_REFUND_STATUSES);
export const paymentRefundCauseEnum = pgEnum("payment_refund_cause", PAYMENT_REFUND_CAUSES);

/**
 * Money given back through API Pix's `devolucao` (docs/decisions/111-refunds-and-withdrawal-period.md).
 * Written in the transaction that decides the refund, with its durable job; the job asks the PSP and
 * records the answer. No foreign keys to investments or users: money history outlives both (like the
 * ledger's owners) and is never deleted with them.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The Pix being given back. */
    endToEndId: text("end_to_end_id").notNull(),
    /** The devolução id asked of the PSP now: the refund's id without dashes, then a new one after each NAO_REALIZADO. */
    pspRefundId: text("psp_refund_id").notNull(),
    investmentId: uuid("investment_id"),
    chargeId: uuid("charge_id"),
    /** The project whose escrow holds the money (null for money held as unmatched). */
    projectId: uuid("project_id"),
    /** Who is told when it is done (the investor); null when the payer is nobody known here. */
    userId: uuid("user_id"),
    heldIn: text("held_in").$type<PaymentRefundHeldIn>().notNull(),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** The whole Pix: a Pix is given back whole at most once (partial unique index below). */
    whole: boolean("whole").notNull().default(true),
    /** A pt-BR sentence for the investor: why the money goes back. */
    reason: text("reason").notNull(),
    cause: paymentRefundCauseEnum("cause").notNull(),
    status: paymentRefundStatusEnum("status").notNull().default("pending"),
    /** The devolução's rtrId, once the PSP gave one. */
    pspRtrId: text("psp_rtr_id"),
    /** Devoluções asked of the PSP so far (a new id after each one the PSP did not make). */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** The comprovante, once issued (the receipts' table). */
    receiptId: uuid("receipt_id"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payment_refunds_whole_once")
      .on(t.endToEndId)
      .where(sql`${t.whole}`),
    uniqueIndex("payment_refunds_psp_refund_id").on(t.endToEndId, t.pspRefundId),
    index("payment_refunds_investment_idx").on(t.investmentId),
    index("payment_refunds_charge_idx").on(t.chargeId),
    // The admin's desk: the refunds that did not end.
    index("payment_refunds_open_idx")
      .on(t.requestedAt)
      .where(sql`${t.status} in ('pending', 'sent', 'failed')`),
    // The desk's day: the refunds the PSP made within it, whatever the table's size (decision 123).
    index("payment_refunds_refunded_idx")
      .on(t.refundedAt)
      .where(sql`${t.status} = 'refunded'`),
    check("payment_refunds_amount_positive", sql`${t.amountCents} > 0`),
    check("payment_refunds_held_in", sql`${t.heldIn} in ('project_escrow', 'unmatched')`),
    check("payment_refunds_project_when_escrow", sql`(${t.heldIn} = 'project_escrow') = (${t.projectId} is not null)`),
    check("payment_refunds_reason_present", sql`length(${t.reason}) > 0`),
    check("payment_refunds_refunded_at", sql`(${t.status} = 'refunded') = (${t.refundedAt} is not null)`),
  ],
);
