import { and, eq, sql, type SQL } from "drizzle-orm";
import { appPaths } from "@alicerce/shared/routes";
import { hasLegalPowers } from "@alicerce/shared/user-types";
import { DOCUMENT_STATUS_LABELS } from "@alicerce/shared/documents";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { documents, profiles, projects, user as users } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../http/app-error.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ApprovalDecision, ApprovalSubject } from "../approvals/index.ts";
import { notify } from "../notifications/index.ts";
import { takesPartIn } from "../project-access/index.ts";
import { documentDecisionEmail } from "./review-emails.ts";

const documentNotFound = () => notFound("Documento não encontrado.");

/** Tells the uploader the outcome: a notification row and an e-mail, in the decision's transaction. */
async function tellUploader(decision: ApprovalDecision, approved: boolean) {
  const { tx, request, comment, publicUrl } = decision;
  const [owner] = await tx
    .select({
      id: users.id,
      email: users.email,
      fallback: users.name,
      name: profiles.name,
      documentName: documents.name,
      version: documents.version,
      projectTitle: projects.title,
    })
    .from(documents)
    .innerJoin(users, eq(users.id, documents.uploadedBy))
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(documents.id, request.subjectId));
  if (!owner) return;
  const link = appPaths.document(request.subjectId);
  const what = `O documento "${owner.documentName}" (versão ${owner.version}) do projeto "${owner.projectTitle}"`;
  await notify(tx, {
    userId: owner.id,
    title: approved ? "Documento aprovado" : "Documento rejeitado",
    body: approved
      ? `${what} foi aprovado pelo jurídico.`
      : `${what} foi rejeitado pelo jurídico.` + (comment ? ` Motivo: ${comment}` : ""),
    link,
  });
  await enqueueMail(
    tx,
    documentDecisionEmail({
      to: owner.email,
      name: owner.name ?? owner.fallback,
      documentName: owner.documentName,
      version: owner.version,
      projectTitle: owner.projectTitle,
      approved,
      comment,
      link: `${publicUrl}${link}`,
    }),
  );
}

/** Only a pending document waits for review (the row is locked by lockForDecision). */
async function requireAwaitingReview({ tx, request }: ApprovalDecision) {
  const [d] = await tx
    .select({ reviewStatus: documents.reviewStatus })
    .from(documents)
    .where(eq(documents.id, request.subjectId));
  if (d && d.reviewStatus !== "pending") {
    throw conflict(
      `O documento está com status "${DOCUMENT_STATUS_LABELS[d.reviewStatus]}" e não aguarda mais a análise jurídica.`,
    );
  }
}

async function setReview(decision: ApprovalDecision, status: "approved" | "rejected") {
  await requireAwaitingReview(decision);
  await decision.tx
    .update(documents)
    .set({ reviewStatus: status, reviewComment: decision.comment, reviewedAt: sql`now()` })
    .where(eq(documents.id, decision.request.subjectId));
  await tellUploader(decision, status === "approved");
}

/**
 * SQL on a `documents` row: `userId` sent it, or is the project's creator or on its team. One rule
 * for reading its review history and for keeping them from reviewing it: a project's own counsel
 * is no independent reviewer of its documents (decision 036, as decisions 013 and 019 state).
 */
const takesPart = (userId: string) =>
  sql<boolean>`(${documents.uploadedBy} = ${userId} or exists (select 1 from ${projects} where ${and(
    eq(projects.id, documents.projectId),
    takesPartIn(userId),
  )}))`;

/**
 * Documents: every new document or version opens a pending request (record-version.ts); modules/approvals decides,
 * and this module applies it: approval or rejection sets the document's review status and comment and tells its uploader
 * (docs/product/documents-and-signatures.md#documents).
 */
export const documentReviewSubject: ApprovalSubject = {
  type: "document",
  link: (id) => appPaths.document(id),
  exists: (subjectId: SQL) => sql`exists (select 1 from ${documents} where ${documents.id} = ${subjectId})`,

  async lockForDecision(tx, id) {
    const [d] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, id)).for("update");
    if (!d) throw documentNotFound();
  },

  approve: (decision) => setReview(decision, "approved"),
  reject: (decision) => setReview(decision, "rejected"),

  involvesSql: (subjectId: SQL, userId: string) =>
    sql<boolean>`exists (select 1 from ${documents} where ${documents.id} = ${subjectId} and ${takesPart(userId)})`,

  /** Whoever takes part in the document (uploader, project creator, team), legal users and admins. */
  async requireHistoryReader(db: Database, user: CurrentUser, id: string) {
    const [d] = await db
      .select({ takesPart: takesPart(user.id) })
      .from(documents)
      .where(eq(documents.id, id));
    if (!d || !(d.takesPart || hasLegalPowers(user))) throw documentNotFound();
  },
};
