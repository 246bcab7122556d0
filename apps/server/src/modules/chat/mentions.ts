import { and, eq, inArray, ne } from "drizzle-orm";
import { CHAT_TEXTS } from "@alicerce/shared/chat";
import { appPaths } from "@alicerce/shared/routes";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import { conversationParticipants, conversations, messageMentions, profiles } from "../../db/schema/index.ts";
import { notify } from "../notifications/index.ts";

/** How much of the text the bell entry quotes. */
const EXCERPT = 120;

const excerpt = (content: string) => (content.length > EXCERPT ? `${content.slice(0, EXCERPT - 1)}…` : content);

/**
 * Stores who a message @mentions and tells each of them on the bell, inside the send's (or edit's)
 * transaction. Only members of the conversation count, never the sender; ids already mentioned
 * (an edit that keeps a mention) are not told twice.
 */
export async function storeMentions(
  tx: Database,
  message: { id: string; conversationId: string; senderId: string; content: string },
  mentionIds: readonly string[],
): Promise<void> {
  const wanted = [...new Set(mentionIds)].filter((id) => id !== message.senderId);
  const before = await tx
    .select({ userId: messageMentions.userId })
    .from(messageMentions)
    .where(eq(messageMentions.messageId, message.id));
  const members =
    wanted.length === 0
      ? []
      : await tx
          .select({ userId: conversationParticipants.userId })
          .from(conversationParticipants)
          .where(
            and(
              eq(conversationParticipants.conversationId, message.conversationId),
              inArray(conversationParticipants.userId, wanted),
              ne(conversationParticipants.userId, message.senderId),
            ),
          );
  const now = new Set(members.map((m) => m.userId));
  const had = new Set(before.map((m) => m.userId));
  const gone = [...had].filter((id) => !now.has(id));
  const added = [...now].filter((id) => !had.has(id));
  if (gone.length > 0) {
    await tx
      .delete(messageMentions)
      .where(and(eq(messageMentions.messageId, message.id), inArray(messageMentions.userId, gone)));
  }
  if (added.length === 0) return;
  await tx.insert(messageMentions).values(added.map((userId) => ({ messageId: message.id, userId })));
  const [about] = await tx
    .select({ sender: profiles.name, conversationName: conversations.name })
    .from(conversations)
    .leftJoin(profiles, eq(profiles.userId, message.senderId))
    .where(eq(conversations.id, message.conversationId));
  const sender = about?.sender ?? FALLBACK_USER_NAME;
  // Neutral wording (docs/decisions/049-chat-edit-delete-mentions-search-presence.md): "mencionou você" says nothing of the reader's gender.
  const where = about?.conversationName ? ` em "${about.conversationName}"` : "";
  await notify(
    tx,
    added.map((userId) => ({
      userId,
      title: CHAT_TEXTS.mentionTitle,
      body: `${sender} mencionou você${where}: "${excerpt(message.content)}"`,
      link: appPaths.chat(message.conversationId),
    })),
  );
}
