import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { DIARY_TEXTS } from "@alicerce/shared/schemas/diary";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { isPlatformAdmin } from "../auth/index.ts";
import { loadProjectStanding, type ProjectRow } from "../project-access/index.ts";

export type DiaryAccess = { project: ProjectRow; takesPart: boolean; canRead: boolean; canPost: boolean };

/**
 * Who reads a project's diary and who writes it (docs/product/diary.md#who-sees-what): the creator and
 * the accepted team write while the project is in execution; they, the investors with an active
 * commitment and platform admins read. A project the user cannot see answers 404 as elsewhere.
 */
export async function diaryAccess(db: Database, user: CurrentUser, projectId: string): Promise<DiaryAccess> {
  const { project, takesPart, invested } = await loadProjectStanding(db, user, projectId);
  return {
    project,
    takesPart,
    canRead: takesPart || invested || isPlatformAdmin(user),
    canPost: takesPart && project.status === "in_progress",
  };
}

/** The diary of a project the user may read, or 403 with the sentence saying who may. */
export async function requireDiaryReader(db: Database, user: CurrentUser, projectId: string) {
  const access = await diaryAccess(db, user, projectId);
  if (!access.canRead) throw new AppError("FORBIDDEN", DIARY_TEXTS.onlyFollowersRead);
  return access;
}
