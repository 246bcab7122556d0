import { and, eq, exists, or, sql, type SQL } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { hasLegalPowers } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import { projects, projectTeamMembers, signatureRequests, signatureSigners } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";

export const signatureNotFound = () => notFound("Contrato não encontrado.");

/** SQL: the user is one of the request's signers (their e-mail matches, whenever they registered). */
export function isSignerOf(db: Database, user: CurrentUser): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(signatureSigners)
      .where(
        and(eq(signatureSigners.requestId, signatureRequests.id), eq(signatureSigners.email, user.email.toLowerCase())),
      ),
  );
}

/** SQL: the user creates or works on the project (its creator or an accepted team member). */
export function worksOnProject(db: Database, user: CurrentUser, projectId: SQL | string): SQL {
  const project = typeof projectId === "string" ? sql`${projectId}::uuid` : projectId;
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(projects)
        .where(and(sql`${projects.id} = ${project}`, eq(projects.createdBy, user.id))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(projectTeamMembers)
        .where(and(sql`${projectTeamMembers.projectId} = ${project}`, eq(projectTeamMembers.userId, user.id))),
    ),
  )!;
}

/**
 * The requests a user may read (decision 020): the one who created it, its signers, the project's
 * creator and team, verified legal users and platform admins. Anyone else gets the 404 of an
 * unknown id, so ids leak nothing.
 */
export function readableBy(db: Database, user: CurrentUser): SQL | undefined {
  if (hasLegalPowers(user)) return undefined;
  return or(
    eq(signatureRequests.createdBy, user.id),
    isSignerOf(db, user),
    worksOnProject(db, user, sql`${signatureRequests.projectId}`),
  );
}

/** The request's row if the user may read it, else 404. */
export async function loadReadableRequest(db: Database, user: CurrentUser, id: string) {
  const [row] = await db
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, id), readableBy(db, user)))
    .limit(1);
  if (!row) throw signatureNotFound();
  return row;
}
