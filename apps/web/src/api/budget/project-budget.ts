import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ExpenseEdit,
  ExpenseFromQuotationInput,
  ExpenseInput,
  ExpensesPage,
  LaunchableQuotation,
  ProjectBudget,
} from "@alicerce/shared/schemas/budget";
import { client, unwrap } from "../client";
import { budgetKeys } from "./keys";

/** GET /api/projects/:id/budget: budget against actual per phase and in total. */
export function useProjectBudget(projectId: string, enabled = true) {
  return useQuery({
    queryKey: budgetKeys.totals(projectId),
    enabled,
    queryFn: ({ signal }): Promise<ProjectBudget> =>
      unwrap(client.GET("/api/projects/{id}/budget", { params: { path: { id: projectId } }, signal }), signal),
  });
}

/** GET /api/projects/:id/expenses: the team's lines, a page at a time (the list layer). */
export function useProjectExpenses(projectId: string, page: number, q: string, enabled: boolean) {
  return useQuery({
    queryKey: budgetKeys.expenses(projectId, page, q),
    enabled,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }): Promise<ExpensesPage> =>
      unwrap(
        client.GET("/api/projects/{id}/expenses", {
          params: { path: { id: projectId }, query: { page, ...(q ? { q } : {}) } },
          signal,
        }),
        signal,
      ),
  });
}

/** GET /api/projects/:id/expenses/quotations: the creator's concluded quotations not yet launched. */
export function useLaunchableQuotations(projectId: string, enabled: boolean) {
  return useQuery({
    queryKey: budgetKeys.quotations(projectId),
    enabled,
    queryFn: ({ signal }): Promise<{ items: LaunchableQuotation[] }> =>
      unwrap(
        client.GET("/api/projects/{id}/expenses/quotations", { params: { path: { id: projectId } }, signal }),
        signal,
      ),
  });
}

function useRefreshBooks(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: budgetKeys.all(projectId) });
}

/** PUT /api/projects/:id/phases/:phaseId/budget: answered with the whole budget. */
export function useSetPhaseBudget(projectId: string) {
  const refresh = useRefreshBooks(projectId);
  return useMutation({
    mutationFn: ({ phaseId, budget }: { phaseId: string; budget: number }): Promise<ProjectBudget> =>
      unwrap(
        client.PUT("/api/projects/{id}/phases/{phaseId}/budget", {
          params: { path: { id: projectId, phaseId } },
          body: { budget },
        }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/projects/:id/expenses. */
export function useRecordExpense(projectId: string) {
  const refresh = useRefreshBooks(projectId);
  return useMutation({
    mutationFn: (input: ExpenseInput): Promise<{ id: string }> =>
      unwrap(client.POST("/api/projects/{id}/expenses", { params: { path: { id: projectId } }, body: input })),
    onSuccess: refresh,
  });
}

/** PUT /api/projects/:id/expenses/:expenseId: corrects amount, date, description, supplier and phase. */
export function useCorrectExpense(projectId: string, expenseId: string) {
  const refresh = useRefreshBooks(projectId);
  return useMutation({
    mutationFn: (input: ExpenseEdit): Promise<{ id: string }> =>
      unwrap(
        client.PUT("/api/projects/{id}/expenses/{expenseId}", {
          params: { path: { id: projectId, expenseId } },
          body: input,
        }),
      ),
    onSuccess: refresh,
  });
}

/** DELETE /api/projects/:id/expenses/:expenseId: the totals, the chart and the lines refetch after it. */
export function useDeleteExpense(projectId: string) {
  const refresh = useRefreshBooks(projectId);
  return useMutation({
    mutationFn: (expenseId: string): Promise<unknown> =>
      unwrap(
        client.DELETE("/api/projects/{id}/expenses/{expenseId}", { params: { path: { id: projectId, expenseId } } }),
      ),
    onSuccess: refresh,
  });
}

/** POST /api/projects/:id/expenses/from-quotation: "Lançar como despesa". */
export function useLaunchQuotation(projectId: string) {
  const refresh = useRefreshBooks(projectId);
  return useMutation({
    mutationFn: (input: ExpenseFromQuotationInput): Promise<{ id: string }> =>
      unwrap(
        client.POST("/api/projects/{id}/expenses/from-quotation", {
          params: { path: { id: projectId } },
          body: input,
        }),
      ),
    onSuccess: refresh,
  });
}

/** A receipt, downloaded by a plain link (the browser sends the cookie; the server checks who asks). */
export const receiptUrl = (projectId: string, expenseId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/expenses/${encodeURIComponent(expenseId)}/receipt`;
