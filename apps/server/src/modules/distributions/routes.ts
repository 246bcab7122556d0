import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import {
  projectDistributionsQuerySchema,
  projectDistributionsSchema,
  receivedDistributionsQuerySchema,
  receivedDistributionsSchema,
} from "@alicerce/shared/schemas/distributions";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { sendFileBytes } from "../files/index.ts";
import { listDistributions } from "./list-distributions.ts";
import { receivedDistributions } from "./received-distributions.ts";
import { distributionSharesCsv } from "./shares-csv.ts";

const tags = ["distributions"];

/**
 * Rendimentos e amortizações (docs/product/distributions.md, decision 057): the reads. Recording and
 * paying one is money moving, so its routes are the payments module's (decision 115). They are people's
 * money: never kept by the browser.
 */
export const distributionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/api/projects/:id/distributions",
    {
      schema: {
        tags,
        summary: "Distribuições do projeto, 10 por página (e a parte de quem consulta)",
        params: idParamsSchema,
        querystring: projectDistributionsQuerySchema,
        response: { 200: projectDistributionsSchema, ...errorResponses },
      },
    },
    async (request) => listDistributions(db, request.user, request.params.id, request.query.page),
  );

  app.get(
    "/api/projects/:id/distributions/:distributionId/shares.csv",
    {
      schema: {
        tags,
        summary: "As partes de cada investidor em CSV (criador e administradores)",
        params: idParamsSchema.extend({ distributionId: uuidSchema }),
      },
    },
    async (request, reply) => {
      const { id, distributionId } = request.params;
      const csv = await distributionSharesCsv(db, request.user, id, distributionId);
      return sendFileBytes(reply, { ...csv, mimeType: "text/csv; charset=utf-8", inline: false, caching: "download" });
    },
  );

  app.get(
    "/api/portfolio/distributions",
    {
      schema: {
        tags,
        summary: "Distribuições recebidas pelo investidor, com os totais por ano",
        querystring: receivedDistributionsQuerySchema,
        response: { 200: receivedDistributionsSchema, ...errorResponses },
      },
    },
    async (request) => receivedDistributions(db, request.user.id, request.query),
  );
};
