import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { IMAGE_MIME_TYPES } from "./file-rules.ts";

/**
 * Files referenced by a request (gallery, documents, portfolio, attachments) must have been
 * uploaded by the same user: an id guessed or copied from someone else's page is answered as if
 * the file did not exist. `field` names the request field the message goes under.
 * Returns each file's mime type by id.
 */
export async function requireOwnUploads(
  db: Database,
  userId: string,
  ids: readonly string[],
  field: string,
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const owned = await db
    .select({ id: files.id, mimeType: files.mimeType })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.uploadedBy, userId)));
  const mimeById = new Map(owned.map((f) => [f.id, f.mimeType]));
  if (ids.some((id) => !mimeById.has(id))) {
    throw new AppError("VALIDATION_ERROR", "Um dos arquivos não foi encontrado. Envie-o novamente.", {
      [field]: ["Arquivo não encontrado."],
    });
  }
  return mimeById;
}

/** Galleries and portfolios take only JPG or PNG; `message` says which list refused the file. */
export function requireImages(mimeById: Map<string, string>, ids: readonly string[], field: string, message: string) {
  if (ids.some((id) => !IMAGE_MIME_TYPES.includes(mimeById.get(id) ?? ""))) {
    throw new AppError("VALIDATION_ERROR", message, { [field]: ["Use imagens JPG ou PNG."] });
  }
}
