import { CHAT_TEXTS } from "@alicerce/shared/chat";
import { and, eq, sql } from "drizzle-orm";
import type { ForwardMessageInput, Message, ReadReceipt, SendMessageInput } from "@alicerce/shared/schemas/chat";
import type { Database } from "../../db/client.ts";
import { conversationParticipants, conversations, messageAttachments, messages } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { AppError } from "../../http/app-error.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";
import { requireOwnUploads } from "../files/index.ts";
import { conversationNotFound, messageNotFound, requireParticipant } from "./access.ts";
import { unreadIn, unreadTotal } from "./conversation-reads.ts";
import { storeMentions } from "./mentions.ts";
import { readMessage } from "./message-reads.ts";

type Deps = { db: Database; signals: SignalBus };
export type Sent = { message: Message; created: boolean };

type NewMessage = {
  conversationId: string;
  senderId: string;
  clientId: string;
  content: string;
  replyToId?: string | null;
  forwardedFromMessageId?: string | null;
  forwardedFromSenderName?: string | null;
  fileIds: readonly string[];
  mentionIds?: readonly string[];
};

async function byClientId(db: Database, senderId: string, conversationId: string, clientId: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, senderId),
        eq(messages.conversationId, conversationId),
        eq(messages.clientId, clientId),
      ),
    );
  return row ? readMessage(db, row.id) : null;
}

/**
 * Stores a message once per (sender, conversation, client id). The conversation row is locked
 * first and created_at is the clock after the lock, so inside a conversation created_at follows
 * commit order: a client catching up with `?after=<last id it holds>` can never skip a message
 * that committed late. A retry that races the first send meets the unique index and answers the
 * stored message.
 */
async function store(deps: Deps, input: NewMessage): Promise<Sent> {
  const earlier = await byClientId(deps.db, input.senderId, input.conversationId, input.clientId);
  if (earlier) return { message: earlier, created: false };
  let id: string;
  try {
    id = await deps.db.transaction(async (tx) => {
      await tx
        .update(conversations)
        .set({ updatedAt: sql`clock_timestamp()` })
        .where(eq(conversations.id, input.conversationId));
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: input.conversationId,
          senderId: input.senderId,
          clientId: input.clientId,
          content: input.content,
          replyToId: input.replyToId ?? null,
          forwardedFromMessageId: input.forwardedFromMessageId ?? null,
          forwardedFromSenderName: input.forwardedFromSenderName ?? null,
          createdAt: sql`clock_timestamp()`,
        })
        .returning({ id: messages.id });
      const fileIds = [...new Set(input.fileIds)];
      if (fileIds.length > 0) {
        await tx
          .insert(messageAttachments)
          .values(fileIds.map((fileId) => ({ messageId: row!.id, fileId, conversationId: input.conversationId })));
      }
      if (input.mentionIds?.length) {
        await storeMentions(
          tx,
          {
            id: row!.id,
            conversationId: input.conversationId,
            senderId: input.senderId,
            content: input.content,
          },
          input.mentionIds,
        );
      }
      return row!.id;
    });
  } catch (err) {
    if (!isUniqueViolation(err, "messages_client_uq")) throw err;
    const stored = await byClientId(deps.db, input.senderId, input.conversationId, input.clientId);
    if (!stored) throw err;
    return { message: stored, created: false };
  }
  const message = (await readMessage(deps.db, id))!;
  deps.signals.publish({ type: "message.created", conversationId: input.conversationId, messageId: id, message });
  return { message, created: true };
}

/** A participant posts: text and/or their own uploads, optionally replying to a message of the same conversation. */
export async function sendMessage(
  deps: Deps,
  viewerId: string,
  conversationId: string,
  input: SendMessageInput & {
    content: string;
    attachment_ids: string[];
    reply_to_id: string | null;
    mention_ids: string[];
  },
): Promise<Sent> {
  await requireParticipant(deps.db, conversationId, viewerId);
  if (input.reply_to_id) {
    const [original] = await deps.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, input.reply_to_id), eq(messages.conversationId, conversationId)));
    if (!original) {
      throw new AppError("VALIDATION_ERROR", "A mensagem respondida não foi encontrada nesta conversa.", {
        reply_to_id: ["Mensagem não encontrada."],
      });
    }
  }
  await requireOwnUploads(deps.db, viewerId, input.attachment_ids, "attachment_ids");
  return store(deps, {
    conversationId,
    senderId: viewerId,
    clientId: input.client_id,
    content: input.content,
    replyToId: input.reply_to_id,
    fileIds: input.attachment_ids,
    mentionIds: input.mention_ids,
  });
}

/** A message the viewer may read (they take part in its conversation), else 404 "Mensagem não encontrada.". */
export async function readableMessage(db: Database, viewerId: string, messageId: string) {
  const [row] = await db
    .select({ m: messages })
    .from(messages)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messages.conversationId),
        eq(conversationParticipants.userId, viewerId),
      ),
    )
    .where(eq(messages.id, messageId));
  if (!row) throw messageNotFound();
  return row.m;
}

/** Forwards a message to another conversation of the viewer; the copy names the original's author. */
export async function forwardMessage(
  deps: Deps,
  viewerId: string,
  messageId: string,
  input: ForwardMessageInput,
): Promise<Sent> {
  const readable = await readableMessage(deps.db, viewerId, messageId);
  if (readable.deletedAt) throw new AppError("CONFLICT", CHAT_TEXTS.deletedCannotChange);
  const source = (await readMessage(deps.db, messageId))!;
  await requireParticipant(deps.db, input.conversation_id, viewerId);
  return store(deps, {
    conversationId: input.conversation_id,
    senderId: viewerId,
    clientId: input.client_id,
    content: source.content,
    forwardedFromMessageId: source.id,
    // Forwarding a forwarded copy still credits the author.
    forwardedFromSenderName: source.forwarded_from?.sender_name ?? source.sender.name,
    fileIds: source.attachments.map((a) => a.id),
  });
}

/** A participant other than the sender marks a message important: once, never undone. */
export async function markImportant(deps: Deps, viewerId: string, messageId: string): Promise<Message> {
  const message = await readableMessage(deps.db, viewerId, messageId);
  if (message.senderId === viewerId) {
    throw new AppError("FORBIDDEN", "Você não pode marcar a sua própria mensagem como importante.");
  }
  if (message.deletedAt) throw new AppError("CONFLICT", CHAT_TEXTS.deletedCannotChange);
  const marked = await deps.db
    .update(messages)
    .set({ isImportant: true, importantBy: viewerId })
    .where(and(eq(messages.id, messageId), eq(messages.isImportant, false)))
    .returning({ id: messages.id });
  if (marked.length === 0) throw new AppError("CONFLICT", "Esta mensagem já foi marcada como importante.");
  const updated = (await readMessage(deps.db, messageId))!;
  deps.signals.publish({
    type: "message.updated",
    conversationId: message.conversationId,
    messageId,
    message: updated,
  });
  return updated;
}

/**
 * The viewer has read the conversation up to now. Taken under the conversation's lock with the
 * clock after it, like a send: every message committed before counts as read, every later one as
 * unread. The viewer's other sockets hear of it (unread badges follow).
 */
export async function markRead(deps: Deps, viewerId: string, conversationId: string): Promise<ReadReceipt> {
  await requireParticipant(deps.db, conversationId, viewerId);
  const lastReadAt = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${conversations} where ${conversations.id} = ${conversationId} for update`);
    const [row] = await tx
      .update(conversationParticipants)
      .set({ lastReadAt: sql`clock_timestamp()` })
      .where(
        and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, viewerId)),
      )
      .returning({ lastReadAt: conversationParticipants.lastReadAt });
    return row?.lastReadAt ?? null;
  });
  // The viewer left between the check and the update: the conversation is no longer theirs.
  if (!lastReadAt) throw conversationNotFound();
  const [unread, total] = await Promise.all([
    unreadIn(deps.db, viewerId, conversationId),
    unreadTotal(deps.db, viewerId),
  ]);
  deps.signals.publish({ type: "conversation.read", conversationId, userId: viewerId });
  return {
    conversation_id: conversationId,
    last_read_at: lastReadAt.toISOString(),
    unread_count: unread,
    total_unread: total.total,
  };
}
