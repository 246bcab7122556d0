import { and, eq, sql, type SQL } from "drizzle-orm";
import type { SqlValue, SqlViewer } from "../auth/index.ts";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { documents, investments, projects, projectTeamMembers } from "../../db/schema/index.ts";
import { seesEverything } from "../project-access/index.ts";
import { fixedValue } from "../../db/prepared-once.ts";
import { notConfidentialToOthers } from "../signature-parties/index.ts";

/**
 * The documents screen's scope (decision 053): the documents of the projects the person works with,
 * not every document they may read. Reading stays as docs/product/permissions.md says
 * (`readableBy`): an investor still opens a public project's investor documents from that project's
 * page. The list, its count, its summary cards and the project filter's picker all follow this set,
 * so their cost grows with one person's projects, not with the platform.
 *
 * - the projects they created or are on the team of (every document there they may read);
 * - the visible projects they hold an active commitment in (the documents for investors and for
 *   backers: holding one is what a backer is);
 * - the documents they uploaded themselves;
 * - verified legal users and platform admins (who review the whole platform's queue): everything.
 */

/** The projects the user created or is on the accepted team of (two index lookups). */
export const partOfProjects = (db: Database, userId: SqlValue) =>
  db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.createdBy, userId))
    .union(
      db
        .select({ id: projectTeamMembers.projectId })
        .from(projectTeamMembers)
        .where(eq(projectTeamMembers.userId, userId)),
    );

/** The visible (public, not draft) projects the user holds an active commitment in. */
export const investedIn = (db: Database, userId: SqlValue) =>
  db
    .selectDistinct({ id: investments.projectId })
    .from(investments)
    .innerJoin(projects, eq(projects.id, investments.projectId))
    .where(
      and(
        eq(investments.investorId, userId),
        fixedValue(investments.status, "active"),
        sql`${projects.status} <> 'draft'`,
        fixedValue(projects.visibility, "public"),
      ),
    );

/**
 * SQL on a `documents` row: it is in the user's scope, given the CTE of the projects they take part in
 * (`part`). For the few series the list reads version by version (decisions 133 and 137): the rest of the
 * scope is read from the reader's kept rows. A commitment is probed per row, through the index of an
 * investor's active commitments, rather than gathered: an investor may hold thousands.
 */
export const inScopeOf = (db: Database, user: SqlViewer, part: SQL) =>
  and(
    sql`(${documents.uploadedBy} = ${user.id} or ${documents.projectId} in (select "id" from ${part})
      or (${fixedValue(documents.visibility, "investors", "backers")}
        and exists (select 1 from ${investments} where ${investments.investorId} = ${user.id}
          and ${investments.projectId} = ${documents.projectId} and ${fixedValue(investments.status, "active")})
        and exists (select 1 from ${projects} where ${projects.id} = ${documents.projectId}
          and ${projects.status} <> 'draft' and ${fixedValue(projects.visibility, "public")})))`,
    notConfidentialToOthers(db, user, documents.id),
  )!;

/**
 * The projects the documents filter offers (the picker): those of the scope. Undefined: every
 * project (legal desk and admins).
 */
export function scopeProjectIds(db: Database, user: CurrentUser) {
  if (seesEverything(user)) return undefined;
  const uploaded = db
    .selectDistinct({ id: documents.projectId })
    .from(documents)
    .where(eq(documents.uploadedBy, user.id));
  return partOfProjects(db, user.id).union(investedIn(db, user.id)).union(uploaded);
}
