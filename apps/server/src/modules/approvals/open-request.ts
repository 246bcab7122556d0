import { and, eq } from "drizzle-orm";
import type { ApprovalSubjectType } from "@alicerce/shared/approvals";
import type { Database } from "../../db/client.ts";
import { approvalEvents, approvalRequests, profiles, user as users } from "../../db/schema/index.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { conflict } from "../../http/app-error.ts";
import { searchable } from "../../lib/search-text.ts";

export type OpenRequestInput = {
  subjectType: ApprovalSubjectType;
  subjectId: string;
  /** The subject's title and description as submitted. */
  title: string;
  description: string | null;
  requestedBy: string;
};

/**
 * Opens a request in the caller's transaction (which holds the subject's row lock). A subject with
 * a request still open is refused; earlier decided requests stay as its history.
 */
export async function openApprovalRequest(tx: Database, input: OpenRequestInput): Promise<string> {
  const [requester] = await tx
    .select({ name: profiles.name, fallback: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, input.requestedBy));
  let id: string;
  try {
    const [row] = await tx
      .insert(approvalRequests)
      .values({
        subjectType: input.subjectType,
        subjectId: input.subjectId,
        title: input.title,
        description: input.description,
        searchText: searchable(input.title, requester?.name ?? requester?.fallback),
        requestedBy: input.requestedBy,
      })
      .returning({ id: approvalRequests.id });
    id = row!.id;
  } catch (err) {
    if (isUniqueViolation(err, "approval_requests_one_open")) {
      throw conflict("Já existe uma solicitação de análise em aberto para este item.");
    }
    throw err;
  }
  await tx.insert(approvalEvents).values({ requestId: id, kind: "requested", actorId: input.requestedBy });
  return id;
}

/** Whether the subject has an approval on record: the gate of every step that needs one. */
export async function hasApprovedRequest(db: Database, subjectType: ApprovalSubjectType, subjectId: string) {
  const [row] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.subjectType, subjectType),
        eq(approvalRequests.subjectId, subjectId),
        eq(approvalRequests.status, "aprovado"),
      ),
    )
    .limit(1);
  return row !== undefined;
}
