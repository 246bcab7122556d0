import { sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared-once.ts";
import { projects } from "../../db/schema/index.ts";
import { projectNotFound, seesEverything, visibleProjectById, type ProjectRow } from "./access.ts";

export type ProjectStanding = {
  project: ProjectRow;
  /** The user is its creator or an accepted member of its team (only an accepted invitation links an account). */
  takesPart: boolean;
  /** The user holds an active commitment in it (a withdrawn or cancelled one is no stake). */
  invested: boolean;
};

/**
 * The project if `user` may read it (else the same 404 as an unknown id) and the user's standing in
 * it, in one statement: the diary and the budget ask both before every read.
 */
export async function loadProjectStanding(db: Database, user: CurrentUser, id: string): Promise<ProjectStanding> {
  const everything = seesEverything(user);
  const name = `project_standing_${everything ? "everything" : "member"}`;
  const statement = preparedOnce(db, name, () => {
    const userId = sql.placeholder("userId");
    return db
      .select({
        project: projects,
        onTeam: sql<boolean>`exists (select 1 from project_team_members m
          where m.project_id = "projects"."id" and m.user_id = ${userId})`,
        invested: sql<boolean>`exists (select 1 from investments inv
          where inv.project_id = "projects"."id" and inv.investor_id = ${userId} and inv.status = 'active')`,
      })
      .from(projects)
      .where(visibleProjectById(db, everything))
      .limit(1)
      .prepare(name);
  });
  const [row] = await statement.execute({ id, userId: user.id });
  if (!row) throw projectNotFound();
  return {
    project: row.project,
    takesPart: row.project.createdBy === user.id || row.onTeam,
    invested: row.invested,
  };
}
