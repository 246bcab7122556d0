import { and, asc, eq } from "drizzle-orm";
import type { AddMembersInput, ConversationDetail, RenameConversationInput } from "@alicerce/shared/schemas/chat";
import type { Database } from "../../db/client.ts";
import { conversationParticipants, conversations } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";
import { requireMemberManager, requireParticipant } from "./access.ts";
import { getConversation } from "./conversation-reads.ts";
import { lockProjectChat } from "./create-conversations.ts";
import { requireUsers } from "./people.ts";
import { belongsToProject } from "./project-people.ts";

type Deps = { db: Database; signals: SignalBus };

/** An admin of a group or project chat adds members; those already in it are left as they are. */
export async function addMembers(
  deps: Deps,
  viewerId: string,
  conversationId: string,
  input: AddMembersInput,
): Promise<ConversationDetail> {
  const { conversation, participant } = await requireParticipant(deps.db, conversationId, viewerId);
  requireMemberManager(conversation, participant);
  const ids = [...new Set(input.user_ids)];
  await requireUsers(deps.db, ids, "user_ids");
  const added = await deps.db
    .insert(conversationParticipants)
    .values(ids.map((userId) => ({ conversationId, userId })))
    .onConflictDoNothing()
    .returning({ userId: conversationParticipants.userId });
  if (added.length > 0) deps.signals.publish({ type: "conversation.updated", conversationId });
  return getConversation(deps.db, viewerId, conversationId);
}

/** An admin removes a member, or a member leaves (removes themself). A direct chat has neither. */
export async function removeMember(deps: Deps, viewerId: string, conversationId: string, userId: string) {
  const { conversation, participant } = await requireParticipant(deps.db, conversationId, viewerId);
  if (userId !== viewerId) requireMemberManager(conversation, participant);
  else if (conversation.type === "direct") {
    throw new AppError("CONFLICT", "Não é possível sair de uma conversa direta.");
  }
  await deps.db.transaction(async (tx) => {
    if (!(await dropParticipant(tx, conversationId, userId))) {
      throw notFound("Este usuário não participa da conversa.");
    }
  });
  announceRemoval(deps.signals, conversationId, userId);
}

/**
 * Deletes one participant in the caller's transaction; false when they took no part. The last admin
 * to go hands the role to the longest-standing member, so the chat stays manageable.
 */
async function dropParticipant(tx: Database, conversationId: string, userId: string): Promise<boolean> {
  const removed = await tx
    .delete(conversationParticipants)
    .where(
      and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)),
    )
    .returning({ isAdmin: conversationParticipants.isAdmin });
  if (removed.length === 0) return false;
  const remaining = await tx
    .select({ userId: conversationParticipants.userId, isAdmin: conversationParticipants.isAdmin })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.conversationId, conversationId))
    .orderBy(asc(conversationParticipants.joinedAt), asc(conversationParticipants.userId));
  const heir = remaining[0];
  if (heir && !remaining.some((r) => r.isAdmin)) {
    await tx
      .update(conversationParticipants)
      .set({ isAdmin: true })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, heir.userId),
        ),
      );
  }
  return true;
}

/**
 * After the removal committed: the removed person's sockets (on every process) stop hearing the
 * conversation at once, and the others see the new member list.
 */
function announceRemoval(signals: SignalBus, conversationId: string, userId: string) {
  signals.publish({ type: "membership.removed", conversationId, userId });
  signals.publish({ type: "conversation.updated", conversationId });
}

/** What to publish once the caller's transaction committed (nothing when the chat did not change). */
export type ChatAnnouncement = (signals: SignalBus) => void;

/** The project's chat, if it was created; read under lockProjectChat. */
async function projectChatId(tx: Database, projectId: string): Promise<string | null> {
  const [chat] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.projectId, projectId), eq(conversations.type, "project")));
  return chat?.id ?? null;
}

/**
 * A person now belongs to a project (an investment registered, a team invitation accepted: modules
 * investments and invitations): they join its chat, when it exists, in that change's transaction
 * (docs/product/chat.md#members). Answers the announcement to make once the transaction committed.
 */
export async function joinProjectChat(tx: Database, projectId: string, userId: string): Promise<ChatAnnouncement> {
  await lockProjectChat(tx, projectId);
  const chatId = await projectChatId(tx, projectId);
  const joined = chatId
    ? await tx
        .insert(conversationParticipants)
        .values({ conversationId: chatId, userId })
        .onConflictDoNothing()
        .returning({ userId: conversationParticipants.userId })
    : [];
  return (signals) => {
    // The conversation appears in the newcomer's list, and the others see the new member.
    if (chatId && joined.length > 0) signals.publish({ type: "conversation.updated", conversationId: chatId });
  };
}

/**
 * A person's tie to a project ended (team removal, withdrawal, a failed raise's cancellation): they
 * leave its chat in that change's transaction, unless they still belong to the project another way
 * (creator, another team entry, another active investment). Answers the announcement to make once
 * that transaction committed (a no-op when they stay or were not in the chat).
 */
export async function leaveProjectChat(tx: Database, projectId: string, userId: string): Promise<ChatAnnouncement> {
  await lockProjectChat(tx, projectId);
  const chatId = await projectChatId(tx, projectId);
  const left =
    chatId && !(await belongsToProject(tx, projectId, userId)) ? await dropParticipant(tx, chatId, userId) : false;
  return (signals) => {
    if (left && chatId) announceRemoval(signals, chatId, userId);
  };
}

/** A group's admin renames it. Direct chats have no name; a project chat is named after its project. */
export async function renameConversation(
  deps: Deps,
  viewerId: string,
  conversationId: string,
  input: RenameConversationInput,
): Promise<ConversationDetail> {
  const { conversation, participant } = await requireParticipant(deps.db, conversationId, viewerId);
  if (conversation.type !== "group") {
    throw new AppError("CONFLICT", "Apenas grupos podem ser renomeados.");
  }
  if (!participant.isAdmin) {
    throw new AppError("FORBIDDEN", "Apenas os administradores do grupo podem renomeá-lo.");
  }
  await deps.db.update(conversations).set({ name: input.name }).where(eq(conversations.id, conversationId));
  deps.signals.publish({ type: "conversation.updated", conversationId });
  return getConversation(deps.db, viewerId, conversationId);
}
