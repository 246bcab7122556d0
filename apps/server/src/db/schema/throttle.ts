import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of failed or costly attempts per key ("login-account:<email>", "login-address:<ip>",
 * "register-address:<ip>"). In PostgreSQL so the limits hold across restarts and processes.
 */
export const throttleCounters = pgTable("throttle_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  blockedUntil: timestamp("blocked_until", { withTimezone: true }),
});
