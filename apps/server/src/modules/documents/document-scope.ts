import { and, eq, sql } from "drizzle-orm";
import type { SqlValue, SqlViewer } from "../auth/index.ts";
import type { DocumentStatus } from "@alicerce/shared/documents";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { documents, investments, projects, projectTeamMembers } from "../../db/schema/index.ts";
import { seesEverything } from "../project-access/index.ts";
import { fixedValue } from "../../db/prepared-once.ts";
import { notConfidentialToOthers } from "../signature-parties/index.ts";
import { documentStatusSql } from "./document-status.ts";

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

/** SQL: the ids of the projects the user created or is on the accepted team of (two index lookups). */
const partOfIds = (db: Database, userId: SqlValue) =>
  sql`array(${db.select({ id: projects.id }).from(projects).where(eq(projects.createdBy, userId))} union ${db
    .select({ id: projectTeamMembers.projectId })
    .from(projectTeamMembers)
    .where(eq(projectTeamMembers.userId, userId))})`;

/** The visible (public, not draft) projects the user holds an active commitment in. */
const investedIn = (db: Database, userId: SqlValue) =>
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

/** The columns of a `documents` row (or an alias of it) the scope depends on. */
/**
 * The rows of the documents screen's scope, for a user who does not see everything (decision 053), as
 * three branches: their own uploads, the documents of the projects
 * they take part in, and the documents for investors of the projects they back, each read through an
 * index from those projects (documents_uploaded_by_idx, documents_project_created_idx). `union` drops a
 * row two branches share. As one `or` of `project_id = any(array(...))`, PostgreSQL compared every
 * document of the bitmap with each project of the array in turn: for an investor holding 2 000
 * commitments, 7 859 rows against 1 690 projects, most of the statement's time (decision 131).
 */
export function documentScopeRows(db: Database, user: SqlViewer) {
  // What the list orders, groups and counts by, and the kept `latest` flag (decision 061).
  const fields = {
    id: documents.id,
    seriesId: documents.seriesId,
    latest: documents.latest,
    createdAt: documents.createdAt,
    status: sql<DocumentStatus>`${documentStatusSql(documents)}`.as("status"),
  };
  const notConfidential = notConfidentialToOthers(db, user, documents.id);
  const invested = investedIn(db, user.id).as("invested");
  return db
    .select(fields)
    .from(documents)
    .where(and(eq(documents.uploadedBy, user.id), notConfidential))
    .union(
      db
        .select(fields)
        .from(documents)
        .where(and(sql`${documents.projectId} = any(${partOfIds(db, user.id)})`, notConfidential)),
    )
    .union(
      db
        .select(fields)
        .from(documents)
        .innerJoin(invested, eq(invested.id, documents.projectId))
        .where(and(fixedValue(documents.visibility, "investors", "backers"), notConfidential)),
    );
}

/**
 * The projects the documents filter offers (the picker): those of the scope. Undefined: every
 * project (legal desk and admins).
 */
export function scopeProjectIds(db: Database, user: CurrentUser) {
  if (seesEverything(user)) return undefined;
  const own = db.select({ id: projects.id }).from(projects).where(eq(projects.createdBy, user.id));
  const team = db
    .select({ id: projectTeamMembers.projectId })
    .from(projectTeamMembers)
    .where(eq(projectTeamMembers.userId, user.id));
  const uploaded = db
    .selectDistinct({ id: documents.projectId })
    .from(documents)
    .where(eq(documents.uploadedBy, user.id));
  return own.union(team).union(investedIn(db, user.id)).union(uploaded);
}
