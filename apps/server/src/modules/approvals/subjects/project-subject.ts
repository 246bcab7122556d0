import { and, eq, sql, type SQL } from "drizzle-orm";
import { appPaths } from "@alicerce/shared/routes";
import { PROJECT_STATUS_LABELS } from "@alicerce/shared/projects";
import { hasLegalPowers } from "@alicerce/shared/user-types";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../../db/client.ts";
import { notifications, profiles, projects, projectTeamMembers, user as users } from "../../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../../http/app-error.ts";
import { enqueueMail } from "../../../mail/outbox.ts";
import { projectDecisionEmail } from "../emails.ts";
import type { Decision, SubjectHandler } from "./subject-handler.ts";

const projectNotFound = () => notFound("Projeto não encontrado.");

/** Tells the creator the outcome: a row for the notification inbox and an e-mail, both in the decision's transaction. */
async function tellCreator(decision: Decision, approved: boolean) {
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
  await tx.insert(notifications).values({
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
async function requireAwaitingReview({ tx, request }: Decision) {
  const [p] = await tx.select({ status: projects.status }).from(projects).where(eq(projects.id, request.subjectId));
  if (p && p.status !== "draft") {
    throw conflict(
      `O projeto está com status "${PROJECT_STATUS_LABELS[p.status]}" e não aguarda mais a análise jurídica.`,
    );
  }
}

/** SQL on a `projects` row: `userId` is its creator or on its team (one rule for reviewing and reading the history). */
const takesPart = (userId: string) =>
  sql<boolean>`(${projects.createdBy} = ${userId} or exists (select 1 from ${projectTeamMembers} where ${and(
    eq(projectTeamMembers.projectId, projects.id),
    eq(projectTeamMembers.userId, userId),
  )}))`;

/**
 * Projects: a creator submits a draft (modules/projects); approval moves it to planning, a
 * rejection leaves it a draft whose review may be requested again (docs/product/projects.md#lifecycle).
 */
export const projectSubject: SubjectHandler = {
  type: "project",
  link: (id) => appPaths.project(id),
  exists: (subjectId: SQL) => sql`exists (select 1 from ${projects} where ${projects.id} = ${subjectId})`,

  async lockForDecision(tx, id) {
    const [p] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for("update");
    if (!p) throw projectNotFound();
  },

  async approve(decision) {
    await requireAwaitingReview(decision);
    await decision.tx
      .update(projects)
      .set({ status: "planning", updatedAt: sql`now()` })
      .where(eq(projects.id, decision.request.subjectId));
    await tellCreator(decision, true);
  },

  async reject(decision) {
    await requireAwaitingReview(decision);
    // Back to a draft with no review pending, so the creator can fix it and submit again.
    await decision.tx
      .update(projects)
      .set({ status: "draft", reviewRequestedAt: null, updatedAt: sql`now()` })
      .where(eq(projects.id, decision.request.subjectId));
    await tellCreator(decision, false);
  },

  involvesSql: (subjectId: SQL, userId: string) =>
    sql<boolean>`exists (select 1 from ${projects} where ${projects.id} = ${subjectId} and ${takesPart(userId)})`,

  /** Its creator, accepted team members, verified legal users and platform admins (docs/product/permissions.md). */
  async requireHistoryReader(db: Database, user: CurrentUser, id: string) {
    const [p] = await db
      .select({
        status: projects.status,
        visibility: projects.visibility,
        takesPart: takesPart(user.id),
      })
      .from(projects)
      .where(eq(projects.id, id));
    if (!p) throw projectNotFound();
    if (p.takesPart || hasLegalPowers(user)) return;
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
