import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { files, projectImages } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { loadVisibleProject } from "../project-access/index.ts";

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
