import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { checkFile, cleanFileName } from "./file-rules.ts";

export type StoredFile = typeof files.$inferSelect;

/** Checks and stores an upload; the row records who sent it, its size and SHA-256. */
export async function saveUpload(
  deps: { db: Database; storage: Storage },
  input: { name: string; data: Buffer; userId: string },
): Promise<StoredFile> {
  const name = cleanFileName(input.name);
  const mimeType = await checkFile(name, input.data);
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  await deps.storage.put(storageKey, input.data);
  const [row] = await deps.db
    .insert(files)
    .values({
      id,
      storageKey,
      originalName: name,
      mimeType,
      size: input.data.length,
      sha256: createHash("sha256").update(input.data).digest("hex"),
      uploadedBy: input.userId,
    })
    .returning();
  return row!;
}

export async function findFile(db: Database, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}
