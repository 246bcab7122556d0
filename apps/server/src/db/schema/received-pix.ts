import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Where Alicerce first learnt of a received Pix: the PSP's webhook, the reconciler's `GET /pix`, a bank statement. */
export const RECEIVED_PIX_SOURCES = ["webhook", "reconciler", "statement"] as const;
export type ReceivedPixSource = (typeof RECEIVED_PIX_SOURCES)[number];

/**
 * What the intake made of a received Pix (docs/decisions/109-pix-webhook-intake-and-reconciler.md):
 * `pending` until its job ran; `credited` to its charge; refunded whole because the value, the payer
 * or the room did not fit (`refund_*`); `unmatched` when no charge is its (the admin's desk);
 * `resolved` once the desk settled an unmatched one.
 */
export const RECEIVED_PIX_OUTCOMES = [
  "pending",
  "credited",
  "refund_wrong_value",
  "refund_wrong_payer",
  "refund_room_gone",
  "unmatched",
  "resolved",
] as const;
export type ReceivedPixOutcome = (typeof RECEIVED_PIX_OUTCOMES)[number];

export const receivedPixSourceEnum = pgEnum("received_pix_source", RECEIVED_PIX_SOURCES);
export const receivedPixOutcomeEnum = pgEnum("received_pix_outcome", RECEIVED_PIX_OUTCOMES);

/**
 * Every Pix the escrow account received, once by its endToEndId whatever the number of webhook
 * deliveries or reconciler passes that saw it (decision 099). The money itself is in the ledger
 * (`pix-in:{endToEndId}`); this row says what it was for. Amounts are whole cents.
 */
export const receivedPix = pgTable(
  "received_pix",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endToEndId: text("end_to_end_id").notNull().unique(),
    /** The charge's txid the payer paid; null for a Pix to the key with no charge. */
    txid: text("txid"),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** When the PSP says the Pix was paid (API Pix's `horario`). */
    horario: timestamp("horario", { withTimezone: true }).notNull(),
    /** The payer's CPF or CNPJ digits as the PSP reports them; null when it reports none. */
    payerDocument: text("payer_document"),
    payerName: text("payer_name"),
    /** The payer's message (`infoPagador`). */
    info: text("info"),
    source: receivedPixSourceEnum("source").notNull(),
    outcome: receivedPixOutcomeEnum("outcome").notNull().default("pending"),
    /** The charge it paid or was refused for; null when it matched none. No foreign key: money history outlives rows. */
    chargeId: uuid("charge_id"),
    projectId: uuid("project_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("received_pix_horario_idx").on(t.horario),
    index("received_pix_txid_idx").on(t.txid),
    // The desk's lists: what is still unmatched, and what the intake has not processed yet.
    index("received_pix_open_idx")
      .on(t.outcome, t.horario)
      .where(sql`${t.outcome} in ('pending', 'unmatched')`),
    check("received_pix_amount", sql`${t.amountCents} > 0`),
    check("received_pix_processed", sql`(${t.outcome} = 'pending') = (${t.processedAt} is null)`),
  ],
);
