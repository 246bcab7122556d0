import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgEnum, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { DISTRIBUTION_KINDS } from "@alicerce/shared/schemas/distributions";
import { user } from "./auth.ts";
import { projects } from "./projects.ts";

export const distributionKindEnum = pgEnum("distribution_kind", DISTRIBUTION_KINDS);

// Money here is whole cents in a bigint (decision 057): the split is integer arithmetic end to end.
const cents = (name: string) => bigint(name, { mode: "number" });

/** A payment to a project's investors: rendimento (income) or amortização (capital back). */
export const distributions = pgTable(
  "distributions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: distributionKindEnum("kind").notNull(),
    totalCents: cents("total_cents").notNull(),
    /** The day the money is paid (São Paulo calendar). */
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    note: text("note"),
    /** Who recorded it; null once that account is deleted (the record stays the investors'). */
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("distributions_project_paid_idx").on(t.projectId, t.paidOn, t.id),
    check("distributions_total_positive", sql`${t.totalCents} > 0`),
  ],
);

/** One investor's part of a distribution, fixed when it was recorded. */
export const distributionShares = pgTable(
  "distribution_shares",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    distributionId: uuid("distribution_id")
      .notNull()
      .references(() => distributions.id, { onDelete: "cascade" }),
    investorId: uuid("investor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The investor's confirmed commitments in the project when the distribution was recorded. */
    basisCents: cents("basis_cents").notNull(),
    amountCents: cents("amount_cents").notNull(),
  },
  (t) => [
    unique("distribution_shares_once").on(t.distributionId, t.investorId),
    index("distribution_shares_investor_idx").on(t.investorId),
    check("distribution_shares_amounts", sql`${t.amountCents} >= 0 and ${t.basisCents} > 0`),
  ],
);
