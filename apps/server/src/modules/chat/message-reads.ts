import { and, asc, desc, eq, ilike, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CHAT_LIMITS } from "@alicerce/shared/chat";
import type { Message, MessagePage, MessageSearchPage } from "@alicerce/shared/schemas/chat";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import { files, messageAttachments, messageMentions, messages, profiles } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { containsPattern } from "../../lib/search-text.ts";

const sender = alias(profiles, "sender");
const original = alias(messages, "original");
const originalSender = alias(profiles, "original_sender");
const marker = alias(profiles, "marker");

export const attachmentUrl = (conversationId: string, fileId: string) =>
  `/api/chat/conversations/${conversationId}/files/${fileId}`;

/** Messages with their sender, the quoted original of a reply and who marked them important. */
function selectMessages(db: Database) {
  return db
    .select({
      m: messages,
      senderName: sender.name,
      senderAvatar: sender.avatarUrl,
      original: {
        id: original.id,
        senderId: original.senderId,
        content: original.content,
        deletedAt: original.deletedAt,
      },
      originalSenderName: originalSender.name,
      markerName: marker.name,
    })
    .from(messages)
    .leftJoin(sender, eq(sender.userId, messages.senderId))
    .leftJoin(original, eq(original.id, messages.replyToId))
    .leftJoin(originalSender, eq(originalSender.userId, original.senderId))
    .leftJoin(marker, eq(marker.userId, messages.importantBy));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectMessages>["where"]>>[number];

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
  const m = r.m;
  return {
    id: m.id,
    conversation_id: m.conversationId,
    client_id: m.clientId,
    sender: { id: m.senderId, name: r.senderName ?? FALLBACK_USER_NAME, avatar_url: r.senderAvatar ?? null },
    content: m.content,
    message_type: "text",
    is_important: m.isImportant,
    important_by: m.importantBy ? { id: m.importantBy, name: r.markerName ?? FALLBACK_USER_NAME } : null,
    reply_to: r.original
      ? {
          id: r.original.id,
          sender_id: r.original.senderId,
          sender_name: r.originalSenderName ?? FALLBACK_USER_NAME,
          content: r.original.content,
          deleted: r.original.deletedAt !== null,
        }
      : null,
    forwarded_from: m.forwardedFromSenderName
      ? { message_id: m.forwardedFromMessageId, sender_name: m.forwardedFromSenderName }
      : null,
    attachments,
    mentions,
    created_at: m.createdAt.toISOString(),
    edited_at: m.editedAt?.toISOString() ?? null,
    deleted_at: m.deletedAt?.toISOString() ?? null,
  };
}

async function complete(db: Database, rows: Row[]): Promise<Message[]> {
  const ids = rows.map((r) => r.m.id);
  const [attachments, mentions] = await Promise.all([attachmentsOf(db, ids), mentionsOf(db, ids)]);
  return rows.map((r) => toMessage(r, attachments.get(r.m.id) ?? [], mentions.get(r.m.id) ?? []));
}

/** Messages by id, in the order asked (unknown ids left out). */
export async function readMessages(db: Database, ids: string[]): Promise<Message[]> {
  if (ids.length === 0) return [];
  const rows = await selectMessages(db).where(inArray(messages.id, ids));
  const byId = new Map((await complete(db, rows)).map((m) => [m.id, m]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function readMessage(db: Database, id: string): Promise<Message | null> {
  return (await readMessages(db, [id]))[0] ?? null;
}

/**
 * The (created_at, id) position of a message of this conversation, as SQL: compared inside the
 * database, because created_at has microseconds that a JavaScript Date would round away.
 */
async function positionOf(
  db: Database,
  conversationId: string,
  messageId: string,
  field: "before" | "after" | "through" | "cursor",
) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)));
  if (!row) {
    throw new AppError("VALIDATION_ERROR", "Mensagem de referência não encontrada.", {
      [field]: ["Mensagem não encontrada nesta conversa."],
    });
  }
  return sql`(select ${messages.createdAt}, ${messages.id} from ${messages} where ${messages.id} = ${messageId})`;
}

/**
 * A page of history, keyset by (created_at, id) on the (conversation_id, created_at, id) index, so
 * its cost does not grow with the conversation: the newest page, the page before a message
 * (scrolling up) or the messages after one (catch-up after a reconnect). Always oldest first.
 */
export async function messagePage(
  db: Database,
  conversationId: string,
  query: { before?: string; after?: string; through?: string; limit?: number },
): Promise<MessagePage> {
  const inConversation = eq(messages.conversationId, conversationId);
  if (query.before && query.through) return pageThrough(db, conversationId, query.before, query.through, query.limit);
  if (query.after) {
    const limit = query.limit ?? CHAT_LIMITS.catchUpPage;
    const from = await positionOf(db, conversationId, query.after, "after");
    const newer = sql`(${messages.createdAt}, ${messages.id}) > ${from}`;
    const rows = await selectMessages(db)
      .where(and(inConversation, newer))
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(limit + 1);
    return { items: await complete(db, rows.slice(0, limit)), has_more: rows.length > limit };
  }
  const limit = query.limit ?? CHAT_LIMITS.messagesPage;
  let older: SQL | undefined;
  if (query.before) {
    const from = await positionOf(db, conversationId, query.before, "before");
    older = sql`(${messages.createdAt}, ${messages.id}) < ${from}`;
  }
  const rows = await selectMessages(db)
    .where(and(inConversation, older))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  return { items: await complete(db, page), has_more: rows.length > limit };
}

/**
 * Jumping to a message older than what the reader holds: every message between the oldest held
 * (`before`) and the target (`through`, included), plus a page older than the target, so the
 * history stays one unbroken run. Bounded by CHAT_LIMITS.jumpSpan.
 */
async function pageThrough(
  db: Database,
  conversationId: string,
  before: string,
  through: string,
  limit: number = CHAT_LIMITS.messagesPage,
): Promise<MessagePage> {
  const inConversation = eq(messages.conversationId, conversationId);
  const upper = await positionOf(db, conversationId, before, "before");
  const target = await positionOf(db, conversationId, through, "through");
  const between = await selectMessages(db)
    .where(
      and(
        inConversation,
        sql`(${messages.createdAt}, ${messages.id}) < ${upper}`,
        sql`(${messages.createdAt}, ${messages.id}) >= ${target}`,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CHAT_LIMITS.jumpSpan + 1);
  if (between.length > CHAT_LIMITS.jumpSpan) {
    throw new AppError("VALIDATION_ERROR", "Esta mensagem está longe demais no histórico para abrir daqui.", {
      through: ["Mensagem longe demais no histórico."],
    });
  }
  const older = await selectMessages(db)
    .where(and(inConversation, sql`(${messages.createdAt}, ${messages.id}) < ${target}`))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  const rows = [...older.slice(0, limit).reverse(), ...between.reverse()];
  return { items: await complete(db, rows), has_more: older.length > limit };
}

/**
 * Search within a conversation: messages whose text contains `q` (case aside), newest first, a page
 * at a time (keyset by (created_at, id) after `cursor`). Deleted messages have no text and are never
 * answered.
 */
export async function searchMessages(
  db: Database,
  conversationId: string,
  query: { q: string; cursor?: string },
): Promise<MessageSearchPage> {
  const limit = CHAT_LIMITS.searchPage;
  const older = query.cursor
    ? sql`(${messages.createdAt}, ${messages.id}) < ${await positionOf(db, conversationId, query.cursor, "cursor")}`
    : undefined;
  const rows = await selectMessages(db)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        isNull(messages.deletedAt),
        ilike(messages.content, containsPattern(query.q)),
        older,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: await complete(db, page),
    next_cursor: rows.length > limit ? (page[page.length - 1]?.m.id ?? null) : null,
  };
}
