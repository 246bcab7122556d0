import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { DocumentItem, documentInputSchema } from "@alicerce/shared/schemas/documents";
import type { Database } from "../../db/client.ts";
import { documents } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { requireOwnUploads } from "../files/index.ts";
import { mayDelete, requireUploadableProject } from "./document-access.ts";
import { findReadableDocument, getDocumentItem } from "./document-reads.ts";
import { recordDocumentVersion } from "./record-version.ts";

type DocumentData = z.output<typeof documentInputSchema>;

/**
 * "Enviar documento": attaches an upload of the user's own to a project they take part in, as a new
 * document or the next version of the one with the same name; it waits for legal review.
 */
export async function createDocument(db: Database, user: CurrentUser, data: DocumentData): Promise<DocumentItem> {
  await requireOwnUploads(db, user.id, [data.file_id], "file_id");
  await requireUploadableProject(db, user, data.project_id);
  const row = await db.transaction((tx) =>
    recordDocumentVersion(tx, {
      projectId: data.project_id,
      fileId: data.file_id,
      name: data.name,
      category: data.category,
      visibility: data.visibility,
      uploadedBy: user.id,
    }),
  );
  return getDocumentItem(db, user, row.id);
}

/**
 * Deletes one version (docs/product/permissions.md: its uploader or a platform admin). Its approval
 * requests stay as history (the queue no longer lists a request whose subject is gone); the file is
 * collected by the unreferenced-uploads clean-up.
 */
export async function deleteDocument(db: Database, user: CurrentUser, id: string) {
  const { doc } = await findReadableDocument(db, user, id);
  if (!mayDelete(user, doc)) {
    throw new AppError("FORBIDDEN", "Apenas quem enviou o documento ou a administração da plataforma pode excluí-lo.");
  }
  await db.delete(documents).where(eq(documents.id, id));
}
