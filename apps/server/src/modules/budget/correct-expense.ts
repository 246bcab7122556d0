import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { toCents } from "@alicerce/shared/distribution-split";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { expenseEditSchema } from "@alicerce/shared/schemas/budget";
import type { Database } from "../../db/client.ts";
import { projectExpenses } from "../../db/schema/index.ts";
import { notFound } from "../../http/app-error.ts";
import { requireEditor } from "./access.ts";
import { requirePhaseOf, supplierNameOf } from "./record-expense.ts";

type ExpenseEdit = z.output<typeof expenseEditSchema>;

export const EXPENSE_NOT_FOUND = "Despesa não encontrada.";

/** This project's expense: an id from another project (or none) is not found, never reached through this one. */
const ofProject = (projectId: string, expenseId: string) =>
  and(eq(projectExpenses.id, expenseId), eq(projectExpenses.projectId, projectId));

/**
 * Whoever records the project's expenses corrects one (decision 063): amount, date, description,
 * supplier and phase, under the rules of recording it. The receipt and the quotation it came from stay.
 * Every check runs before the one update: a refusal writes nothing.
 */
export async function correctExpense(
  db: Database,
  user: CurrentUser,
  projectId: string,
  expenseId: string,
  input: ExpenseEdit,
): Promise<{ id: string }> {
  await requireEditor(db, user, projectId);
  // The expense first: under another project's path it is not found, whatever the body says.
  const [current] = await db
    .select({ id: projectExpenses.id })
    .from(projectExpenses)
    .where(ofProject(projectId, expenseId))
    .limit(1);
  if (!current) throw notFound(EXPENSE_NOT_FOUND);
  await requirePhaseOf(db, projectId, input.phase_id);
  const supplierName = await supplierNameOf(db, input);
  const [row] = await db
    .update(projectExpenses)
    .set({
      phaseId: input.phase_id,
      amountCents: toCents(input.amount),
      spentOn: input.spent_on,
      description: input.description,
      supplierName,
      supplierId: input.supplier_id,
    })
    .where(ofProject(projectId, expenseId))
    .returning({ id: projectExpenses.id });
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  return { id: row.id };
}

/**
 * Whoever records the project's expenses deletes one (decision 063). The totals are sums over the
 * remaining rows, so they follow at once. A quotation it was launched from is free to be launched
 * again (the unique quotation_id goes with the row). The receipt's upload is left to the files
 * clean-up, which deletes an upload no record points at: the same upload may still be another
 * record's, and bytes are never removed inside a transaction that could roll back.
 */
export async function deleteExpense(db: Database, user: CurrentUser, projectId: string, expenseId: string) {
  await requireEditor(db, user, projectId);
  const [row] = await db
    .delete(projectExpenses)
    .where(ofProject(projectId, expenseId))
    .returning({ id: projectExpenses.id });
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
}
