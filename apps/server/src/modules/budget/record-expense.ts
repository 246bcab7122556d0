import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { toCents } from "@alicerce/shared/distribution-split";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { RECEIPT_MIME_TYPES, RECEIPT_TYPE_MESSAGE, type expenseInputSchema } from "@alicerce/shared/schemas/budget";
import type { Database } from "../../db/client.ts";
import { projectExpenses, projectPhases, suppliers } from "../../db/schema/index.ts";
import { AppError } from "../../http/app-error.ts";
import { requireOwnUploads } from "../files/index.ts";
import { supplierNotFound } from "../suppliers/index.ts";
import { requireEditor } from "./access.ts";

type ExpenseInput = z.output<typeof expenseInputSchema>;

export const PHASE_OF_ANOTHER_PROJECT = "Escolha uma etapa deste projeto.";

/** The phase must be one of this project's: an id from another project's page is refused, not moved. */
export async function requirePhaseOf(db: Database, projectId: string, phaseId: string) {
  const [phase] = await db
    .select({ id: projectPhases.id })
    .from(projectPhases)
    .where(and(eq(projectPhases.id, phaseId), eq(projectPhases.projectId, projectId)))
    .limit(1);
  if (!phase)
    throw new AppError("VALIDATION_ERROR", PHASE_OF_ANOTHER_PROJECT, { phase_id: [PHASE_OF_ANOTHER_PROJECT] });
}

/** The supplier's name to keep: the registered supplier's company name, or the text given. */
export async function supplierNameOf(
  db: Database,
  input: { supplier_name: string | null | undefined; supplier_id: string | null },
): Promise<string> {
  if (!input.supplier_id) return input.supplier_name!;
  const [supplier] = await db
    .select({ name: suppliers.companyName })
    .from(suppliers)
    .where(eq(suppliers.id, input.supplier_id))
    .limit(1);
  if (!supplier) throw supplierNotFound();
  return supplier.name;
}

/**
 * The creator or an accepted team member records money spent on a phase (decision 059). A receipt is
 * one of the recorder's own uploads (POST /api/files checked its bytes and size) and must be a PDF,
 * JPG or PNG. Every check runs before the one insert: a refusal writes nothing.
 */
export async function recordExpense(
  db: Database,
  user: CurrentUser,
  projectId: string,
  input: ExpenseInput,
): Promise<{ id: string }> {
  await requireEditor(db, user, projectId);
  await requirePhaseOf(db, projectId, input.phase_id);
  const supplierName = await supplierNameOf(db, input);
  if (input.receipt_file_id) {
    const mime = await requireOwnUploads(db, user.id, [input.receipt_file_id], "receipt_file_id");
    if (!RECEIPT_MIME_TYPES.includes(mime.get(input.receipt_file_id) ?? "")) {
      throw new AppError("VALIDATION_ERROR", RECEIPT_TYPE_MESSAGE, { receipt_file_id: [RECEIPT_TYPE_MESSAGE] });
    }
  }
  const [row] = await db
    .insert(projectExpenses)
    .values({
      projectId,
      phaseId: input.phase_id,
      amountCents: toCents(input.amount),
      spentOn: input.spent_on,
      description: input.description,
      supplierName,
      supplierId: input.supplier_id,
      receiptFileId: input.receipt_file_id,
      createdBy: user.id,
    })
    .returning({ id: projectExpenses.id });
  return { id: row!.id };
}
