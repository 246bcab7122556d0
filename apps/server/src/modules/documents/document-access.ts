import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { investments, projects } from "../../db/schema/index.ts";
import { fixedValue } from "../../db/prepared-once.ts";
import { AppError } from "../../http/app-error.ts";
import { isPlatformAdmin, type SqlValue, type SqlViewer } from "../auth/index.ts";
import { seesEverything, takesPartIn, uploadableBy, visibleTo } from "../project-access/index.ts";
import { notConfidentialToOthers } from "../signature-parties/index.ts";

/** The columns of a `documents` row (or an alias of it) reading depends on. */
export type AccessColumns = {
  id: AnyPgColumn;
  projectId: AnyPgColumn;
  visibility: AnyPgColumn;
  uploadedBy: AnyPgColumn;
};

/** SQL on a `projects` row: `userId` holds an active commitment in it (the audience of "backers" documents). */
const backedBy = (userId: SqlValue): SQL =>
  sql`exists (select 1 from ${investments} where ${and(
    eq(investments.projectId, projects.id),
    eq(investments.investorId, userId),
    fixedValue(investments.status, "active"),
  )})`;

/**
 * SQL: `user` may read (list, view, download) the document (docs/product/permissions.md#server-enforced-matrix):
 * its uploader, the project's creator and team, verified legal users and platform admins; a
 * document for investors also to everyone who can see the project; a document for backers (the
 * quarterly reports) only to those of them with an active commitment in it, the budget's audience
 * (decision 095). The PDF of an SCP or investment signature request only to that request's parties
 * besides the legal desk and admins, as on the signatures screen (decision 036). Undefined: every
 * document.
 */
export function readableBy(db: Database, user: SqlViewer, doc: AccessColumns): SQL | undefined {
  if (seesEverything(user)) return undefined;
  const projectVisible = visibleTo(db, user) ?? sql`true`;
  return sql`((${doc.uploadedBy} = ${user.id} or exists (select 1 from ${projects} where ${and(
    eq(projects.id, doc.projectId),
    sql`(${takesPartIn(user.id)} or (${doc.visibility} = 'investors' and ${projectVisible})
      or (${doc.visibility} = 'backers' and ${projectVisible} and ${backedBy(user.id)}))`,
  )})) and ${notConfidentialToOthers(db, user, doc.id)})`;
}

/**
 * The same rule as `readableBy`, written for lists (decision 052): the projects whose documents the
 * user may read are selected once, two sets PostgreSQL hashes at the start of the query, instead of
 * one project lookup with its team check per document row. Over the whole platform's documents the
 * per-row form cost ≈ 1.1 M in the planner (and the JIT compilation that cost triggered); this one
 * follows the projects the user takes part in or may see. Single-document reads keep `readableBy`:
 * for one row, one lookup is cheaper than building the sets.
 */
export function listableBy(db: Database, user: SqlViewer, doc: AccessColumns): SQL | undefined {
  if (seesEverything(user)) return undefined;
  const takesPart = db.select({ id: projects.id }).from(projects).where(takesPartIn(user.id));
  const visible = db.select({ id: projects.id }).from(projects).where(visibleTo(db, user));
  const backed = db
    .select({ id: projects.id })
    .from(projects)
    .where(and(visibleTo(db, user), backedBy(user.id)));
  return sql`((${doc.uploadedBy} = ${user.id} or ${inArray(doc.projectId, takesPart)} or (${doc.visibility} = 'investors' and ${inArray(doc.projectId, visible)}) or (${doc.visibility} = 'backers' and ${inArray(doc.projectId, backed)})) and ${notConfidentialToOthers(db, user, doc.id)})`;
}

/** Its uploader or a platform admin deletes a document. */
export const mayDelete = (user: CurrentUser, doc: { uploadedBy: string }) =>
  doc.uploadedBy === user.id || isPlatformAdmin(user);

/**
 * Refuses a project the user may not add documents to: unknown or unreadable is the same 404 as an
 * unknown id; readable but not theirs is 403.
 */
export async function requireUploadableProject(db: Database, user: CurrentUser, projectId: string) {
  const [row] = await db
    .select({ title: projects.title, mayUpload: sql<boolean>`${uploadableBy(user) ?? sql`true`}` })
    .from(projects)
    .where(and(eq(projects.id, projectId), visibleTo(db, user)))
    .limit(1);
  if (!row) {
    throw new AppError("VALIDATION_ERROR", "Projeto não encontrado. Selecione um dos seus projetos.", {
      project_id: ["Projeto não encontrado."],
    });
  }
  if (!row.mayUpload) {
    throw new AppError("FORBIDDEN", "Apenas o criador e a equipe do projeto podem enviar documentos para ele.");
  }
  return row;
}
