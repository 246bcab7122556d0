import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { CONVERSATION_TYPES } from "@alicerce/shared/chat";
import { user } from "./auth.ts";
import { files } from "./files.ts";
import { projects } from "./projects.ts";

export const conversationTypeEnum = pgEnum("conversation_type", CONVERSATION_TYPES);

/** A chat (docs/product/chat.md): direct between two users, a named group, or a project's chat. */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: conversationTypeEnum("type").notNull(),
    name: text("name"),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Moves with every message, so the list sorts by activity. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One chat per project: "Criar Chat" reopens it.
    uniqueIndex("conversations_project_uq")
      .on(t.projectId)
      .where(sql`${t.type} = 'project'`),
  ],
);

/**
 * Who takes part. Leaving or being removed deletes the row: the conversation's content is then
 * as unknown to that user as any other (404), and realtime events stop at once.
 */
export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    isAdmin: boolean("is_admin").notNull().default(false),
    /** Others' messages after this time are unread; null = never opened (everything is unread). */
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    /**
     * Others' messages after last_read_at (all of them while it is null), deleted ones included: the
     * conversation list and the header badge read it instead of counting messages. Kept by triggers on
     * messages and on this row (migration 0015, decision 054), in the transaction of each change.
     */
    unreadCount: integer("unread_count").notNull().default(0),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("participants_user_idx").on(t.userId)],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The sender's key for this send: a retried send is stored once. */
    clientId: text("client_id").notNull(),
    content: text("content").notNull(),
    replyToId: uuid("reply_to_id").references((): AnyPgColumn => messages.id, { onDelete: "set null" }),
    /** A forwarded copy: the original (null once it is gone) and its sender's name at the time. */
    forwardedFromMessageId: uuid("forwarded_from_message_id").references((): AnyPgColumn => messages.id, {
      onDelete: "set null",
    }),
    forwardedFromSenderName: text("forwarded_from_sender_name"),
    isImportant: boolean("is_important").notNull().default(false),
    importantBy: uuid("important_by").references(() => user.id, { onDelete: "set null" }),
    /**
     * Set to clock_timestamp() while the conversation row is locked (see modules/chat), so inside a
     * conversation (created_at, id) is the order messages were committed in and `?after=` misses none.
     */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when its sender edits it (allowed within 15 minutes of sending): shown as "editada". */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** Set when its sender deletes it: the row stays (replies point at it), its text is emptied. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("messages_client_uq").on(t.senderId, t.conversationId, t.clientId),
    // History pages, latest message, unread counts.
    index("messages_conversation_created_idx").on(t.conversationId, t.createdAt, t.id),
  ],
);

export const messageAttachments = pgTable(
  "message_attachments",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    /** Denormalised for the conversation's file list and the download check. */
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.fileId] }),
    index("message_attachments_conversation_idx").on(t.conversationId, t.fileId),
  ],
);

/** Who a message @mentions (members of its conversation when it was sent): they are notified. */
export const messageMentions = pgTable(
  "message_mentions",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] }), index("message_mentions_user_idx").on(t.userId)],
);
