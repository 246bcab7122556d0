import { and, desc, eq } from "drizzle-orm";
import type { ConversationFile } from "@alicerce/shared/schemas/chat";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import { files, messageAttachments, messages, profiles } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { requireParticipant } from "./access.ts";
import { attachmentUrl } from "./message-reads.ts";

/** Every file shared in a conversation, newest first (participants only). */
export async function listConversationFiles(
  db: Database,
  viewerId: string,
  conversationId: string,
): Promise<{ items: ConversationFile[] }> {
  await requireParticipant(db, conversationId, viewerId);
  const rows = await db
    .select({
      id: files.id,
      name: files.originalName,
      size: files.size,
      mimeType: files.mimeType,
      messageId: messages.id,
      createdAt: messages.createdAt,
      senderName: profiles.name,
    })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .leftJoin(profiles, eq(profiles.userId, messages.senderId))
    .where(eq(messageAttachments.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id));
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      size: r.size,
      mime_type: r.mimeType,
      download_url: attachmentUrl(conversationId, r.id),
      message_id: r.messageId,
      sender_name: r.senderName ?? FALLBACK_USER_NAME,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/** A file shared in the conversation, for its participants only; anyone else learns nothing (404). */
export async function findConversationFile(db: Database, viewerId: string, conversationId: string, fileId: string) {
  await requireParticipant(db, conversationId, viewerId);
  const [row] = await db
    .select({ storageKey: files.storageKey, mimeType: files.mimeType, originalName: files.originalName })
    .from(messageAttachments)
    .innerJoin(files, eq(files.id, messageAttachments.fileId))
    .where(and(eq(messageAttachments.conversationId, conversationId), eq(messageAttachments.fileId, fileId)))
    .limit(1);
  if (!row) throw notFound("Arquivo não encontrado.");
  return row;
}
