import { and, desc, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { PUBLIC_APPROVAL_EVENT_KINDS } from "@alicerce/shared/approvals";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { Approval } from "@alicerce/shared/schemas/approvals";
import { approvalEvents, approvalRequests, profiles, user as users } from "../../db/schema/index.ts";
import { subjectHandler, wiredSubjects } from "./subjects/index.ts";

/** SQL on a request row: the viewer made it or takes part in its subject (one rule for cards and steps). */
export const viewerInvolvedSql = (viewerId: string) =>
  sql<boolean>`(${approvalRequests.requestedBy} = ${viewerId} or ${or(
    ...wiredSubjects().map((h) =>
      and(eq(approvalRequests.subjectType, h.type), h.involvesSql(sql`${approvalRequests.subjectId}`, viewerId)),
    ),
  )})`;

/**
 * Columns of a queue card: the request, its requester's display name, the last comment given, and
 * whether the viewer takes part in it (made the request or is in the subject), so the card offers
 * the review buttons only to those the server lets act (transitions.ts requireIndependentReviewer).
 */
export const cardColumns = (viewerId: string) => ({
  viewerInvolved: viewerInvolvedSql(viewerId),
  request: approvalRequests,
  requesterName: sql<string | null>`coalesce(${profiles.name}, ${users.name})`,
  lastComment: sql<string | null>`(
    select ${approvalEvents.comment} from ${approvalEvents}
    where ${and(
      eq(approvalEvents.requestId, approvalRequests.id),
      isNotNull(approvalEvents.comment),
      inArray(approvalEvents.kind, [...PUBLIC_APPROVAL_EVENT_KINDS]),
    )}
    order by ${desc(approvalEvents.createdAt)} limit 1)`,
});

export type CardRow = {
  request: typeof approvalRequests.$inferSelect;
  requesterName: string | null;
  lastComment: string | null;
  viewerInvolved: boolean;
};

export function toApproval(row: CardRow): Approval {
  const r = row.request;
  return {
    id: r.id,
    subject_type: r.subjectType,
    subject_id: r.subjectId,
    title: r.title,
    description: r.description,
    link: subjectHandler(r.subjectType).link(r.subjectId),
    requester: { id: r.requestedBy, name: row.requesterName ?? FALLBACK_USER_NAME },
    requested_at: r.createdAt.toISOString(),
    priority: r.priority,
    status: r.status,
    decided_at: r.decidedAt?.toISOString() ?? null,
    last_comment: row.lastComment,
    viewer_may_review: !row.viewerInvolved,
  };
}
