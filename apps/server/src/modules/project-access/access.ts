import { and, eq, exists, or, sql, type SQL } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database, ReadDatabase } from "../../db/client.ts";
import { projects, projectTeamMembers } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { hasLegalPowers, isPlatformAdmin, type SqlValue, type SqlViewer } from "../auth/index.ts";
import { fixedValue, preparedOnce } from "../../db/prepared-once.ts";

/** Verified legal users and platform admins may read every project. */
export const seesEverything = hasLegalPowers;

/** SQL condition: the projects `user` may read. */
export function visibleTo(db: Database, user: SqlViewer): SQL | undefined {
  return seesEverything(user) ? undefined : visibleToMember(db, user.id);
}

/**
 * SQL condition: the projects a user who does not see everything may read. `userId` may be a
 * placeholder, for a statement prepared once and run for many users (the project list). The project
 * search writes the same rule on its word beginnings' rows (projects/search-by-words.ts, decision 136).
 */
export function visibleToMember(db: ReadDatabase, userId: SqlValue): SQL | undefined {
  return or(
    and(sql`${projects.status} <> 'draft'`, fixedValue(projects.visibility, "public")),
    eq(projects.createdBy, userId),
    exists(
      db
        .select({ one: sql`1` })
        .from(projectTeamMembers)
        .where(and(eq(projectTeamMembers.projectId, projects.id), eq(projectTeamMembers.userId, userId))),
    ),
  );
}

/**
 * SQL for a statement prepared once per visibility rule: the project whose id is the `id`
 * placeholder, when the reader bound to `userId` may read it (`everything`: the legal desk and admins).
 */
export const visibleProjectById = (db: ReadDatabase, everything: boolean) =>
  and(eq(projects.id, sql.placeholder("id")), everything ? undefined : visibleToMember(db, sql.placeholder("userId")));

export const projectNotFound = () => notFound("Projeto não encontrado.");

export type ProjectRow = typeof projects.$inferSelect;

/** The project if `user` may read it; otherwise the same 404 as an unknown id, leaking nothing. */
export async function loadVisibleProject(db: Database, user: CurrentUser, id: string): Promise<ProjectRow> {
  const everything = seesEverything(user);
  const name = `visible_project_${everything ? "everything" : "member"}`;
  const statement = preparedOnce(db, name, () =>
    db.select().from(projects).where(visibleProjectById(db, everything)).limit(1).prepare(name),
  );
  const [row] = await statement.execute({ id, userId: user.id });
  if (!row) throw projectNotFound();
  return row;
}

/** Its creator and platform admins manage a project (edit, submit, open fundraising, status). */
export const canManage = (user: CurrentUser, project: Pick<ProjectRow, "createdBy">) =>
  project.createdBy === user.id || isPlatformAdmin(user);

export function requireManager(user: CurrentUser, project: Pick<ProjectRow, "createdBy">) {
  if (!canManage(user, project)) {
    throw new AppError("FORBIDDEN", "Apenas o criador do projeto pode fazer esta alteração.");
  }
}

/** SQL on a `projects` row: `userId` is its creator or an accepted member of its team. */
export const takesPartIn = (userId: SqlValue): SQL =>
  or(
    eq(projects.createdBy, userId),
    sql`exists (select 1 from ${projectTeamMembers} where ${and(
      eq(projectTeamMembers.projectId, projects.id),
      eq(projectTeamMembers.userId, userId),
    )})`,
  )!;

/**
 * Who reads a project's legal review history: whoever takes part in it (`takesPart`: its creator
 * or a team member), verified legal users and platform admins. The detail's `can_see_reviews` and
 * GET /api/projects/:id/reviews both ask this.
 */
export const mayReadReviews = (user: CurrentUser, takesPart: boolean) => takesPart || seesEverything(user);

/** Who adds documents to a project: whoever takes part in it and platform admins. */
export const mayUploadDocuments = (user: CurrentUser, takesPart: boolean) => takesPart || isPlatformAdmin(user);

/** SQL on a `projects` row, the same rule as mayUploadDocuments (undefined: every project). */
export const uploadableBy = (user: CurrentUser): SQL | undefined =>
  isPlatformAdmin(user) ? undefined : takesPartIn(user.id);
