import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LEARNING_CATEGORIES, LEARNING_LEVELS, LEARNING_TYPES } from "@alicerce/shared/learn";
import { user } from "./auth.ts";
import { projectTypeEnum } from "./projects.ts";

// The learning centre (docs/product/learn.md): content, FAQs and the document checklist.

export const learningCategoryEnum = pgEnum("learning_category", LEARNING_CATEGORIES);
export const learningLevelEnum = pgEnum("learning_level", LEARNING_LEVELS);
export const learningTypeEnum = pgEnum("learning_type", LEARNING_TYPES);

/** An article, video, guide, checklist or calculator walkthrough, with its full text. */
export const learningContent = pgTable(
  "learning_content",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    category: learningCategoryEnum("category").notNull(),
    type: learningTypeEnum("type").notNull(),
    level: learningLevelEnum("level").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    author: text("author").notNull(),
    publishedAt: date("published_at", { mode: "string" }).notNull(),
    /** Editorial rating out of 5, one decimal. */
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    views: integer("views").notNull().default(0),
    description: text("description").notNull(),
    body: text("body").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'`),
    featured: boolean("featured").notNull().default(false),
    /** Lower-case, accent-free title + description + tags + author for the search box. */
    searchText: text("search_text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("learning_content_published_idx").on(t.publishedAt.desc(), t.id),
    check("learning_content_rating_range", sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check("learning_content_duration_positive", sql`${t.durationMinutes} > 0`),
    check("learning_content_views_nonnegative", sql`${t.views} >= 0`),
  ],
);

/** A frequently asked question, shown in the FAQs tab in `position` order. */
export const learningFaqs = pgTable("learning_faqs", {
  id: uuid("id").primaryKey().defaultRandom(),
  question: text("question").notNull().unique(),
  answer: text("answer").notNull(),
  category: learningCategoryEnum("category").notNull(),
  position: integer("position").notNull(),
});

/** A document a project of `projectType` needs, in the document checklist tool. */
export const learningChecklistItems = pgTable(
  "learning_checklist_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectType: projectTypeEnum("project_type").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [uniqueIndex("learning_checklist_items_type_title_idx").on(t.projectType, t.title)],
);

/** One user's tick on one checklist item; no row means unticked. */
export const learningChecklistTicks = pgTable(
  "learning_checklist_ticks",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    itemId: uuid("item_id")
      .notNull()
      .references(() => learningChecklistItems.id, { onDelete: "cascade" }),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index("learning_checklist_ticks_item_idx").on(t.itemId)],
);
