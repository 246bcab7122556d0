import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { updatePhasesInputSchema } from "@alicerce/shared/schemas/projects";
import type { Database } from "../../db/client.ts";
import { profiles, projectInterests, projectPhases, projects, user as users } from "../../db/schema/index.ts";
import { loadVisibleProject, requireManager } from "./access.ts";

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

/** "Tenho interesse": recorded once per user; idempotent on and off. */
export async function setInterest(db: Database, user: CurrentUser, id: string, interested: boolean) {
  await loadVisibleProject(db, user, id);
  if (interested) {
    await db.insert(projectInterests).values({ projectId: id, userId: user.id }).onConflictDoNothing();
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
    })
    .from(projectInterests)
    .innerJoin(users, eq(users.id, projectInterests.userId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(projectInterests.projectId, id))
    .orderBy(asc(projectInterests.createdAt));
  return rows.map((r) => ({
    user_id: r.userId,
    name: r.name ?? r.fallback,
    email: r.email,
    created_at: r.createdAt.toISOString(),
  }));
}
