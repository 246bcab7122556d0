import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { DocumentItem } from "@alicerce/shared/schemas/documents";
import type { Database } from "../../db/client.ts";
import { documents, files, projects } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { readableBy } from "./document-access.ts";
import { placeholderViewer, viewerKind, viewerParams } from "../auth/index.ts";
import { preparedOnce } from "../../db/prepared-once.ts";
import { uploadableBy } from "../project-access/index.ts";
import { toDocumentItem, type ItemRow } from "./document-item.ts";
import { latestReadable, selectItems } from "./list-documents.ts";

export const documentNotFound = () => notFound("Documento não encontrado.");

/**
 * One document (any version) the user may read, with its stored file; a document they may not read
 * gets the same 404 as an unknown id, so its existence does not leak.
 */
export async function findReadableDocument(db: Database, user: CurrentUser, id: string) {
  const [row] = await db
    .select({ doc: documents, file: files })
    .from(documents)
    .innerJoin(files, eq(files.id, documents.fileId))
    .where(and(eq(documents.id, id), readableBy(db, user, documents)))
    .limit(1);
  if (!row) throw documentNotFound();
  return row;
}

/** One document as the list shows it. */
export async function getDocumentItem(db: Database, user: CurrentUser, id: string): Promise<DocumentItem> {
  const [row] = await selectItems(db, user, and(eq(documents.id, id), readableBy(db, user, documents))).limit(1);
  if (!row) throw documentNotFound();
  return toDocumentItem(user, row as ItemRow);
}

/** Every version of the document's series the user may read, newest first. */
export async function listVersions(db: Database, user: CurrentUser, id: string): Promise<DocumentItem[]> {
  const { doc } = await findReadableDocument(db, user, id);
  const rows = await selectItems(
    db,
    user,
    and(eq(documents.seriesId, doc.seriesId), readableBy(db, user, documents)),
  ).orderBy(desc(documents.version));
  return rows.map((row) => toDocumentItem(user, row as ItemRow));
}

/**
 * A project's documents the user may read (newest version of each), for the project page: one
 * statement per kind of user, prepared once (the reading rule is long: building it with drizzle on
 * every request was three quarters of the project page's CPU).
 */
export async function listProjectDocuments(
  db: Database,
  user: CurrentUser,
  projectId: string,
): Promise<DocumentItem[]> {
  const name = `project_documents_${viewerKind(user)}`;
  const statement = preparedOnce(db, name, () => {
    const viewer = placeholderViewer(user);
    return selectItems(
      db,
      viewer,
      and(eq(documents.projectId, sql.placeholder("projectId")), latestReadable(db, viewer)),
    )
      .orderBy(asc(documents.createdAt), asc(documents.id))
      .limit(200)
      .prepare(name);
  });
  const rows = await statement.execute({ projectId, ...viewerParams(user) });
  return rows.map((row) => toDocumentItem(user, row as ItemRow));
}

/** The projects the user may add documents to, by title: the upload dialog's options. */
export async function listUploadableProjects(db: Database, user: CurrentUser) {
  return db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(uploadableBy(user))
    .orderBy(asc(projects.title), asc(projects.id))
    .limit(500);
}

/** Counts a download of the version, atomically (two downloads at once count two). */
export async function countDownload(db: Database, id: string) {
  await db
    .update(documents)
    .set({ downloadCount: sql`${documents.downloadCount} + 1` })
    .where(eq(documents.id, id));
}
