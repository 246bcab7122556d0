import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { files } from "../../db/schema/index.ts";
import type { Storage } from "../../storage/storage.ts";

/**
 * Every table whose rows point at an upload. An upload none of them uses a day after it was sent
 * was abandoned (a form never submitted, a file removed from a record); the clean-up deletes it.
 * A new table that references files must be added here, or its files would be deleted.
 */
export const FILE_REFERENCES = [
  { table: "project_images", column: "file_id" },
  { table: "documents", column: "file_id" },
  { table: "supplier_portfolio_images", column: "file_id" },
  { table: "quotation_attachments", column: "file_id" },
  { table: "contracts", column: "file_id" },
  { table: "profiles", column: "avatar_file_id" },
  { table: "signature_requests", column: "file_id" },
  { table: "signature_requests", column: "signed_file_id" },
  { table: "message_attachments", column: "file_id" },
  { table: "data_exports", column: "file_id" },
  { table: "diary_photos", column: "file_id" },
  { table: "project_expenses", column: "receipt_file_id" },
] as const;

/** Uploads are kept this long before an unused one is deleted, so forms have time to use them. */
export const UNREFERENCED_GRACE_HOURS = 24;

/** Deletes unreferenced uploads older than the grace period, rows and bytes; returns how many. */
export async function deleteUnreferencedUploads(deps: { db: Database; storage: Storage }): Promise<number> {
  const unused = sql.join(
    FILE_REFERENCES.map(
      (r) =>
        sql`not exists (select 1 from ${sql.identifier(r.table)} r where r.${sql.identifier(r.column)} = ${files.id})`,
    ),
    sql` and `,
  );
  let removed = 0;
  for (;;) {
    // Rows first (in batches), bytes after: a crash between leaves a stray file, never a row without bytes.
    const batch = await deps.db
      .delete(files)
      .where(
        inArray(
          files.id,
          deps.db
            .select({ id: files.id })
            .from(files)
            .where(sql`${files.createdAt} < now() - make_interval(hours => ${UNREFERENCED_GRACE_HOURS}) and ${unused}`)
            .limit(200),
        ),
      )
      .returning({ storageKey: files.storageKey });
    if (batch.length === 0) return removed;
    for (const { storageKey } of batch) await deps.storage.remove(storageKey);
    removed += batch.length;
  }
}
