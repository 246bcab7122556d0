import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  approvalListQuerySchema,
  approvalListSchema,
  approvalSchema,
  approveInputSchema,
  changePriorityInputSchema,
  rejectInputSchema,
  reviewHistorySchema,
} from "@alicerce/shared/schemas/approvals";
import { hasLegalPowers, legalDeskRefusal } from "@alicerce/shared/user-types";
import type { AppDeps } from "../../app-deps.ts";
import { restrictTo } from "../../http/audience.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { idempotencyHeaders } from "../../http/idempotency.ts";
import { listApprovals } from "./list-approvals.ts";
import { reviewHistory } from "./review-history.ts";
import { changePriority, decide, startAnalysis } from "./transitions.ts";
import { touchesByDefault } from "../../http/touches.ts";

const one = { params: idParamsSchema, response: { 200: approvalSchema, ...errorResponses } };
/** Decisions e-mail the requester: a retried click must not decide (or mail) twice. */
const idempotent = { config: { idempotent: true } } as const;

/** The legal desk's queue: verified legal users and platform admins only (docs/product/legal-desk.md#who-may-use-it). */
const approvalDeskRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["approvals", "projects", "documents", "notifications"]);
  restrictTo(app, hasLegalPowers, legalDeskRefusal);
  const { db } = deps;
  const transitionDeps = { db, publicUrl: deps.config.publicUrl };

  app.get(
    "/api/approvals",
    {
      schema: {
        tags: ["approvals"],
        summary: "Fila de aprovações: busca, filtros por tipo, status e prioridade, página e totais por status",
        querystring: approvalListQuerySchema,
        response: { 200: approvalListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listApprovals(db, request.user.id, request.query);
    },
  );

  app.post(
    "/api/approvals/:id/start-analysis",
    { schema: { tags: ["approvals"], summary: "Inicia a análise (Pendente → Em Análise)", ...one } },
    async (request) => startAnalysis(transitionDeps, request.user, request.params.id),
  );

  app.post(
    "/api/approvals/:id/approve",
    {
      ...idempotent,
      schema: {
        tags: ["approvals"],
        summary: "Aprova (Em Análise → Aprovado); um projeto passa para Em Planejamento",
        headers: idempotencyHeaders,
        body: approveInputSchema,
        ...one,
      },
    },
    async (request) => decide(transitionDeps, request.user, request.params.id, "aprovado", request.body.comment),
  );

  app.post(
    "/api/approvals/:id/reject",
    {
      ...idempotent,
      schema: {
        tags: ["approvals"],
        summary: "Rejeita com um comentário (Em Análise → Rejeitado); um projeto volta para Rascunho",
        headers: idempotencyHeaders,
        body: rejectInputSchema,
        ...one,
      },
    },
    async (request) => decide(transitionDeps, request.user, request.params.id, "rejeitado", request.body.comment),
  );

  app.patch(
    "/api/approvals/:id",
    {
      schema: {
        tags: ["approvals"],
        summary: "Altera a prioridade de uma solicitação em aberto",
        body: changePriorityInputSchema,
        ...one,
      },
    },
    async (request) => changePriority(transitionDeps, request.user, request.params.id, request.body.priority),
  );
};

/** A project's review history: its creator, team, legal users and admins (docs/product/projects.md#lifecycle). */
const reviewHistoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    "/api/projects/:id/reviews",
    {
      schema: {
        tags: ["approvals"],
        summary: "Histórico da análise jurídica do projeto",
        params: idParamsSchema,
        response: { 200: reviewHistorySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return reviewHistory(deps.db, request.user, "project", request.params.id);
    },
  );
};

export const approvalRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Two child plugins: the desk's audience hook must not reach the project history route.
  await app.register(approvalDeskRoutes, deps);
  await app.register(reviewHistoryRoutes, deps);
};
