import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  APPROVAL_EVENT_KINDS,
  APPROVAL_PRIORITIES,
  APPROVAL_STATUSES,
  APPROVAL_SUBJECT_TYPES,
} from "@alicerce/shared/approvals";
import { user } from "./auth.ts";

export const approvalSubjectTypeEnum = pgEnum("approval_subject_type", APPROVAL_SUBJECT_TYPES);
export const approvalStatusEnum = pgEnum("approval_status", APPROVAL_STATUSES);
export const approvalPriorityEnum = pgEnum("approval_priority", APPROVAL_PRIORITIES);
export const approvalEventKindEnum = pgEnum("approval_event_kind", APPROVAL_EVENT_KINDS);

/**
 * A request for legal review of one subject (a project today; documents and contracts later). The
 * subject is polymorphic, so there is no foreign key: each subject's handler deletes its requests
 * with the subject (modules/approvals/subjects). Title and description are the subject's as
 * submitted (the queue searches them); the link goes to the live subject.
 */
export const approvalRequests = pgTable(
  "approval_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subjectType: approvalSubjectTypeEnum("subject_type").notNull(),
    subjectId: uuid("subject_id").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    /** Lower-case, accent-free title + requester name, for the queue's search. */
    searchText: text("search_text").notNull(),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: approvalStatusEnum("status").notNull().default("pendente"),
    priority: approvalPriorityEnum("priority").notNull().default("media"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("approval_requests_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
    index("approval_requests_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("approval_requests_status_idx").on(t.status),
    // A subject waits on one request at a time: a second submission while one is open is refused.
    uniqueIndex("approval_requests_one_open_idx")
      .on(t.subjectType, t.subjectId)
      .where(sql`${t.status} in ('pendente', 'em_analise')`),
    // Decided exactly when the status says so.
    check(
      "approval_requests_decided_check",
      sql`(${t.status} in ('aprovado', 'rejeitado')) = (${t.decidedAt} is not null)`,
    ),
  ],
);

/** What happened to a request, who did it, when, with the comment: written once, never updated. */
export const approvalEvents = pgTable(
  "approval_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => approvalRequests.id, { onDelete: "cascade" }),
    kind: approvalEventKindEnum("kind").notNull(),
    /** Null when the system recorded the step (the migration that introduced approvals). */
    actorId: uuid("actor_id").references(() => user.id, { onDelete: "set null" }),
    comment: text("comment"),
    /** The new priority, for priority_changed. */
    priority: approvalPriorityEnum("priority"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("approval_events_request_idx").on(t.requestId, t.createdAt),
    // A rejection always tells the requester why.
    check("approval_events_rejection_comment_check", sql`${t.kind} <> 'rejected' or ${t.comment} is not null`),
  ],
);
