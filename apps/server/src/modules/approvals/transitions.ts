import { eq, sql } from "drizzle-orm";
import { APPROVAL_STATUS_LABELS, isOpenApproval, type ApprovalPriority } from "@alicerce/shared/approvals";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { approvalEvents, approvalRequests } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { approvalNotFound, getApproval } from "./list-approvals.ts";
import { viewerInvolvedSql } from "./approval-card.ts";
import { subjectHandler, type ApprovalRequestRow } from "./subjects/index.ts";

type Deps = { db: Database; publicUrl: string };

/**
 * A reviewer never handles (starts, prioritises, decides) a request they made, nor one about a
 * subject they take part in: a legal user's or admin's own project, even when another admin
 * submitted it, or a project whose team they are on.
 */
async function requireIndependentReviewer(tx: Database, user: CurrentUser, request: ApprovalRequestRow) {
  if (request.requestedBy === user.id) {
    throw new AppError("FORBIDDEN", "Você não pode analisar uma solicitação feita por você.");
  }
  const [row] = await tx
    .select({ involved: viewerInvolvedSql(user.id) })
    .from(approvalRequests)
    .where(eq(approvalRequests.id, request.id));
  if (row?.involved) {
    throw new AppError(
      "FORBIDDEN",
      request.subjectType === "document"
        ? "Você não pode analisar um documento que enviou ou de um projeto do qual participa."
        : "Você não pode analisar um projeto do qual participa.",
    );
  }
}

/**
 * Runs one step on a request: locks the subject (when the step touches it), then the request, checks
 * its status, and lets `step` write, all in one transaction. Answers the request as a queue card.
 */
async function withLockedRequest(
  db: Database,
  user: CurrentUser,
  id: string,
  options: { lockSubject: boolean },
  step: (tx: Database, request: ApprovalRequestRow) => Promise<void>,
) {
  await db.transaction(async (tx) => {
    const [peek] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    if (!peek) throw approvalNotFound();
    // Subject first, then request: the order submitting a project follows too, so they never deadlock.
    if (options.lockSubject && isOpenApproval(peek.status)) {
      await subjectHandler(peek.subjectType).lockForDecision(tx, peek.subjectId);
    }
    const [request] = await tx.select().from(approvalRequests).where(eq(approvalRequests.id, id)).for("update");
    await step(tx, request!);
  });
  return getApproval(db, user.id, id);
}

function requireStatus(request: ApprovalRequestRow, expected: ApprovalRequestRow["status"], action: string) {
  if (request.status === expected) return;
  const current = APPROVAL_STATUS_LABELS[request.status];
  throw conflict(
    isOpenApproval(request.status)
      ? `Não é possível ${action} uma solicitação com status "${current}".`
      : `Esta solicitação já foi decidida (${current}).`,
  );
}

/** Pendente → Em Análise. */
export function startAnalysis(deps: Deps, user: CurrentUser, id: string) {
  return withLockedRequest(deps.db, user, id, { lockSubject: false }, async (tx, request) => {
    await requireIndependentReviewer(tx, user, request);
    requireStatus(request, "pendente", "iniciar a análise de");
    await tx
      .update(approvalRequests)
      .set({ status: "em_analise", updatedAt: sql`now()` })
      .where(eq(approvalRequests.id, id));
    await tx.insert(approvalEvents).values({ requestId: id, kind: "analysis_started", actorId: user.id });
  });
}

/** Em Análise → Aprovado or Rejeitado; the subject changes in the same transaction, once. */
export function decide(
  deps: Deps,
  user: CurrentUser,
  id: string,
  outcome: "aprovado" | "rejeitado",
  comment: string | null,
) {
  return withLockedRequest(deps.db, user, id, { lockSubject: true }, async (tx, request) => {
    await requireIndependentReviewer(tx, user, request);
    requireStatus(request, "em_analise", outcome === "aprovado" ? "aprovar" : "rejeitar");
    await tx
      .update(approvalRequests)
      .set({ status: outcome, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(approvalRequests.id, id));
    await tx.insert(approvalEvents).values({
      requestId: id,
      kind: outcome === "aprovado" ? "approved" : "rejected",
      actorId: user.id,
      comment,
    });
    const handler = subjectHandler(request.subjectType);
    const decision = { tx, request, actor: user, comment, publicUrl: deps.publicUrl };
    if (outcome === "aprovado") await handler.approve(decision);
    else await handler.reject(decision);
  });
}

/** Legal sets how urgent an open request is. */
export function changePriority(deps: Deps, user: CurrentUser, id: string, priority: ApprovalPriority) {
  return withLockedRequest(deps.db, user, id, { lockSubject: false }, async (tx, request) => {
    await requireIndependentReviewer(tx, user, request);
    if (!isOpenApproval(request.status)) {
      throw conflict(
        `A prioridade só pode ser alterada enquanto a solicitação está aberta; esta já foi decidida (${APPROVAL_STATUS_LABELS[request.status]}).`,
      );
    }
    if (request.priority === priority) return;
    await tx
      .update(approvalRequests)
      .set({ priority, updatedAt: sql`now()` })
      .where(eq(approvalRequests.id, id));
    await tx.insert(approvalEvents).values({ requestId: id, kind: "priority_changed", actorId: user.id, priority });
  });
}
