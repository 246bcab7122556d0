import { and, asc, eq, gt, ilike, inArray, ne, or, sql } from "drizzle-orm";
import { CHAT_LIMITS } from "@alicerce/shared/chat";
import type { ChatProject, ChatUserPage } from "@alicerce/shared/schemas/chat";
import type { Database } from "../../db/client.ts";
import { conversationParticipants, conversations, profiles, projects } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { containsPattern } from "../../lib/search-text.ts";
import { roleInProject, takesPartInProject } from "./project-people.ts";

/** The keyset cursor of the user search: the last row's name and id. */
function encodeCursor(name: string, id: string) {
  return Buffer.from(JSON.stringify([name, id])).toString("base64url");
}
function decodeCursor(cursor: string): [string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString()) as unknown;
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "string")) {
      return value as [string, string];
    }
  } catch {
    // answered below
  }
  throw new AppError("VALIDATION_ERROR", "O cursor da página é inválido. Recomece a busca.", {
    cursor: ["Cursor inválido."],
  });
}

/** Other users by name, 20 at a time, never the viewer, with their type for the role badge. */
export async function searchUsers(
  db: Database,
  viewerId: string,
  query: { q?: string; cursor?: string },
): Promise<ChatUserPage> {
  const limit = CHAT_LIMITS.userSearchPage;
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await db
    .select({ id: profiles.userId, name: profiles.name, avatar: profiles.avatarUrl, type: profiles.type })
    .from(profiles)
    .where(
      and(
        ne(profiles.userId, viewerId),
        query.q ? ilike(profiles.name, containsPattern(query.q)) : undefined,
        after
          ? or(gt(profiles.name, after[0]), and(eq(profiles.name, after[0]), gt(profiles.userId, after[1])))
          : undefined,
      ),
    )
    .orderBy(asc(profiles.name), asc(profiles.userId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({ id: r.id, name: r.name, avatar_url: r.avatar, type: r.type })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.name, last.id) : null,
  };
}

/**
 * The projects whose chat the user may open or create (creator, accepted team, active investor), newest
 * first, with the project chat they are in, if any.
 */
export async function listChatProjects(
  db: Database,
  viewerId: string,
  q: string | undefined,
): Promise<{ items: ChatProject[] }> {
  const rows = await db
    .select({
      id: projects.id,
      title: projects.title,
      role: roleInProject(viewerId),
      // Aliased by hand: drizzle leaves columns unqualified in the select list of a one-table query.
      conversationId: sql<string | null>`(
        select pc.id from ${conversations} pc
        join ${conversationParticipants} pp on pp.conversation_id = pc.id and pp.user_id = ${viewerId}
        where pc.project_id = "projects"."id" and pc.type = 'project'
      )`,
    })
    .from(projects)
    .where(and(takesPartInProject(viewerId), q ? ilike(projects.title, containsPattern(q)) : undefined))
    .orderBy(sql`${projects.createdAt} desc`, asc(projects.id))
    .limit(100);
  return {
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      role: r.role,
      conversation_id: r.conversationId,
    })),
  };
}

/** The given user ids that are real accounts; 400 when one is not. */
export async function requireUsers(db: Database, ids: readonly string[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(inArray(profiles.userId, [...ids]));
  if (found.length !== new Set(ids).size) {
    throw new AppError("VALIDATION_ERROR", "Um dos usuários escolhidos não foi encontrado.", {
      [field]: ["Usuário não encontrado."],
    });
  }
}
