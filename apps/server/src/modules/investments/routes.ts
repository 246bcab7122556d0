import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "@alicerce/shared/errors";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import {
  investInputSchema,
  investmentSchema,
  investorDeclarationInputSchema,
  investorLimitsSchema,
} from "@alicerce/shared/schemas/investments";
import type { AppDeps } from "../../app-deps.ts";
import { declare } from "./declarations.ts";
import { invest, listMyInvestments, listProjectInvestments, withdraw } from "./invest.ts";
import { getInvestorLimits } from "./limits.ts";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const investmentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    "/api/projects/:id/investments",
    {
      schema: {
        tags: ["investments"],
        summary: "Registra um investimento (CVM 88: mínimo do projeto, meta, limite anual)",
        params: idParamsSchema,
        body: investInputSchema,
        response: { 201: investmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return reply.status(201).send(await invest(deps.db, user, request.params.id, request.body.amount));
    },
  );

  app.get(
    "/api/projects/:id/investments",
    {
      schema: {
        tags: ["investments"],
        summary: "Investidores do projeto (criador)",
        params: idParamsSchema,
        response: { 200: z.array(investmentSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return listProjectInvestments(deps.db, user, request.params.id);
    },
  );

  app.get(
    "/api/investments/mine",
    {
      schema: {
        tags: ["investments"],
        summary: "Meus investimentos",
        response: { 200: z.array(investmentSchema), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return listMyInvestments(deps.db, user);
    },
  );

  app.post(
    "/api/investments/:id/withdraw",
    {
      schema: {
        tags: ["investments"],
        summary: "Desiste de um investimento em até 5 dias",
        params: idParamsSchema,
        response: { 200: investmentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return withdraw(deps.db, user, request.params.id);
    },
  );

  app.get(
    "/api/investor/limits",
    {
      schema: {
        tags: ["investments"],
        summary: "Limite anual de investimento (CVM 88)",
        response: { 200: investorLimitsSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return getInvestorLimits(deps.db, user.id);
    },
  );

  app.post(
    "/api/investor/declarations",
    {
      schema: {
        tags: ["investments"],
        summary: "Declara renda, investimentos financeiros ou condição de investidor qualificado",
        body: investorDeclarationInputSchema,
        response: { 201: investorLimitsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return reply.status(201).send(await declare(deps.db, user.id, request.body, request.ip));
    },
  );
};
