import { eq, sql, type SQL } from "drizzle-orm";
import { appPaths } from "@alicerce/shared/routes";
import { PROJECT_STATUS_LABELS } from "@alicerce/shared/projects";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { profiles, projects, user as users } from "../../db/schema/index.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import type { ApprovalDecision, ApprovalSubject } from "../approvals/index.ts";
import { notify } from "../notifications/index.ts";
import { mayReadReviews, projectNotFound, takesPartIn } from "../project-access/index.ts";
import { setStatusByReview } from "./lifecycle.ts";
import { projectDecisionEmail } from "./review-emails.ts";

/** Tells the creator the outcome: a row for the notification inbox and an e-mail, both in the decision's transaction. */
async function tellCreator(decision: ApprovalDecision, approved: boolean) {
  const { tx, request, comment, publicUrl } = decision;
  const [owner] = await tx
    .select({
      id: users.id,
      email: users.email,
      fallback: users.name,
      name: profiles.name,
      title: projects.title,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.createdBy))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(projects.id, request.subjectId));
  if (!owner) return;
  const link = appPaths.project(request.subjectId);
  const body = approved
    ? `A análise jurídica do projeto "${owner.title}" foi aprovada. O projeto está Em Planejamento.`
    : `A análise jurídica do projeto "${owner.title}" não aprovou o projeto. Ele voltou para Rascunho.` +
      (comment ? ` Motivo: ${comment}` : "");
  await notify(tx, {
    userId: owner.id,
    title: approved ? "Projeto aprovado" : "Projeto não aprovado",
    body,
    link,
  });
  await enqueueMail(
    tx,
    projectDecisionEmail({
      to: owner.email,
      name: owner.name ?? owner.fallback,
      title: owner.title,
      approved,
      comment,
      link: `${publicUrl}${link}`,
    }),
  );
}

/** Only a draft waits for legal review (the row is locked by lockForDecision). */
async function requireAwaitingReview({ tx, request }: ApprovalDecision) {
  const [p] = await tx.select({ status: projects.status }).from(projects).where(eq(projects.id, request.subjectId));
  if (p && p.status !== "draft") {
    throw conflict(
      `O projeto está com status "${PROJECT_STATUS_LABELS[p.status]}" e não aguarda mais a análise jurídica.`,
    );
  }
}

/**
 * Projects in the legal desk's queue (modules/approvals decides; this module changes its own rows):
 * a creator submits a draft (lifecycle.ts); approval moves it to planning, a rejection leaves it a draft whose review may be requested again (docs/product/projects.md#lifecycle).
 */
export const projectReviewSubject: ApprovalSubject = {
  type: "project",
  link: (id) => appPaths.project(id),
  exists: (subjectId: SQL) => sql`exists (select 1 from ${projects} where ${projects.id} = ${subjectId})`,

  async lockForDecision(tx, id) {
    const [p] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for("update");
    if (!p) throw projectNotFound();
  },

  async approve(decision) {
    await requireAwaitingReview(decision);
    await setStatusByReview(decision.tx, decision.request.subjectId, "approved");
    await tellCreator(decision, true);
  },

  async reject(decision) {
    await requireAwaitingReview(decision);
    await setStatusByReview(decision.tx, decision.request.subjectId, "rejected");
    await tellCreator(decision, false);
  },

  involvesSql: (subjectId: SQL, userId: string) =>
    sql<boolean>`exists (select 1 from ${projects} where ${projects.id} = ${subjectId} and ${takesPartIn(userId)})`,

  /** Its creator, accepted team members, verified legal users and platform admins (docs/product/permissions.md). */
  async requireHistoryReader(db: Database, user: CurrentUser, id: string) {
    const [p] = await db
      .select({
        status: projects.status,
        visibility: projects.visibility,
        takesPart: sql<boolean>`${takesPartIn(user.id)}`,
      })
      .from(projects)
      .where(eq(projects.id, id));
    if (!p) throw projectNotFound();
    if (mayReadReviews(user, p.takesPart)) return;
    // Someone who can see the project (public, past draft) learns that the history is not theirs;
    // anyone else gets the same answer as for an unknown project, which leaks nothing.
    if (p.status !== "draft" && p.visibility === "public") {
      throw new AppError(
        "FORBIDDEN",
        "O histórico da análise jurídica é visível apenas ao criador do projeto, à equipe e ao jurídico.",
      );
    }
    throw projectNotFound();
  },
};
