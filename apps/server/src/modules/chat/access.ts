import { and, eq } from "drizzle-orm";
import { CHAT_TEXTS } from "@alicerce/shared/chat";
import type { Database } from "../../db/client.ts";
import { conversationParticipants, conversations } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";

/** Unknown and forbidden conversations answer alike, so their existence does not leak (docs/product/permissions.md). */
export const conversationNotFound = () => notFound(CHAT_TEXTS.notFound);
export const messageNotFound = () => notFound("Mensagem não encontrada.");

export type ConversationRow = typeof conversations.$inferSelect;
export type ParticipantRow = typeof conversationParticipants.$inferSelect;

/** The conversation and the user's place in it, or 404 "Conversa não encontrada." when they take no part. */
export async function requireParticipant(
  db: Database,
  conversationId: string,
  userId: string,
): Promise<{ conversation: ConversationRow; participant: ParticipantRow }> {
  const [row] = await db
    .select({ conversation: conversations, participant: conversationParticipants })
    .from(conversations)
    .innerJoin(
      conversationParticipants,
      and(eq(conversationParticipants.conversationId, conversations.id), eq(conversationParticipants.userId, userId)),
    )
    .where(eq(conversations.id, conversationId));
  if (!row) throw conversationNotFound();
  return row;
}

/** Members are managed in group and project chats only, by their admins. */
export function requireMemberManager(conversation: ConversationRow, participant: ParticipantRow) {
  if (conversation.type === "direct") {
    throw new AppError("CONFLICT", "Não é possível alterar os membros de uma conversa direta.");
  }
  if (!participant.isAdmin) {
    throw new AppError("FORBIDDEN", "Apenas os administradores da conversa podem gerenciar os membros.");
  }
}

/** The user ids taking part in a conversation now. */
export async function participantIds(db: Database, conversationId: string): Promise<Set<string>> {
  const rows = await db
    .select({ userId: conversationParticipants.userId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId));
  return new Set(rows.map((r) => r.userId));
}
