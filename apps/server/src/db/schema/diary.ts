import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { files } from "./files.ts";
import { projectPhases, projects } from "./projects.ts";

/**
 * Diário de obra (docs/product/diary.md, decision 058): one post of the creator or the team on a
 * project in execution, about one phase and its new percentage.
 */
export const diaryUpdates = pgTable(
  "diary_updates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** Null once the timeline is edited and the phase replaced; `phaseName` still says which it was. */
    phaseId: uuid("phase_id").references(() => projectPhases.id, { onDelete: "set null" }),
    phaseName: text("phase_name").notNull(),
    /** The phase's percentage this update set. */
    progress: smallint("progress").notNull(),
    text: text("text").notNull(),
    /** Null once that account is deleted: the update stays the project's record. */
    authorId: uuid("author_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The diary's page: one project's updates, newest first.
    index("diary_updates_project_created_idx").on(t.projectId, t.createdAt, t.id),
    check("diary_updates_progress_range", sql`${t.progress} between 0 and 100`),
  ],
);

export const diaryPhotos = pgTable(
  "diary_photos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    updateId: uuid("update_id")
      .notNull()
      .references(() => diaryUpdates.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    /** The author's description of the photo: its alt text. */
    description: text("description"),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("diary_photos_update_idx").on(t.updateId, t.position)],
);
