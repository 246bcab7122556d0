import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * E-mails waiting to be sent. A row is written in the same transaction as the change it reports,
 * so a message exists exactly when its change committed; a worker delivers it with retries.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /**
     * Files attached when the message is sent, read from storage then (a sealed PDF for every party
     * of a completed signature): the row names them, it does not copy them.
     */
    attachments: jsonb("attachments").$type<{ storageKey: string; filename: string; contentType: string }[]>(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker holds the row until then while it sends; another worker skips it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Only the messages still to send (decision 066): sent ones stay a week, and a delivery run (after every
  // write request, and every few seconds) read every one of them through an index of all rows.
  (t) => [
    index("mail_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * The first answer to a request sent with an Idempotency-Key, per user and key. A row without a
 * status is a request still running.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Method, path and a hash of the body: the same key with another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code"),
    responseBody: text("response_body"),
    contentType: text("content_type"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotency_keys_created_idx").on(t.createdAt)],
);
