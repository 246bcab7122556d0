import { and, asc, desc, eq, exists, ilike, inArray, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { CHAT_LIMITS, conversationTitle, titleInitials } from "@alicerce/shared/chat";
import type { ConversationDetail, ConversationSummary, Participant, UnreadTotal } from "@alicerce/shared/schemas/chat";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import {
  conversationParticipants,
  conversations,
  messageAttachments,
  messages,
  profiles,
  projects,
} from "../../db/schema/index.ts";
import { requireParticipant } from "./access.ts";
import { containsPattern } from "../../lib/search-text.ts";

/** Another participant and their profile, for "a participant is named like q". */
const others = { p: alias(conversationParticipants, "other_participant"), profile: alias(profiles, "other_profile") };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Participants of many conversations in one query, admins first, then by name. */
async function participantsOf(db: Database, conversationIds: string[]): Promise<Map<string, Participant[]>> {
  const byConversation = new Map<string, Participant[]>();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .select({ p: conversationParticipants, name: profiles.name, avatar: profiles.avatarUrl, type: profiles.type })
    .from(conversationParticipants)
    .leftJoin(profiles, eq(profiles.userId, conversationParticipants.userId))
    .where(inArray(conversationParticipants.conversationId, conversationIds))
    .orderBy(desc(conversationParticipants.isAdmin), asc(profiles.name), asc(conversationParticipants.userId));
  for (const r of rows) {
    const list = byConversation.get(r.p.conversationId) ?? [];
    list.push({
      user_id: r.p.userId,
      name: r.name ?? FALLBACK_USER_NAME,
      avatar_url: r.avatar ?? null,
      type: r.type ?? "investor",
      is_admin: r.p.isAdmin,
      last_read_at: iso(r.p.lastReadAt),
      joined_at: r.p.joinedAt.toISOString(),
    });
    byConversation.set(r.p.conversationId, list);
  }
  return byConversation;
}

/** Title and avatar as the viewer sees them (docs/product/chat.md#conversation-title). */
function looks(
  conversation: { type: string; name: string | null },
  participants: Participant[],
  viewerId: string,
): { title: string; avatar: { url: string | null; initials: string } } {
  const title = conversationTitle({ name: conversation.name, participants }, viewerId);
  const other = conversation.type === "direct" ? participants.find((p) => p.user_id !== viewerId) : undefined;
  return { title, avatar: { url: other?.avatar_url ?? null, initials: titleInitials(title) } };
}

/**
 * The popover list: the viewer's conversations, most recently active first, with title, avatar,
 * last message and unread count. Two queries whatever the number of conversations: the rows with the
 * viewer's kept unread count (conversation_participants.unread_count, decision 054) and their latest
 * message (one index probe each), then every participant.
 */
export async function listConversations(
  db: Database,
  viewerId: string,
  q: string | undefined,
): Promise<{ items: ConversationSummary[] }> {
  const mine = and(
    eq(conversationParticipants.conversationId, conversations.id),
    eq(conversationParticipants.userId, viewerId),
  );
  const search = q
    ? or(
        ilike(conversations.name, containsPattern(q)),
        exists(
          db
            .select({ one: sql`1` })
            .from(others.p)
            .innerJoin(others.profile, eq(others.profile.userId, others.p.userId))
            .where(
              and(
                eq(others.p.conversationId, conversations.id),
                ne(others.p.userId, viewerId),
                ilike(others.profile.name, containsPattern(q)),
              ),
            ),
        ),
      )
    : undefined;
  const rows = await db
    .select({
      c: conversations,
      unread: conversationParticipants.unreadCount,
      last: sql<{
        id: string;
        sender_id: string;
        sender_name: string | null;
        content: string;
        attachment_count: number;
        created_at: string;
        deleted: boolean;
      } | null>`(
        select json_build_object(
          'id', lm.id, 'sender_id', lm.sender_id, 'sender_name', lp.name, 'content', lm.content,
          'attachment_count', (select count(*)::int from ${messageAttachments} la where la.message_id = lm.id),
          'created_at', lm.created_at, 'deleted', lm.deleted_at is not null
        )
        from ${messages} lm left join ${profiles} lp on lp.user_id = lm.sender_id
        where lm.conversation_id = ${conversations.id}
        order by lm.created_at desc, lm.id desc
        limit 1
      )`,
    })
    .from(conversations)
    .innerJoin(conversationParticipants, mine)
    .where(search)
    .orderBy(desc(conversations.updatedAt), desc(conversations.id))
    .limit(CHAT_LIMITS.conversationList);
  const participants = await participantsOf(
    db,
    rows.map((r) => r.c.id),
  );
  return {
    items: rows.map((r) => {
      const people = participants.get(r.c.id) ?? [];
      const last = typeof r.last === "string" ? (JSON.parse(r.last) as typeof r.last) : r.last;
      return {
        id: r.c.id,
        type: r.c.type,
        name: r.c.name,
        ...looks(r.c, people, viewerId),
        project_id: r.c.projectId,
        participant_count: people.length,
        last_message: last
          ? {
              id: last.id,
              sender_id: last.sender_id,
              sender_name: last.sender_name ?? FALLBACK_USER_NAME,
              content: last.content,
              attachment_count: last.attachment_count,
              created_at: new Date(last.created_at).toISOString(),
              deleted: last.deleted,
            }
          : null,
        unread_count: Number(r.unread),
        updated_at: r.c.updatedAt.toISOString(),
      };
    }),
  };
}

/**
 * Unread messages over all the user's conversations (the header badge): their kept counts
 * (decision 054), one row per conversation through participants_user_idx, no message read.
 */
export async function unreadTotal(db: Database, viewerId: string): Promise<UnreadTotal> {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${conversationParticipants.unreadCount}), 0)::int`,
      conversations: sql<number>`(count(*) filter (where ${conversationParticipants.unreadCount} > 0))::int`,
    })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, viewerId));
  return { total: Number(row?.total ?? 0), conversations: Number(row?.conversations ?? 0) };
}

/** One conversation's unread count for the user, as kept (0 when they take no part). */
export async function unreadIn(db: Database, viewerId: string, conversationId: string): Promise<number> {
  const [row] = await db
    .select({ unread: conversationParticipants.unreadCount })
    .from(conversationParticipants)
    .where(
      and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, viewerId)),
    );
  return row?.unread ?? 0;
}

/** A conversation for one of its participants; 404 "Conversa não encontrada." for anyone else. */
export async function getConversation(db: Database, viewerId: string, id: string): Promise<ConversationDetail> {
  const { conversation, participant } = await requireParticipant(db, id, viewerId);
  const [people, project] = await Promise.all([
    participantsOf(db, [id]).then((m) => m.get(id) ?? []),
    conversation.projectId
      ? db
          .select({ id: projects.id, title: projects.title })
          .from(projects)
          .where(eq(projects.id, conversation.projectId))
          .then((r) => r[0] ?? null)
      : Promise.resolve(null),
  ]);
  const managed = conversation.type !== "direct";
  return {
    id: conversation.id,
    type: conversation.type,
    name: conversation.name,
    ...looks(conversation, people, viewerId),
    project,
    created_by: conversation.createdBy,
    created_at: conversation.createdAt.toISOString(),
    updated_at: conversation.updatedAt.toISOString(),
    participants: people,
    // The viewer's own row, read by the access check: its kept count (decision 054).
    unread_count: participant.unreadCount,
    viewer: {
      is_admin: participant.isAdmin,
      last_read_at: iso(participant.lastReadAt),
      can_manage_members: managed && participant.isAdmin,
      can_leave: managed,
    },
  };
}

/** The user's last read time in a conversation (ISO), or null when they take no part. */
export async function lastReadAt(db: Database, userId: string, conversationId: string): Promise<string | null> {
  const [row] = await db
    .select({ at: conversationParticipants.lastReadAt })
    .from(conversationParticipants)
    .where(
      and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, userId)),
    );
  if (!row) return null;
  return (row.at ?? new Date(0)).toISOString();
}
