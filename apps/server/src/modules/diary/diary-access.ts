import { and, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { DIARY_TEXTS } from "@alicerce/shared/schemas/diary";
import type { Database } from "../../db/client.ts";
import { investments, projectTeamMembers } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { isPlatformAdmin } from "../auth/index.ts";
import { loadVisibleProject, type ProjectRow } from "../project-access/index.ts";

export type DiaryAccess = { project: ProjectRow; takesPart: boolean; canRead: boolean; canPost: boolean };

/**
 * Who reads a project's diary and who writes it (docs/product/diary.md#permissions): the creator and
 * the accepted team write while the project is in execution; they, the investors with an active
 * commitment and platform admins read. A project the user cannot see answers 404 as elsewhere.
 */
export async function diaryAccess(db: Database, user: CurrentUser, projectId: string): Promise<DiaryAccess> {
  const project = await loadVisibleProject(db, user, projectId);
  // Both questions in one round trip: a select of two `exists` over no table.
  const [row] = await db
    .select({
      team: sql<boolean>`exists (select 1 from ${projectTeamMembers} where ${and(
        eq(projectTeamMembers.projectId, projectId),
        eq(projectTeamMembers.userId, user.id),
      )})`,
      invested: sql<boolean>`exists (select 1 from ${investments} where ${and(
        eq(investments.projectId, projectId),
        eq(investments.investorId, user.id),
        eq(investments.status, "active"),
      )})`,
    })
    .from(sql`(select 1) as one`);
  const takesPart = project.createdBy === user.id || Boolean(row?.team);
  return {
    project,
    takesPart,
    canRead: takesPart || Boolean(row?.invested) || isPlatformAdmin(user),
    canPost: takesPart && project.status === "in_progress",
  };
}

/** The diary of a project the user may read, or 403 with the sentence saying who may. */
export async function requireDiaryReader(db: Database, user: CurrentUser, projectId: string) {
  const access = await diaryAccess(db, user, projectId);
  if (!access.canRead) throw new AppError("FORBIDDEN", DIARY_TEXTS.onlyFollowersRead);
  return access;
}
