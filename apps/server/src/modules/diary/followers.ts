import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { investments, projects, projectTeamMembers } from "../../db/schema/index.ts";

/**
 * The accounts that follow a project's diary: its creator, its accepted team and its investors with
 * an active commitment. Each is told of a new update and finds it in the weekly summary.
 */
export async function diaryFollowers(db: Database, projectId: string): Promise<string[]> {
  const rows = await db
    .select({ id: projects.createdBy })
    .from(projects)
    .where(eq(projects.id, projectId))
    .union(
      db
        .select({ id: sql<string>`${projectTeamMembers.userId}` })
        .from(projectTeamMembers)
        .where(and(eq(projectTeamMembers.projectId, projectId), isNotNull(projectTeamMembers.userId))),
    )
    .union(
      db
        .select({ id: investments.investorId })
        .from(investments)
        .where(and(eq(investments.projectId, projectId), eq(investments.status, "active"))),
    );
  return rows.map((r) => r.id);
}
