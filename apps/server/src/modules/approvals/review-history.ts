import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { PUBLIC_APPROVAL_EVENT_KINDS, type ApprovalSubjectType } from "@alicerce/shared/approvals";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { ReviewHistory } from "@alicerce/shared/schemas/approvals";
import type { Database } from "../../db/client.ts";
import { approvalEvents, approvalRequests, profiles, user as users } from "../../db/schema/index.ts";
import { subjectHandler } from "./subjects/index.ts";

const displayName = sql<string | null>`coalesce(${profiles.name}, ${users.name})`;

/**
 * Every review of a subject, newest request first, each with its steps in order (who, what, when,
 * the comment). The priority changes stay on the desk. Only readers the subject allows get it.
 */
export async function reviewHistory(
  db: Database,
  user: CurrentUser,
  subjectType: ApprovalSubjectType,
  subjectId: string,
): Promise<ReviewHistory> {
  await subjectHandler(subjectType).requireHistoryReader(db, user, subjectId);
  const requests = await db
    .select({ request: approvalRequests, requesterName: displayName })
    .from(approvalRequests)
    .leftJoin(users, eq(users.id, approvalRequests.requestedBy))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(approvalRequests.subjectType, subjectType), eq(approvalRequests.subjectId, subjectId)))
    .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id));
  const ids = requests.map((r) => r.request.id);
  const events = ids.length
    ? await db
        .select({ event: approvalEvents, actorName: displayName })
        .from(approvalEvents)
        .leftJoin(users, eq(users.id, approvalEvents.actorId))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(
          and(inArray(approvalEvents.requestId, ids), inArray(approvalEvents.kind, [...PUBLIC_APPROVAL_EVENT_KINDS])),
        )
        .orderBy(asc(approvalEvents.createdAt), asc(approvalEvents.id))
    : [];
  return {
    items: requests.map(({ request: r, requesterName }) => ({
      id: r.id,
      status: r.status,
      requested_at: r.createdAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
      requester: { id: r.requestedBy, name: requesterName ?? FALLBACK_USER_NAME },
      events: events
        .filter(({ event }) => event.requestId === r.id)
        .map(({ event: e, actorName }) => ({
          id: e.id,
          kind: e.kind,
          actor: e.actorId ? { id: e.actorId, name: actorName ?? FALLBACK_USER_NAME } : null,
          comment: e.comment,
          created_at: e.createdAt.toISOString(),
        })),
    })),
  };
}
