import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { PUBLIC_APPROVAL_EVENT_KINDS } from "@alicerce/shared/approvals";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { Approval } from "@alicerce/shared/schemas/approvals";
import { approvalEvents, approvalRequests, profiles, user as users } from "../../db/schema/index.ts";
import { subjectHandler } from "./subjects/index.ts";

/** Columns of a queue card: the request, its requester's display name and the last comment given. */
export const cardColumns = {
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
};

export type CardRow = {
  request: typeof approvalRequests.$inferSelect;
  requesterName: string | null;
  lastComment: string | null;
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
  };
}
