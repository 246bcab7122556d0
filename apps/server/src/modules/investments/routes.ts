import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  investInputSchema,
  investmentSchema,
  investorDeclarationInputSchema,
  investorLimitsSchema,
} from "@alicerce/shared/schemas/investments";
import type { AppDeps } from "../../app-deps.ts";
import { idempotencyHeaders } from "../../http/idempotency.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { declare } from "./declarations.ts";
import { invest, listMyInvestments, listProjectInvestments, withdraw } from "./invest.ts";
import { getInvestorLimits } from "./limits.ts";
import { touchesByDefault } from "../../http/touches.ts";

export const investmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Investing and withdrawing also join and leave the project's chat (decision 051).
  touchesByDefault(app, ["projects", "notifications", "chat"]);
  app.post(
    "/api/projects/:id/investments",
    {
      config: { idempotent: true },
      schema: {
        tags: ["investments"],
        summary: "Registra um investimento (CVM 88: mínimo do projeto, meta, limite anual)",
        headers: idempotencyHeaders,
        params: idParamsSchema,
        body: investInputSchema,
        response: { 201: investmentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request;
      return reply.status(201).send(await invest(deps, user, request.params.id, request.body.amount));
    },
  );

  app.get(
    "/api/projects/:id/investments",
    {
      schema: {
        tags: ["investments"],
        summary: "Investidores do projeto (criador)",
        params: idParamsSchema,
        response: { 200: z.array(investmentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      return listProjectInvestments(deps, user, request.params.id);
    },
  );

  app.get(
    "/api/investments/mine",
    {
      schema: {
        tags: ["investments"],
        summary: "Meus investimentos",
        response: { 200: z.array(investmentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      return listMyInvestments(deps, user);
    },
  );

  app.post(
    "/api/investments/:id/withdraw",
    {
      config: { idempotent: true },
      schema: {
        tags: ["investments"],
        summary: "Desiste de um investimento em até 5 dias",
        headers: idempotencyHeaders,
        params: idParamsSchema,
        response: { 200: investmentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      return withdraw(deps, user, request.params.id, deps.config.publicUrl);
    },
  );

  app.get(
    "/api/investor/limits",
    {
      schema: {
        tags: ["investments"],
        summary: "Limite anual de investimento (CVM 88)",
        response: { 200: investorLimitsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      return getInvestorLimits(deps.db, user.id);
    },
  );

  app.post(
    "/api/investor/declarations",
    {
      config: { touches: ["declarations"] },
      schema: {
        tags: ["investments"],
        summary: "Declara renda, investimentos financeiros ou condição de investidor qualificado",
        body: investorDeclarationInputSchema,
        response: { 201: investorLimitsSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request;
      return reply.status(201).send(await declare(deps.db, user.id, request.body, request.ip));
    },
  );
};
