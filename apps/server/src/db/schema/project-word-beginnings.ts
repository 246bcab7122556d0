import { sql } from "drizzle-orm";
import { index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  projectPurposeEnum,
  projectSearch,
  projectStatusEnum,
  projectTypeEnum,
  projectVisibilityEnum,
} from "./projects.ts";

/** A project every logged-in person may see (public and past draft), as the partial indexes' predicate. */
const listed = sql`status <> 'draft' and visibility = 'public'`;

/**
 * The project search's index of word beginnings (decision 136), kept from the search rows by the
 * `project_search_keep_word_beginnings` trigger (migration 0049): one row per distinct beginning of at
 * least three letters of each word of a project's search text ("resid", "reside", … for "Residencial"),
 * with the page's order (creation, then id) and the filters' columns, so a one-word search's page is a
 * bounded range of one index and a several-word search reads its rarest word's rows.
 */
export const projectWordBeginnings = pgTable(
  "project_word_beginnings",
  {
    beginning: text("beginning").notNull(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projectSearch.projectId, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    status: projectStatusEnum("status").notNull(),
    visibility: projectVisibilityEnum("visibility").notNull(),
    projectType: projectTypeEnum("project_type").notNull(),
    purpose: projectPurposeEnum("purpose").notNull(),
    createdBy: uuid("created_by").notNull(),
    targetAmount: numeric("target_amount", { precision: 15, scale: 2 }),
    roi: numeric("roi", { precision: 7, scale: 2 }),
  },
  (t) => [
    // By project first: the trigger rewrites a project's rows, a reader's own projects are looked up by id
    // under a beginning, and a several-word search checks each candidate's words (decision 136).
    primaryKey({ columns: [t.projectId, t.beginning] }),
    // The order is `created_at desc, id desc`, DESC NULLS FIRST in PostgreSQL (decision 025).
    index("project_word_beginnings_newest_first_idx").on(
      t.beginning,
      t.createdAt.desc().nullsFirst(),
      t.projectId.desc().nullsFirst(),
    ),
    // What every logged-in person sees, so a member's page never passes others' drafts and private projects.
    index("project_word_beginnings_listed_idx")
      .on(t.beginning, t.createdAt.desc().nullsFirst(), t.projectId.desc().nullsFirst())
      .where(listed),
    index("project_word_beginnings_listed_status_idx")
      .on(t.beginning, t.status, t.createdAt.desc().nullsFirst(), t.projectId.desc().nullsFirst())
      .where(listed),
  ],
);

/**
 * The search's summary kept per word beginning (decision 136), as project_figures keeps the list's
 * (decision 055): per beginning, visibility, status, type and purpose, the projects, the sum of their
 * targets and of their ROIs. Kept by the same trigger, in the same statement as the rows.
 */
export const projectWordFigures = pgTable(
  "project_word_figures",
  {
    beginning: text("beginning").notNull(),
    visibility: projectVisibilityEnum("visibility").notNull(),
    status: projectStatusEnum("status").notNull(),
    projectType: projectTypeEnum("project_type").notNull(),
    purpose: projectPurposeEnum("purpose").notNull(),
    projects: integer("projects").notNull().default(0),
    targetAmount: numeric("target_amount").notNull().default("0"),
    roiSum: numeric("roi_sum").notNull().default("0"),
    roiCount: integer("roi_count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.beginning, t.visibility, t.status, t.projectType, t.purpose] })],
);
