import { sql } from "drizzle-orm";
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { files } from "./files.ts";
import { projectPhases, projects } from "./projects.ts";
import { quotations, suppliers } from "./suppliers.ts";

/**
 * Money spent on a project's phase (orçamento × realizado, decision 059), in whole cents. The phase's
 * budget is `project_phases.budget_cents`.
 */
export const projectExpenses = pgTable(
  "project_expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /**
     * A phase with expenses cannot be removed from the timeline (the timeline editor refuses it in
     * pt-BR); `no action` keeps that true whatever path deletes the phase, and, checked at the end of
     * the statement, still lets a deleted project take its phases and expenses together.
     */
    phaseId: uuid("phase_id")
      .notNull()
      .references(() => projectPhases.id, { onDelete: "no action" }),
    amountCents: bigint("amount_cents", { mode: "number" }).notNull(),
    /** The day the money was spent (São Paulo calendar). */
    spentOn: date("spent_on", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    /** As typed, or the registered supplier's company name when the expense was recorded. */
    supplierName: text("supplier_name").notNull(),
    supplierId: uuid("supplier_id").references(() => suppliers.id, { onDelete: "set null" }),
    receiptFileId: uuid("receipt_file_id").references(() => files.id, { onDelete: "set null" }),
    /** Launched from this concluded quotation: at most one expense per quotation. */
    quotationId: uuid("quotation_id")
      .unique("project_expenses_quotation_once")
      .references(() => quotations.id, { onDelete: "set null" }),
    /** Who recorded it; null once that account is deleted (the project's books stay). */
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_expenses_project_spent_idx").on(t.projectId, t.spentOn, t.id),
    index("project_expenses_phase_idx").on(t.phaseId),
    check("project_expenses_amount_positive", sql`${t.amountCents} > 0`),
  ],
);
