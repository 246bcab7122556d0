import { sql } from "drizzle-orm";
import { check, date, index, numeric, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONTRACT_TYPES } from "@alicerce/shared/contracts";
import { user } from "./auth.ts";
import { files } from "./files.ts";
import { projects } from "./projects.ts";

export const contractTypeEnum = pgEnum("contract_type", CONTRACT_TYPES);

/**
 * The legal desk's contracts (docs/product/legal-desk.md#contracts). Their status is not a column:
 * it follows from the dates, São Paulo's today and `cancelled_at` (modules/contracts/contract-status.ts).
 * A legal record outlives the accounts that touched it, so the people columns are set null when an
 * account goes, and a project with contracts cannot be deleted.
 */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    clientName: text("client_name").notNull(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "restrict" }),
    value: numeric("value", { precision: 15, scale: 2 }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    type: contractTypeEnum("type").notNull(),
    /** The contract's PDF, an upload (POST /api/files) of whoever attached it. */
    fileId: uuid("file_id").references(() => files.id, { onDelete: "set null" }),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    updatedBy: uuid("updated_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** "Última modificação": every edit and the cancellation move it. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: uuid("cancelled_by").references(() => user.id, { onDelete: "set null" }),
    cancelReason: text("cancel_reason"),
  },
  (t) => [
    // The list is ordered by last modification; filters by type and by the dates behind the status.
    index("contracts_updated_idx").on(t.updatedAt.desc(), t.id.desc()),
    index("contracts_type_idx").on(t.type),
    index("contracts_dates_idx").on(t.startDate, t.endDate),
    index("contracts_project_idx").on(t.projectId),
    index("contracts_file_idx").on(t.fileId),
    check("contracts_value_positive", sql`${t.value} > 0`),
    check("contracts_end_after_start", sql`${t.endDate} >= ${t.startDate}`),
    check(
      "contracts_cancel_whole",
      sql`(${t.cancelledAt} is null and ${t.cancelReason} is null) or (${t.cancelledAt} is not null and ${t.cancelReason} is not null)`,
    ),
  ],
);
