import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { investments, projects, projectTeamMembers } from "../../db/schema/index.ts";

/**
 * Who a project's chat holds (docs/product/chat.md#members, decision 051): its creator, its accepted
 * team (an accepted invitation links the account) and its investors with an active commitment
 * (not withdrawn, not cancelled by a failed raise).
 */
export type ProjectRole = "creator" | "team" | "investor";

/** SQL on a `projects` row: the user is on its team (an accepted invitation links the account). */
const onTeam = (userId: string) =>
  sql`exists (select 1 from ${projectTeamMembers} where ${and(
    eq(projectTeamMembers.projectId, projects.id),
    eq(projectTeamMembers.userId, userId),
  )})`;

/** SQL on a `projects` row: the user holds an active commitment in it. */
const investsIn = (userId: string) =>
  sql`exists (select 1 from ${investments} where ${and(
    eq(investments.projectId, projects.id),
    eq(investments.investorId, userId),
    eq(investments.status, "active"),
  )})`;

/** SQL on a `projects` row: the user belongs to the project's chat (creator, accepted team or active investor). */
export const takesPartInProject = (userId: string) =>
  sql<boolean>`(${projects.createdBy} = ${userId} or ${onTeam(userId)} or ${investsIn(userId)})`;

/**
 * SQL for the select list of a query on `projects` alone: the user's strongest tie, for the "Projetos"
 * tab's badge. Aliased by hand: drizzle leaves columns unqualified in the select list of a one-table
 * query, which inside the subquery would name the team table's columns.
 */
export const roleInProject = (userId: string) =>
  sql<ProjectRole>`case when "projects"."created_by" = ${userId} then 'creator'
    when exists (select 1 from ${projectTeamMembers} tm where tm.project_id = "projects"."id" and tm.user_id = ${userId})
    then 'team' else 'investor' end`;

/** Whether the user belongs to the project's chat now (read inside the caller's transaction). */
export async function belongsToProject(tx: Database, projectId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), takesPartInProject(userId)));
  return Boolean(row);
}

/** Everyone the project's chat holds now: its creator, its accepted team and its active investors. */
export async function projectPeople(tx: Database, projectId: string): Promise<Set<string>> {
  const [project] = await tx.select({ createdBy: projects.createdBy }).from(projects).where(eq(projects.id, projectId));
  if (!project) return new Set();
  const team = await tx
    .select({ userId: projectTeamMembers.userId })
    .from(projectTeamMembers)
    .where(and(eq(projectTeamMembers.projectId, projectId), isNotNull(projectTeamMembers.userId)));
  const investors = await tx
    .selectDistinct({ userId: investments.investorId })
    .from(investments)
    .where(and(eq(investments.projectId, projectId), eq(investments.status, "active")));
  return new Set([project.createdBy, ...team.map((t) => t.userId!), ...investors.map((i) => i.userId)]);
}

/** Whether the user is on the project's team (its creator counts): they, not its investors, manage its chat. */
export async function managesProjectChat(tx: Database, projectId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), sql`(${projects.createdBy} = ${userId} or ${onTeam(userId)})`));
  return Boolean(row);
}
