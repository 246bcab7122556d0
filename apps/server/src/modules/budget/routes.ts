import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import {
  expenseEditSchema,
  expenseFromQuotationInputSchema,
  expenseInputSchema,
  expensesPageSchema,
  expensesQuerySchema,
  launchableQuotationsSchema,
  phaseBudgetInputSchema,
  projectBudgetSchema,
} from "@alicerce/shared/schemas/budget";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { sendStoredFile } from "../files/index.ts";
import { correctExpense, deleteExpense } from "./correct-expense.ts";
import { launchableQuotations, launchQuotation } from "./from-quotation.ts";
import { listExpenses } from "./list-expenses.ts";
import { updatePhaseBudget } from "./phase-budget.ts";
import { projectBudget } from "./project-budget.ts";
import { findReceipt } from "./receipt.ts";
import { recordExpense } from "./record-expense.ts";

const tags = ["budget"];
const expenseParams = idParamsSchema.extend({ expenseId: uuidSchema });
const created = { 201: z.object({ id: z.string() }), ...errorResponses };

/**
 * Orçamento × realizado (docs/product/budget-vs-actual.md, decision 059). A project's books are its team's and
 * its investors': never kept by the browser.
 */
export const budgetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/api/projects/:id/budget",
    {
      schema: {
        tags,
        summary: "Orçamento × realizado por etapa e no total (equipe, investidores do projeto)",
        params: idParamsSchema,
        response: { 200: projectBudgetSchema, ...errorResponses },
      },
    },
    async (request) => projectBudget(db, request.user, request.params.id),
  );

  app.put(
    "/api/projects/:id/phases/:phaseId/budget",
    {
      config: { touches: ["projects"] },
      schema: {
        tags,
        summary: "Define o orçamento de uma etapa (criador e equipe); responde o orçamento atualizado",
        params: idParamsSchema.extend({ phaseId: uuidSchema }),
        body: phaseBudgetInputSchema,
        response: { 200: projectBudgetSchema, ...errorResponses },
      },
    },
    async (request) => {
      await updatePhaseBudget(db, request.user, request.params.id, request.params.phaseId, request.body.budget);
      return projectBudget(db, request.user, request.params.id);
    },
  );

  app.get(
    "/api/projects/:id/expenses",
    {
      schema: {
        tags,
        summary: "Despesas lançadas no projeto (criador, equipe e administradores)",
        params: idParamsSchema,
        querystring: expensesQuerySchema,
        response: { 200: expensesPageSchema, ...errorResponses },
      },
    },
    async (request) => listExpenses(db, request.user, request.params.id, request.query),
  );

  app.post(
    "/api/projects/:id/expenses",
    {
      config: { touches: ["projects"] },
      schema: {
        tags,
        summary: "Lança uma despesa numa etapa (criador e equipe)",
        params: idParamsSchema,
        body: expenseInputSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordExpense(db, request.user, request.params.id, request.body)),
  );

  app.get(
    "/api/projects/:id/expenses/quotations",
    {
      schema: {
        tags,
        summary: "Orçamentos concluídos do criador que ainda podem ser lançados como despesa",
        params: idParamsSchema,
        response: { 200: launchableQuotationsSchema, ...errorResponses },
      },
    },
    async (request) => launchableQuotations(db, request.user, request.params.id),
  );

  app.post(
    "/api/projects/:id/expenses/from-quotation",
    {
      config: { touches: ["projects"] },
      schema: {
        tags,
        summary: "Lança um orçamento concluído como despesa, uma vez (criador)",
        params: idParamsSchema,
        body: expenseFromQuotationInputSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await launchQuotation(db, request.user, request.params.id, request.body)),
  );

  app.get(
    "/api/projects/:id/expenses/:expenseId/receipt",
    {
      schema: {
        tags,
        summary: "Comprovante de uma despesa (criador, equipe e administradores)",
        params: expenseParams,
      },
    },
    async (request, reply) => {
      const file = await findReceipt(db, request.user, request.params.id, request.params.expenseId);
      return sendStoredFile(reply, deps.storage, file, { caching: "download" });
    },
  );

  app.put(
    "/api/projects/:id/expenses/:expenseId",
    {
      config: { touches: ["projects"] },
      schema: {
        tags,
        summary: "Corrige uma despesa: valor, data, descrição, fornecedor e etapa (criador e equipe)",
        params: expenseParams,
        body: expenseEditSchema,
        response: { 200: z.object({ id: z.string() }), ...errorResponses },
      },
    },
    async (request) => correctExpense(db, request.user, request.params.id, request.params.expenseId, request.body),
  );

  app.delete(
    "/api/projects/:id/expenses/:expenseId",
    {
      config: { touches: ["projects"] },
      schema: {
        tags,
        summary: "Exclui uma despesa; o comprovante sai com ela (criador e equipe)",
        params: expenseParams,
      },
    },
    async (request, reply) => {
      await deleteExpense(db, request.user, request.params.id, request.params.expenseId);
      return reply.status(204).send();
    },
  );
};
