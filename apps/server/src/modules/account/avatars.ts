import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { files, profiles } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";

/**
 * The stored file of an avatar: only a file that is someone's current profile photo (uploaded by
 * that person) is public; any other upload stays private and answers as not found.
 */
export async function findAvatarFile(db: Database, fileId: string) {
  const [file] = await db
    .select({ storageKey: files.storageKey, mimeType: files.mimeType, originalName: files.originalName })
    .from(files)
    .innerJoin(profiles, and(eq(profiles.avatarFileId, files.id), eq(profiles.userId, files.uploadedBy)))
    .where(eq(files.id, fileId))
    .limit(1);
  if (!file) throw notFound("Imagem não encontrada.");
  return file;
}
