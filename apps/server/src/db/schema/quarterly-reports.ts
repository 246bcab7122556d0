import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, smallint, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { documents } from "./documents.ts";
import { projects } from "./projects.ts";

/**
 * Each quarterly report written for a project (docs/product/quarterly-reports.md): the PDF itself is
 * a document of the project (visibility "backers": decision 095); this row says which quarter it covers, whether
 * the quarter had ended, and who asked for it (null: the end-of-quarter job). The job writes at most
 * one report per project and quarter (the partial unique index is its backstop); the creator may ask
 * again (a correction is the document's next version).
 */
export const quarterlyReports = pgTable(
  "quarterly_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    year: smallint("year").notNull(),
    quarter: smallint("quarter").notNull(),
    /** Null once that document version is deleted; the record of the report having been sent stays. */
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    final: boolean("final").notNull(),
    requestedBy: uuid("requested_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("quarterly_reports_project_idx").on(t.projectId, t.year, t.quarter),
    uniqueIndex("quarterly_reports_one_scheduled_idx")
      .on(t.projectId, t.year, t.quarter)
      .where(sql`${t.requestedBy} is null`),
    check("quarterly_reports_quarter_range", sql`${t.quarter} between 1 and 4`),
  ],
);
