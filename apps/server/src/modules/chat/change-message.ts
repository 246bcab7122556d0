import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { CHAT_LIMITS, CHAT_TEXTS } from "@alicerce/shared/chat";
import type { EditMessageInput, Message } from "@alicerce/shared/schemas/chat";
import type { Database } from "../../db/client.ts";
import { messageAttachments, messageMentions, messages } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";
import { storeMentions } from "./mentions.ts";
import { readMessage } from "./message-reads.ts";
import { readableMessage } from "./send-message.ts";

type Deps = { db: Database; signals: SignalBus };

const editWindow = sql`clock_timestamp() - make_interval(mins => ${CHAT_LIMITS.editWindowMinutes})`;

/** The viewer's own message, readable by them (404 otherwise), else 403. */
async function ownMessage(db: Database, viewerId: string, messageId: string) {
  const message = await readableMessage(db, viewerId, messageId);
  if (message.senderId !== viewerId) throw new AppError("FORBIDDEN", CHAT_TEXTS.notOwnMessage);
  return message;
}

async function announce(deps: Deps, conversationId: string, messageId: string): Promise<Message> {
  const message = (await readMessage(deps.db, messageId))!;
  deps.signals.publish({ type: "message.updated", conversationId, messageId, message });
  return message;
}

/**
 * The sender rewrites their text within CHAT_LIMITS.editWindowMinutes of sending (the database's
 * clock decides, in the update itself, so a request that waited on the lock cannot slip past it).
 * A deleted message and a forwarded copy (its text is someone else's) cannot be edited.
 */
export async function editMessage(
  deps: Deps,
  viewerId: string,
  messageId: string,
  input: EditMessageInput & { content: string; mention_ids: string[] },
): Promise<Message> {
  const message = await ownMessage(deps.db, viewerId, messageId);
  if (message.deletedAt) throw new AppError("CONFLICT", CHAT_TEXTS.deletedCannotChange);
  if (message.forwardedFromSenderName) throw new AppError("CONFLICT", CHAT_TEXTS.forwardedCannotEdit);
  const edited = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(messages)
      .set({ content: input.content, editedAt: sql`clock_timestamp()` })
      .where(and(eq(messages.id, messageId), isNull(messages.deletedAt), gt(messages.createdAt, editWindow)))
      .returning({ id: messages.id });
    if (!row) return false;
    await storeMentions(
      tx,
      { id: messageId, conversationId: message.conversationId, senderId: viewerId, content: input.content },
      input.mention_ids,
    );
    return true;
  });
  if (!edited) throw new AppError("CONFLICT", CHAT_TEXTS.editWindowOver);
  return announce(deps, message.conversationId, messageId);
}

/**
 * The sender deletes their message at any time: the row stays (replies point at it, the order of
 * the history holds) but its text, files and mentions go, so nobody can read or download them any
 * more. Deleting twice answers the deleted message again.
 */
export async function deleteMessage(deps: Deps, viewerId: string, messageId: string): Promise<Message> {
  const message = await ownMessage(deps.db, viewerId, messageId);
  if (message.deletedAt) return (await readMessage(deps.db, messageId))!;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(messages)
      .set({ content: "", deletedAt: sql`clock_timestamp()` })
      .where(eq(messages.id, messageId));
    // The files' rows stay for other messages that carry them (a forwarded copy); unreferenced ones
    // are removed by the uploads clean-up like any abandoned upload.
    await tx.delete(messageAttachments).where(eq(messageAttachments.messageId, messageId));
    await tx.delete(messageMentions).where(eq(messageMentions.messageId, messageId));
  });
  return announce(deps, message.conversationId, messageId);
}
