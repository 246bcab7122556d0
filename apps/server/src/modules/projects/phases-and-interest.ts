import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { updatePhasesInputSchema } from "@alicerce/shared/schemas/projects";
import type { Database } from "../../db/client.ts";
import { profiles, projectInterests, projectPhases, projects, user as users } from "../../db/schema/index.ts";
import { PROJECT_STATUS_LABELS, type ProjectStatus } from "@alicerce/shared/projects";
import { conflict } from "../../http/app-error.ts";
import { loadVisibleProject, requireManager } from "./access.ts";
import { progressAfterEdit } from "./phase-progress.ts";

/** Replaces the timeline (creator or admin); the order sent is the order kept. */
export async function replacePhases(
  db: Database,
  user: CurrentUser,
  id: string,
  input: z.output<typeof updatePhasesInputSchema>,
) {
  const project = await loadVisibleProject(db, user, id);
  requireManager(user, project);
  await db.transaction(async (tx) => {
    // The rows are rewritten: each phase keeps the diary's percentage under its name (decision 058).
    const before = await tx
      .select({ name: projectPhases.name, progress: projectPhases.progress, status: projectPhases.status })
      .from(projectPhases)
      .where(eq(projectPhases.projectId, id));
    const previous = new Map(before.map((ph) => [ph.name, ph]));
    await tx.delete(projectPhases).where(eq(projectPhases.projectId, id));
    if (input.phases.length) {
      await tx.insert(projectPhases).values(
        input.phases.map((ph, position) => ({
          projectId: id,
          name: ph.name,
          description: ph.description,
          startDate: ph.start_date,
          endDate: ph.end_date,
          status: ph.status,
          progress: progressAfterEdit(ph.status, previous.get(ph.name)),
          position,
        })),
      );
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
