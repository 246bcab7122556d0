import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { files, projectDocuments, projectImages, projectTeamMembers } from "../../db/schema/index.ts";
import { AppError, notFound } from "../../http/app-error.ts";
import { loadVisibleProject } from "./access.ts";
import { canDownloadDocuments } from "./get-project.ts";

const fileNotFound = () => notFound("Arquivo não encontrado.");

/** A gallery image of a project the user may read. */
export async function findProjectImage(db: Database, user: CurrentUser, projectId: string, imageId: string) {
  await loadVisibleProject(db, user, projectId);
  const [row] = await db
    .select({ file: files })
    .from(projectImages)
    .innerJoin(files, eq(files.id, projectImages.fileId))
    .where(and(eq(projectImages.id, imageId), eq(projectImages.projectId, projectId)))
    .limit(1);
  if (!row) throw fileNotFound();
  return row.file;
}

/** A project document, for its uploader, the creator, the team, legal users and admins. */
export async function findProjectDocument(db: Database, user: CurrentUser, projectId: string, documentId: string) {
  const project = await loadVisibleProject(db, user, projectId);
  const [row] = await db
    .select({ file: files, doc: projectDocuments })
    .from(projectDocuments)
    .innerJoin(files, eq(files.id, projectDocuments.fileId))
    .where(and(eq(projectDocuments.id, documentId), eq(projectDocuments.projectId, projectId)))
    .limit(1);
  if (!row) throw fileNotFound();
  const [member] = await db
    .select({ id: projectTeamMembers.id })
    .from(projectTeamMembers)
    .where(and(eq(projectTeamMembers.projectId, projectId), eq(projectTeamMembers.userId, user.id)))
    .limit(1);
  if (row.doc.uploadedBy !== user.id && !canDownloadDocuments(user, project, Boolean(member))) {
    throw new AppError("FORBIDDEN", "Você não tem permissão para baixar este documento.");
  }
  return { file: row.file, name: row.doc.name };
}
