import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";
import { AppError } from "../../http/app-error.ts";
import type { FileFieldKind } from "@alicerce/shared/file-rules";
import { checkFile, cleanFileName, refusePathInName } from "./file-rules.ts";

export type StoredFile = typeof files.$inferSelect;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024)).toLocaleString("pt-BR");

export const quotaExceeded = (quotaBytes: number, usedBytes: number) =>
  new AppError(
    "PAYLOAD_TOO_LARGE",
    `Você atingiu o limite de ${megabytes(quotaBytes)} MB de arquivos enviados (em uso: ${megabytes(usedBytes)} MB). ` +
      "Arquivos que nenhum cadastro usa são apagados 24 horas depois do envio; tente novamente mais tarde.",
    { file: ["Limite de armazenamento atingido."] },
  );

/**
 * Checks and stores an upload; the row records who sent it, its size and SHA-256. A user's
 * uploads together may not pass `quotaBytes`: the sum is checked under a per-user lock, so
 * parallel uploads cannot all slip under it.
 */
export async function saveUpload(
  deps: { db: Database; storage: Storage; quotaBytes: number },
  input: { name: string; data: Buffer; userId: string; kind?: FileFieldKind },
): Promise<StoredFile> {
  refusePathInName(input.name);
  const name = cleanFileName(input.name);
  const mimeType = await checkFile(name, input.data, input.kind);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"upload-quota:" + input.userId}))`);
    const [usage] = await tx
      .select({ used: sql<string>`coalesce(sum(${files.size}), 0)` })
      .from(files)
      // A "Baixar meus dados" ZIP is the platform's copy of the person's files, not an upload: it
      // does not use up their quota (docs/product/privacy.md).
      .where(
        and(
          eq(files.uploadedBy, input.userId),
          sql`${files.id} not in (select file_id from data_exports where file_id is not null)`,
        ),
      );
    const used = Number(usage?.used ?? 0);
    if (used + input.data.length > deps.quotaBytes) throw quotaExceeded(deps.quotaBytes, used);
    return storeBytes(tx, deps.storage, { data: input.data, name, mimeType, ownerId: input.userId });
  });
}

export async function findFile(db: Database, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/**
 * Puts bytes in storage and records them as a file owned by `ownerId`, in the caller's transaction
 * (an upload, or a PDF the server made, as the signed contract). If the row cannot be written, the
 * stored object is removed again.
 */
export async function storeBytes(
  tx: Database,
  storage: Storage,
  input: { data: Buffer; name: string; mimeType: string; ownerId: string },
): Promise<StoredFile> {
  const id = randomUUID();
  const storageKey = `${id.slice(0, 2)}/${id}`;
  await storage.put(storageKey, input.data);
  try {
    const [row] = await tx
      .insert(files)
      .values({
        id,
        storageKey,
        originalName: input.name,
        mimeType: input.mimeType,
        size: input.data.length,
        sha256: createHash("sha256").update(input.data).digest("hex"),
        uploadedBy: input.ownerId,
      })
      .returning();
    return row!;
  } catch (err) {
    await storage.remove(storageKey);
    throw err;
  }
}
