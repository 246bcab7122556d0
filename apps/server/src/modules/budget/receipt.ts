import { and, eq } from "drizzle-orm";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Database } from "../../db/client.ts";
import { files, projectExpenses } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { requireLines } from "./access.ts";

/** An expense's receipt, for whoever reads the lines; anyone else is refused before the file is looked up. */
export async function findReceipt(db: Database, user: CurrentUser, projectId: string, expenseId: string) {
  await requireLines(db, user, projectId);
  const [row] = await db
    .select({ file: files })
    .from(projectExpenses)
    .innerJoin(files, eq(files.id, projectExpenses.receiptFileId))
    .where(and(eq(projectExpenses.id, expenseId), eq(projectExpenses.projectId, projectId)))
    .limit(1);
  if (!row) throw notFound("Comprovante não encontrado.");
  return row.file;
}
