import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/**
 * What the header bell lists (docs/product/account-and-notifications.md#notifications): a failed
 * raise, an approval decision, a quotation answer, an investment, a signature request. Written
 * in the transaction of the change it reports; `link` is an app path such as /dashboard/projects/…
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    readAt: timestamp("read_at", { withTimezone: true }),
    /**
     * The thing asked of the person is done (a "Contrato para assinar" once they signed or refused,
     * or the request ended): the bell shows it as done and it no longer counts as unread.
     */
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    // The bell's badge counts unread rows on every page; only those rows are indexed.
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/**
 * The bell's badge per person: their notifications neither read nor done. Kept by statement triggers
 * on `notifications` in the transaction of every insert, read, done and delete, whoever makes it
 * (migration 0015, decision 054), so the badge reads one row instead of counting the unread ones.
 * No row: none unread.
 */
export const notificationUnread = pgTable("notification_unread", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  unread: integer("unread").notNull().default(0),
});

/**
 * Each person's choices on the "Notificações" tab. No row means the defaults: e-mails and push on,
 * weekly summary off (docs/decisions/024-account-and-notifications.md).
 */
export const notificationPreferences = pgTable("notification_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  emailEnabled: boolean("email_enabled").notNull().default(true),
  pushEnabled: boolean("push_enabled").notNull().default(true),
  weeklySummaryEnabled: boolean("weekly_summary_enabled").notNull().default(false),
  /** When the last weekly summary went out; the next one is due a week later. */
  weeklySummarySentAt: timestamp("weekly_summary_sent_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
