import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { projects } from "./projects.ts";

/**
 * Perguntas sobre a oferta (docs/product/offer-questions.md, decision 060): a question asked on a
 * project while its raise is open, the creator's one public answer, and the moderation that hid it.
 * The hiding columns are the admin's trail: who, when and why, kept with the row it concerns.
 */
export const projectQuestions = pgTable(
  "project_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** An account deleted under LGPD takes its questions with it (their text is its personal data). */
    askedBy: uuid("asked_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    answer: text("answer"),
    answeredBy: uuid("answered_by").references(() => user.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** Set when the creator rewrites the answer (the first answer's time stays in answered_at). */
    answerEditedAt: timestamp("answer_edited_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: uuid("hidden_by").references(() => user.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("project_questions_project_idx").on(t.projectId, t.createdAt),
    check("project_questions_answered", sql`(${t.answer} is null) = (${t.answeredAt} is null)`),
    check("project_questions_hidden_reason", sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
  ],
);

/**
 * A hidden question an admin showed again (decision 063): the hide's trail (who, when, why), moved off
 * the question so it can be hidden anew, next to the un-hide's own trail. One row per un-hide, so a
 * question hidden and shown several times keeps every step.
 */
export const projectQuestionUnhidings = pgTable(
  "project_question_unhidings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => projectQuestions.id, { onDelete: "cascade" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }).notNull(),
    hiddenBy: uuid("hidden_by").references(() => user.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason").notNull(),
    shownAt: timestamp("shown_at", { withTimezone: true }).notNull().defaultNow(),
    shownBy: uuid("shown_by").references(() => user.id, { onDelete: "set null" }),
    shownReason: text("shown_reason").notNull(),
  },
  (t) => [index("project_question_unhidings_question_idx").on(t.questionId, t.shownAt)],
);
