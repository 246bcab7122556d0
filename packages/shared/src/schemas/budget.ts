import { z } from "zod";
import { ACCEPTED_FILES, acceptedTypesText, RECEIPT_EXTENSIONS } from "../file-rules.ts";
import { doneDateSchema, moneySchema, optionalText, requiredMoney, requiredText, uuidSchema } from "./common.ts";
import { listPageSchema, listQuerySchema } from "./list-query.ts";

// Orçamento × realizado (docs/product/budget-vs-actual.md, decision 059): each phase's budget against the
// expenses recorded on it. The API speaks reais with two decimals like every money field; storage and
// arithmetic are whole cents.

export const EXPENSE_DESCRIPTION_MAX = 300;
export const EXPENSE_SUPPLIER_MAX = 160;

/** Receipts: the receipt field's types (the upload's own rules check the bytes and the size). */
export const RECEIPT_MIME_TYPES: readonly string[] = [
  ...new Set(RECEIPT_EXTENSIONS.map((e) => ACCEPTED_FILES[e].mime)),
];
export const RECEIPT_TYPE_MESSAGE = `O comprovante deve ser um arquivo ${acceptedTypesText("receipt")}.`;

/**
 * Past 10 % over its budget a phase (or the project) is flagged. Integer arithmetic on cents, so
 * exactly 10 % over is not flagged and one cent more is. A phase without a budget (0) is never flagged:
 * there is nothing to be over.
 */
export const isOverBudget = (budgetCents: number, actualCents: number) =>
  budgetCents > 0 && actualCents * 10 > budgetCents * 11;

export const phaseBudgetInputSchema = z.object({
  budget: moneySchema,
});
export type PhaseBudgetInput = z.input<typeof phaseBudgetInputSchema>;

/** What an expense says, whether recorded or corrected (decision 063): one definition for both. */
const expenseFields = z.object({
  phase_id: uuidSchema,
  amount: requiredMoney("Informe o valor da despesa."),
  /** The day it was paid: today or before (a future expense would count as spent before it is). */
  spent_on: doneDateSchema("A despesa", "a data da despesa"),
  description: requiredText("Descreva a despesa.", EXPENSE_DESCRIPTION_MAX),
  /** Free text, or a registered supplier (`supplier_id`), whose company name is then kept. */
  supplier_name: optionalText(EXPENSE_SUPPLIER_MAX),
  supplier_id: uuidSchema.nullish().transform((v) => v ?? null),
});
const hasSupplier = (e: { supplier_name: string | null | undefined; supplier_id: string | null }) =>
  Boolean(e.supplier_name || e.supplier_id);
const SUPPLIER_REQUIRED = { path: ["supplier_name"], message: "Informe o fornecedor." };

export const expenseInputSchema = expenseFields
  .extend({
    /** An id returned by POST /api/files: PDF, JPG or PNG. */
    receipt_file_id: uuidSchema.nullish().transform((v) => v ?? null),
  })
  .refine(hasSupplier, SUPPLIER_REQUIRED);
export type ExpenseInput = z.input<typeof expenseInputSchema>;

/**
 * Correcting an expense (PUT): the same fields, rules and messages as recording one; the receipt is
 * not part of it (it stays as it was).
 */
export const expenseEditSchema = expenseFields.refine(hasSupplier, SUPPLIER_REQUIRED);
export type ExpenseEdit = z.input<typeof expenseEditSchema>;

/** "Lançar como despesa": a concluded quotation of the project, on one of its phases. */
export const expenseFromQuotationInputSchema = z.object({
  quotation_id: uuidSchema,
  phase_id: uuidSchema,
});
export type ExpenseFromQuotationInput = z.input<typeof expenseFromQuotationInputSchema>;

const budgetFigures = z.object({
  budget: z.number(),
  actual: z.number(),
  /** Actual more than 10 % above a budget > 0. */
  over: z.boolean(),
});

/** Budget against actual: what investors with commitments see (totals only) and the team's header. */
export const projectBudgetSchema = z.object({
  phases: z.array(budgetFigures.extend({ id: z.string(), name: z.string() })),
  total: budgetFigures,
  /** The expense lines (creator, accepted team, platform admins). */
  can_see_lines: z.boolean(),
  /** Budgets and expenses (creator and accepted team). */
  can_edit: z.boolean(),
});
export type ProjectBudget = z.infer<typeof projectBudgetSchema>;

export const expenseSchema = z.object({
  id: z.string(),
  phase_id: z.string(),
  phase_name: z.string(),
  amount: z.number(),
  spent_on: z.string(),
  description: z.string(),
  supplier_name: z.string(),
  supplier_id: z.string().nullable(),
  quotation_id: z.string().nullable(),
  /** Set when a receipt is attached: GET /api/projects/:id/expenses/:expenseId/receipt. */
  receipt_name: z.string().nullable(),
  created_at: z.string(),
});
export type Expense = z.infer<typeof expenseSchema>;

/** `?q=` searches the description and the supplier; pages of 20, newest spending first. */
export const expensesQuerySchema = listQuerySchema;
export const expensesPageSchema = listPageSchema(expenseSchema);
export type ExpensesPage = z.infer<typeof expensesPageSchema>;

/** A concluded quotation of the project's creator not yet launched as an expense. */
export const launchableQuotationSchema = z.object({
  id: z.string(),
  project_name: z.string(),
  supplier_name: z.string(),
  amount: z.number(),
  completed_at: z.string().nullable(),
});
export const launchableQuotationsSchema = z.object({ items: z.array(launchableQuotationSchema) });
export type LaunchableQuotation = z.infer<typeof launchableQuotationSchema>;
