import { and, eq, ilike, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { CHAT_LIMITS } from "@alicerce/shared/chat";
import type { Message, MessagePage, MessageSearchPage } from "@alicerce/shared/schemas/chat";
import type { Database } from "../../db/client.ts";
import { messages } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { containsPattern } from "../../lib/search-text.ts";
import { complete, selectMessages } from "./message-rows.ts";

export { attachmentUrl } from "./message-rows.ts";

/** Messages by id, in the order asked (unknown ids left out). */
export async function readMessages(db: Database, ids: string[]): Promise<Message[]> {
  if (ids.length === 0) return [];
  const rows = await selectMessages(db, { where: inArray(messages.id, ids)!, order: "oldest" });
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
    const rows = await selectMessages(db, { where: and(inConversation, newer)!, order: "oldest", limit: limit + 1 });
    return { items: await complete(db, rows.slice(0, limit)), has_more: rows.length > limit };
  }
  const limit = query.limit ?? CHAT_LIMITS.messagesPage;
  let older: SQL | undefined;
  if (query.before) {
    const from = await positionOf(db, conversationId, query.before, "before");
    older = sql`(${messages.createdAt}, ${messages.id}) < ${from}`;
  }
  const rows = await selectMessages(db, { where: and(inConversation, older)!, order: "newest", limit: limit + 1 });
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
  const between = await selectMessages(db, {
    where: and(
      inConversation,
      sql`(${messages.createdAt}, ${messages.id}) < ${upper}`,
      sql`(${messages.createdAt}, ${messages.id}) >= ${target}`,
    )!,
    order: "newest",
    limit: CHAT_LIMITS.jumpSpan + 1,
  });
  if (between.length > CHAT_LIMITS.jumpSpan) {
    throw new AppError("VALIDATION_ERROR", "Esta mensagem está longe demais no histórico para abrir daqui.", {
      through: ["Mensagem longe demais no histórico."],
    });
  }
  const older = await selectMessages(db, {
    where: and(inConversation, sql`(${messages.createdAt}, ${messages.id}) < ${target}`)!,
    order: "newest",
    limit: limit + 1,
  });
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
  const rows = await selectMessages(db, {
    where: and(
      eq(messages.conversationId, conversationId),
      isNull(messages.deletedAt),
      ilike(messages.content, containsPattern(query.q)),
      older,
    )!,
    order: "newest",
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  return {
    items: await complete(db, page),
    next_cursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
