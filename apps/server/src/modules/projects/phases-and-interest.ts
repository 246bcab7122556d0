import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { toCents } from "@alicerce/shared/distribution-split";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { updatePhasesInputSchema } from "@alicerce/shared/schemas/projects";
import type { Database } from "../../db/client.ts";
import {
  profiles,
  projectExpenses,
  projectInterests,
  projectPhases,
  projects,
  user as users,
} from "../../db/schema/index.ts";
import { PROJECT_STATUS_LABELS, type ProjectStatus } from "@alicerce/shared/projects";
import { AppError, conflict } from "../../http/app-error.ts";
import { loadVisibleProject, requireManager } from "../project-access/index.ts";
import { progressAfterEdit } from "./phase-progress.ts";

export const PHASE_WITH_EXPENSES =
  "Esta etapa tem despesas lançadas e não pode ser removida do cronograma. Mantenha a etapa ou fale com o suporte.";
export const PHASE_NOT_IN_PROJECT =
  "Uma das etapas não pertence a este projeto. Recarregue a página e tente novamente.";

/**
 * Replaces the timeline (creator or admin); the order sent is the order kept. A phase sent with its
 * id is updated in place, so its expenses and updates stay attached to it (decision 059); a phase
 * left out is deleted, unless expenses were recorded on it (refused, nothing written). A phase sent
 * without `budget` keeps its own.
 */
export async function replacePhases(
  db: Database,
  user: CurrentUser,
  id: string,
  input: z.output<typeof updatePhasesInputSchema>,
) {
  const project = await loadVisibleProject(db, user, id);
  requireManager(user, project);
  await db.transaction(async (tx) => {
    const existing = await tx
      .select({
        id: projectPhases.id,
        name: projectPhases.name,
        progress: projectPhases.progress,
        status: projectPhases.status,
      })
      .from(projectPhases)
      .where(eq(projectPhases.projectId, id))
      .for("update");
    const existingIds = new Set(existing.map((ph) => ph.id));
    // Each kept phase keeps the diary's percentage while its status is unchanged (decision 058).
    // A phase sent again without its id (an older client) is matched by name.
    const previous = new Map(existing.map((ph) => [ph.id, ph]));
    const previousByName = new Map(existing.map((ph) => [ph.name, ph]));
    const keptIds = new Set(input.phases.flatMap((ph) => (ph.id ? [ph.id] : [])));
    if ([...keptIds].some((phaseId) => !existingIds.has(phaseId))) {
      throw new AppError("VALIDATION_ERROR", PHASE_NOT_IN_PROJECT, { phases: [PHASE_NOT_IN_PROJECT] });
    }
    const removed = [...existingIds].filter((phaseId) => !keptIds.has(phaseId));
    if (removed.length) {
      const [spent] = await tx
        .select({ one: sql`1` })
        .from(projectExpenses)
        .where(inArray(projectExpenses.phaseId, removed))
        .limit(1);
      if (spent) throw conflict(PHASE_WITH_EXPENSES);
      await tx.delete(projectPhases).where(inArray(projectPhases.id, removed));
    }
    for (const [position, ph] of input.phases.entries()) {
      const fields = {
        name: ph.name,
        description: ph.description,
        startDate: ph.start_date,
        endDate: ph.end_date,
        status: ph.status,
        progress: progressAfterEdit(ph.status, ph.id ? previous.get(ph.id) : previousByName.get(ph.name)),
        position,
        ...(ph.budget === undefined ? {} : { budgetCents: toCents(ph.budget) }),
      };
      if (ph.id) await tx.update(projectPhases).set(fields).where(eq(projectPhases.id, ph.id));
      else await tx.insert(projectPhases).values({ projectId: id, ...fields });
    }
    await tx
      .update(projects)
      .set({ updatedAt: sql`now()` })
      .where(eq(projects.id, id));
  });
}

/** Statuses in which a project collects interest: it has passed legal review and is not over. */
const INTEREST_STATUSES: readonly ProjectStatus[] = ["planning", "funding_open", "in_progress"];

/** Whether `user` may say "Tenho interesse" in the project (the project page offers it only then). */
export function mayMarkInterest(user: CurrentUser, p: { createdBy: string; status: ProjectStatus }): boolean {
  return p.createdBy !== user.id && INTEREST_STATUSES.includes(p.status);
}

/**
 * "Tenho interesse": recorded once per user, with the person's choice to share their e-mail with
 * the creator (LGPD: the creator otherwise sees the name only); idempotent on and off.
 */
export async function setInterest(
  db: Database,
  user: CurrentUser,
  id: string,
  interest: { share_contact: boolean } | null,
) {
  const project = await loadVisibleProject(db, user, id);
  if (interest) {
    if (project.createdBy === user.id) throw conflict("Você é o criador deste projeto.");
    if (!mayMarkInterest(user, project)) {
      throw conflict(
        `Não é possível demonstrar interesse em um projeto com status "${PROJECT_STATUS_LABELS[project.status]}".`,
      );
    }
    await db
      .insert(projectInterests)
      .values({ projectId: id, userId: user.id, shareContact: interest.share_contact })
      .onConflictDoUpdate({
        target: [projectInterests.projectId, projectInterests.userId],
        set: { shareContact: interest.share_contact },
      });
  } else {
    await db
      .delete(projectInterests)
      .where(and(eq(projectInterests.projectId, id), eq(projectInterests.userId, user.id)));
  }
}

/** Who is interested, for the creator (and admins). */
export async function listInterests(db: Database, user: CurrentUser, id: string) {
  const project = await loadVisibleProject(db, user, id);
  requireManager(user, project);
  const rows = await db
    .select({
      userId: projectInterests.userId,
      createdAt: projectInterests.createdAt,
      name: profiles.name,
      fallback: users.name,
      email: users.email,
      shareContact: projectInterests.shareContact,
    })
    .from(projectInterests)
    .innerJoin(users, eq(users.id, projectInterests.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(projectInterests.projectId, id))
    .orderBy(asc(projectInterests.createdAt));
  return rows.map((r) => ({
    user_id: r.userId,
    name: r.name ?? r.fallback,
    email: r.shareContact ? r.email : null,
    created_at: r.createdAt.toISOString(),
  }));
}
