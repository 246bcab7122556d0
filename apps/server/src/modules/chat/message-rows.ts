import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Message } from "@alicerce/shared/schemas/chat";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import { rowCount } from "../../db/prepared-once.ts";
import { dateOf, rowsOf } from "../../db/rows-of.ts";
import { files, messageAttachments, messageMentions, messages, profiles } from "../../db/schema/index.ts";

const sender = alias(profiles, "sender");
const original = alias(messages, "original");
const originalSender = alias(profiles, "original_sender");
const marker = alias(profiles, "marker");

export const attachmentUrl = (conversationId: string, fileId: string) =>
  `/api/chat/conversations/${conversationId}/files/${fileId}`;

/**
 * Messages with their sender, the quoted original of a reply and who marked them important, as the driver
 * answers them. Read without drizzle's per-field mapping: a page of 50 messages spent more time in it than
 * in PostgreSQL (decision 138).
 */
export async function selectMessages(
  db: Database,
  page: { where: SQL; order: "newest" | "oldest"; limit?: number },
): Promise<Row[]> {
  const direction = page.order === "newest" ? sql`desc` : sql`asc`;
  // The joined tables are named with their aliases: in a hand-written statement drizzle writes an aliased
  // table as its alias alone.
  return rowsOf<Row>(
    db,
    sql`select ${messages.id} as "id", ${messages.conversationId} as "conversation_id",
        ${messages.senderId} as "sender_id", ${messages.clientId} as "client_id", ${messages.content} as "content",
        ${messages.forwardedFromMessageId} as "forwarded_from_message_id",
        ${messages.forwardedFromSenderName} as "forwarded_from_sender_name", ${messages.isImportant} as "is_important",
        ${messages.importantBy} as "important_by", ${messages.createdAt} as "created_at",
        ${messages.editedAt} as "edited_at", ${messages.deletedAt} as "deleted_at",
        ${sender.name} as "sender_name", ${sender.avatarUrl} as "sender_avatar",
        ${original.id} as "original_id", ${original.senderId} as "original_sender_id",
        ${original.content} as "original_content", ${original.deletedAt} as "original_deleted_at",
        ${originalSender.name} as "original_sender_name", ${marker.name} as "marker_name"
      from ${messages}
        left join ${profiles} as "sender" on ${sender.userId} = ${messages.senderId}
        left join ${messages} as "original" on ${original.id} = ${messages.replyToId}
        left join ${profiles} as "original_sender" on ${originalSender.userId} = ${original.senderId}
        left join ${profiles} as "marker" on ${marker.userId} = ${messages.importantBy}
      where ${page.where}
      order by ${messages.createdAt} ${direction}, ${messages.id} ${direction}
      ${page.limit === undefined ? sql`` : sql`limit ${rowCount(page.limit)}`}`,
  );
}

/** A message row as `selectMessages` reads it. */
export type Row = {
  id: string;
  conversation_id: string;
  sender_id: string;
  client_id: string;
  content: string;
  forwarded_from_message_id: string | null;
  forwarded_from_sender_name: string | null;
  is_important: boolean;
  important_by: string | null;
  created_at: string | Date;
  edited_at: string | Date | null;
  deleted_at: string | Date | null;
  sender_name: string | null;
  sender_avatar: string | null;
  original_id: string | null;
  original_sender_id: string | null;
  original_content: string | null;
  original_deleted_at: string | Date | null;
  original_sender_name: string | null;
  marker_name: string | null;
};

async function attachmentsOf(db: Database, messageIds: string[]): Promise<Map<string, Message["attachments"]>> {
  const byMessage = new Map<string, Message["attachments"]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      messageId: messageAttachments.messageId,
      conversationId: messageAttachments.conversationId,
      id: files.id,
      name: files.originalName,
      size: files.size,
      mimeType: files.mimeType,
    })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(inArray(messageAttachments.messageId, messageIds))
    .orderBy(asc(files.originalName), asc(files.id));
  for (const r of rows) {
    const list = byMessage.get(r.messageId) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      size: r.size,
      mime_type: r.mimeType,
      download_url: attachmentUrl(r.conversationId, r.id),
    });
    byMessage.set(r.messageId, list);
  }
  return byMessage;
}

async function mentionsOf(db: Database, messageIds: string[]): Promise<Map<string, Message["mentions"]>> {
  const byMessage = new Map<string, Message["mentions"]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({ messageId: messageMentions.messageId, id: messageMentions.userId, name: profiles.name })
    .from(messageMentions)
    .leftJoin(profiles, eq(profiles.userId, messageMentions.userId))
    .where(inArray(messageMentions.messageId, messageIds))
    .orderBy(asc(profiles.name));
  for (const r of rows) {
    const list = byMessage.get(r.messageId) ?? [];
    list.push({ id: r.id, name: r.name ?? FALLBACK_USER_NAME });
    byMessage.set(r.messageId, list);
  }
  return byMessage;
}

function toMessage(r: Row, attachments: Message["attachments"], mentions: Message["mentions"]): Message {
  return {
    id: r.id,
    conversation_id: r.conversation_id,
    client_id: r.client_id,
    sender: { id: r.sender_id, name: r.sender_name ?? FALLBACK_USER_NAME, avatar_url: r.sender_avatar ?? null },
    content: r.content,
    message_type: "text",
    is_important: r.is_important,
    important_by: r.important_by ? { id: r.important_by, name: r.marker_name ?? FALLBACK_USER_NAME } : null,
    reply_to: r.original_id
      ? {
          id: r.original_id,
          sender_id: r.original_sender_id!,
          sender_name: r.original_sender_name ?? FALLBACK_USER_NAME,
          content: r.original_content!,
          deleted: r.original_deleted_at !== null,
        }
      : null,
    forwarded_from: r.forwarded_from_sender_name
      ? { message_id: r.forwarded_from_message_id, sender_name: r.forwarded_from_sender_name }
      : null,
    attachments,
    mentions,
    created_at: dateOf(r.created_at)!.toISOString(),
    edited_at: dateOf(r.edited_at)?.toISOString() ?? null,
    deleted_at: dateOf(r.deleted_at)?.toISOString() ?? null,
  };
}

/** The messages of `rows`, with their attachments and mentions. */
export async function complete(db: Database, rows: Row[]): Promise<Message[]> {
  const ids = rows.map((r) => r.id);
  const [attachments, mentions] = await Promise.all([attachmentsOf(db, ids), mentionsOf(db, ids)]);
  return rows.map((r) => toMessage(r, attachments.get(r.id) ?? [], mentions.get(r.id) ?? []));
}
