import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { files } from "./files.ts";

/**
 * "Baixar meus dados" (LGPD art. 18): each request is prepared by a job into a ZIP kept as a file,
 * offered by an e-mailed link until `expiresAt`. `status` is pending → ready | failed.
 * Only a hash of the link's token is kept, so a database read does not hand out the download.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "ready", "failed"] })
      .notNull()
      .default("pending"),
    tokenHash: text("token_hash").notNull().unique(),
    fileId: uuid("file_id").references(() => files.id, { onDelete: "set null" }),
    attempts: integer("attempts").notNull().default(0),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("data_exports_user_idx").on(t.userId, t.requestedAt), index("data_exports_status_idx").on(t.status)],
);
