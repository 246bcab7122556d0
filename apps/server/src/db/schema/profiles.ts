import { boolean, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { USER_TYPES } from "@alicerce/shared/user-types";
import { user } from "./auth.ts";
import { files } from "./files.ts";

export const userTypeEnum = pgEnum("user_type", USER_TYPES);

/** The product's view of a person (docs/product/accounts.md#current-user), one per account. */
export const profiles = pgTable("profiles", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  type: userTypeEnum("type").notNull().default("investor"),
  /** The address the app shows the avatar from: /api/avatars/{avatar_file_id} for an uploaded one. */
  avatarUrl: text("avatar_url"),
  /** The uploaded picture behind avatar_url (docs/product/account-and-notifications.md#settings). */
  avatarFileId: uuid("avatar_file_id").references(() => files.id, { onDelete: "set null" }),
  /**
   * Checked by a platform admin. A legal account holds no legal powers until it is verified; for
   * other types it is the badge shown beside the name.
   */
  verified: boolean("verified").notNull().default(false),
  /** Legal accounts: the OAB registration a platform admin checks before verifying. */
  oabNumber: text("oab_number"),
  oabState: text("oab_state"),
  /** 11 digits; one account per CPF. */
  cpf: text("cpf").unique(),
  /** 10 or 11 digits. */
  phone: text("phone"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How many profiles there are of each type, and how many of them are verified: the admin desk's users
 * figures, kept by a deferred trigger on `profiles` at the commit of every change (migration 0026,
 * decision 070) instead of grouping every profile per request. One row per type.
 */
export const profileTypeCounts = pgTable("profile_type_counts", {
  type: userTypeEnum("type").primaryKey(),
  total: integer("total").notNull().default(0),
  verified: integer("verified").notNull().default(0),
});
