import { and, desc, eq, isNotNull, notExists, sql } from "drizzle-orm";
import type { z } from "zod";
import { todayInSaoPaulo } from "@alicerce/shared/dates";
import { toCents } from "@alicerce/shared/distribution-split";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { expenseFromQuotationInputSchema, LaunchableQuotation } from "@alicerce/shared/schemas/budget";
import type { Database } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import { projectExpenses, quotations, suppliers } from "../../db/schema/index.ts";
import { AppError, conflict, notFound } from "../../http/app-error.ts";
import { requireEditor } from "./access.ts";
import { requirePhaseOf } from "./record-expense.ts";

export const ONLY_CREATOR_LAUNCHES = "Apenas o criador do projeto pode lançar os próprios orçamentos como despesa.";
export const QUOTATION_NOT_FOUND = "Orçamento não encontrado.";
export const QUOTATION_NOT_CONCLUDED = "Só um orçamento concluído pode ser lançado como despesa.";
export const QUOTATION_ALREADY_LAUNCHED = "Este orçamento já foi lançado como despesa.";
export const QUOTATION_WITHOUT_PRICE = "Este orçamento não tem valor informado pelo fornecedor.";

/**
 * Quotations belong to the person who asked for them, not to a project: the quotations of a project
 * are its creator's (decision 059). So only the creator launches them, and a quotation asked by
 * anyone else is answered as unknown. Each launches once: the unique `quotation_id` keeps that even
 * under two clicks at the same time.
 */
async function requireCreator(db: Database, user: CurrentUser, projectId: string) {
  const access = await requireEditor(db, user, projectId);
  if (access.project.createdBy !== user.id) throw new AppError("FORBIDDEN", ONLY_CREATOR_LAUNCHES);
  return access.project;
}

const notLaunched = (db: Database) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(projectExpenses)
      .where(eq(projectExpenses.quotationId, quotations.id)),
  );

/** The creator's concluded quotations with a price, not yet launched, newest concluded first. */
export async function launchableQuotations(
  db: Database,
  user: CurrentUser,
  projectId: string,
): Promise<{ items: LaunchableQuotation[] }> {
  await requireCreator(db, user, projectId);
  const rows = await db
    .select({
      id: quotations.id,
      projectName: quotations.projectName,
      supplierName: suppliers.companyName,
      price: quotations.estimatedPrice,
      completedAt: quotations.completedAt,
    })
    .from(quotations)
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .where(
      and(
        eq(quotations.projectCreatorId, user.id),
        eq(quotations.status, "concluido"),
        isNotNull(quotations.estimatedPrice),
        notLaunched(db),
      ),
    )
    .orderBy(desc(quotations.completedAt), desc(quotations.id))
    .limit(50);
  return {
    items: rows.map((r) => ({
      id: r.id,
      project_name: r.projectName,
      supplier_name: r.supplierName,
      amount: Number(r.price),
      completed_at: r.completedAt?.toISOString() ?? null,
    })),
  };
}

/** "Lançar como despesa": the quotation's price, supplier and subject become an expense on `phase_id`. */
export async function launchQuotation(
  db: Database,
  user: CurrentUser,
  projectId: string,
  input: z.output<typeof expenseFromQuotationInputSchema>,
): Promise<{ id: string }> {
  await requireCreator(db, user, projectId);
  await requirePhaseOf(db, projectId, input.phase_id);
  const [q] = await db
    .select({ q: quotations, supplierName: suppliers.companyName })
    .from(quotations)
    .innerJoin(suppliers, eq(suppliers.id, quotations.supplierId))
    .where(and(eq(quotations.id, input.quotation_id), eq(quotations.projectCreatorId, user.id)))
    .limit(1);
  if (!q) throw notFound(QUOTATION_NOT_FOUND);
  if (q.q.status !== "concluido") throw conflict(QUOTATION_NOT_CONCLUDED);
  if (q.q.estimatedPrice === null || Number(q.q.estimatedPrice) <= 0) throw conflict(QUOTATION_WITHOUT_PRICE);
  try {
    const [row] = await db
      .insert(projectExpenses)
      .values({
        projectId,
        phaseId: input.phase_id,
        amountCents: toCents(Number(q.q.estimatedPrice)),
        spentOn: todayInSaoPaulo(q.q.completedAt ?? new Date()),
        description: q.q.projectName,
        supplierName: q.supplierName,
        supplierId: q.q.supplierId,
        quotationId: q.q.id,
        createdBy: user.id,
      })
      .returning({ id: projectExpenses.id });
    return { id: row!.id };
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(QUOTATION_ALREADY_LAUNCHED);
    throw err;
  }
}
