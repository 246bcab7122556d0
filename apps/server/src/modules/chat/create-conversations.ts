import { and, eq, sql } from "drizzle-orm";
import { CHAT_TEXTS, projectChatName } from "@alicerce/shared/chat";
import type { ConversationDetail, GroupChatInput } from "@alicerce/shared/schemas/chat";
import type { Database } from "../../db/client.ts";
import { conversationParticipants, conversations, profiles, projects } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import type { SignalBus } from "../../realtime/signal-bus.ts";
import { getConversation } from "./conversation-reads.ts";
import { requireUsers } from "./people.ts";
import { managesProjectChat, projectPeople, takesPartInProject } from "./project-people.ts";

type Deps = { db: Database; signals: SignalBus };
export type Opened = { conversation: ConversationDetail; created: boolean };

const userNotFound = () => notFound("Usuário não encontrado.");

/** Serialises creations that must not happen twice (two clicks, two tabs) inside the transaction. */
const lock = (tx: Database, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/**
 * Held while a project's chat takes in its people or one of them joins or leaves it: a removal or
 * withdrawal committed while "Criar Chat" read the people cannot be undone by that read's insert.
 */
export const lockProjectChat = (tx: Database, projectId: string) => lock(tx, `chat-project:${projectId}`);

async function opened(deps: Deps, viewerId: string, id: string, created: boolean): Promise<Opened> {
  // New conversations appear in every participant's list at once.
  if (created) deps.signals.publish({ type: "conversation.updated", conversationId: id });
  return { conversation: await getConversation(deps.db, viewerId, id), created };
}

/** The direct chat between exactly the viewer and `otherId`: the existing one, else a new one. */
export async function openDirectChat(deps: Deps, viewerId: string, otherId: string): Promise<Opened> {
  if (otherId === viewerId) throw userNotFound();
  const [other] = await deps.db.select({ id: profiles.userId }).from(profiles).where(eq(profiles.userId, otherId));
  if (!other) throw userNotFound();
  const pair = [viewerId, otherId].sort();
  const { id, created } = await deps.db.transaction(async (tx) => {
    await lock(tx, `chat-direct:${pair.join(":")}`);
    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.type, "direct"),
          sql`(select array_agg(${conversationParticipants.userId}::text order by ${conversationParticipants.userId}::text)
               from ${conversationParticipants} where ${conversationParticipants.conversationId} = ${conversations.id})
              = array[${pair[0]}, ${pair[1]}]::text[]`,
        ),
      )
      .limit(1);
    if (existing) return { id: existing.id, created: false };
    const [row] = await tx
      .insert(conversations)
      .values({ type: "direct", createdBy: viewerId })
      .returning({ id: conversations.id });
    await tx.insert(conversationParticipants).values(pair.map((userId) => ({ conversationId: row!.id, userId })));
    return { id: row!.id, created: true };
  });
  return opened(deps, viewerId, id, created);
}

/** A named group of the viewer (its admin) and at least one other user. */
export async function createGroupChat(deps: Deps, viewerId: string, input: GroupChatInput): Promise<Opened> {
  const members = [...new Set(input.member_ids)].filter((id) => id !== viewerId);
  if (members.length === 0) {
    throw new AppError("VALIDATION_ERROR", CHAT_TEXTS.groupRule, { member_ids: [CHAT_TEXTS.groupRule] });
  }
  await requireUsers(deps.db, members, "member_ids");
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(conversations)
      .values({ type: "group", name: input.name.trim(), createdBy: viewerId })
      .returning({ id: conversations.id });
    await tx
      .insert(conversationParticipants)
      .values([
        { conversationId: row!.id, userId: viewerId, isAdmin: true },
        ...members.map((userId) => ({ conversationId: row!.id, userId })),
      ]);
    return row!.id;
  });
  return opened(deps, viewerId, id, true);
}

/**
 * "Criar Chat" on a project the viewer takes part in (creator, accepted team or active investor):
 * creates "Chat - {project name}" with everyone the project's chat holds (project-people.ts), or
 * reopens the existing one, adding those missing from it (the viewer among them). The project's
 * creator is an admin, and so is a team member who creates it; an investor who opens it first is a
 * member like the other investors (decision 051).
 */
export async function openProjectChat(deps: Deps, viewerId: string, projectId: string): Promise<Opened> {
  const [project] = await deps.db
    .select({ id: projects.id, title: projects.title, createdBy: projects.createdBy })
    .from(projects)
    .where(and(eq(projects.id, projectId), takesPartInProject(viewerId)));
  if (!project) throw notFound("Projeto não encontrado.");
  const { id, created, added } = await deps.db.transaction(async (tx) => {
    await lockProjectChat(tx, projectId);
    // The project's people as they are once the lock is held (see lockProjectChat).
    const everyone = await projectPeople(tx, projectId);
    const admins = new Set([project.createdBy]);
    if (await managesProjectChat(tx, projectId, viewerId)) admins.add(viewerId);
    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.projectId, projectId), eq(conversations.type, "project")));
    const conversationId =
      existing?.id ??
      (
        await tx
          .insert(conversations)
          .values({ type: "project", name: projectChatName(project.title), projectId, createdBy: viewerId })
          .returning({ id: conversations.id })
      )[0]!.id;
    const inserted = await tx
      .insert(conversationParticipants)
      .values([...everyone].map((userId) => ({ conversationId, userId, isAdmin: !existing && admins.has(userId) })))
      .onConflictDoNothing()
      .returning({ userId: conversationParticipants.userId });
    if (existing) {
      // The project may have been renamed since.
      await tx
        .update(conversations)
        .set({ name: projectChatName(project.title) })
        .where(eq(conversations.id, conversationId));
    }
    return { id: conversationId, created: !existing, added: inserted.length };
  });
  if (!created && added > 0) deps.signals.publish({ type: "conversation.updated", conversationId: id });
  return opened(deps, viewerId, id, created);
}
