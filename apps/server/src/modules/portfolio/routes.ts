import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { homePerspective } from "@alicerce/shared/portfolio";
import {
  homeChartsSchema,
  homeSummarySchema,
  incomeStatementQuerySchema,
  portfolioOverviewSchema,
  recommendationsSchema,
} from "@alicerce/shared/schemas/portfolio";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { sendFileBytes } from "../files/index.ts";
import { homeCharts } from "./home-charts.ts";
import { homeSummary } from "./home-summary.ts";
import { loadIncomeStatement } from "./income-statement.ts";
import { buildIncomeStatementPdf } from "./income-statement-pdf.ts";
import { portfolioOverview } from "./overview.ts";
import { recommendProjects } from "./project-recommendations.ts";
import { recommendSuppliers } from "./supplier-recommendations.ts";

const tags = ["portfolio"];

/**
 * The home's figures, charts and recommendations and Minha Conta's overview, each computed for the
 * session's user on every request. They are the user's own money: the browser never keeps them
 * (`no-store`), and the server keeps no copy either, so an answer always follows the user's last write.
 */
export const portfolioRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/api/home/summary",
    {
      schema: {
        tags,
        summary: "Os quatro números da página inicial, conforme o tipo de conta",
        response: { 200: homeSummarySchema, ...errorResponses },
      },
    },
    async (request) => homeSummary(db, request.user),
  );

  app.get(
    "/api/home/charts",
    {
      schema: {
        tags,
        summary: "Gráficos da página inicial: investido por mês e por tipo (investidor), captado x meta (criador)",
        response: { 200: homeChartsSchema, ...errorResponses },
      },
    },
    async (request) => homeCharts(db, request.user),
  );

  app.get(
    "/api/recommendations",
    {
      schema: {
        tags,
        summary: "Projetos para você (investidor) ou fornecedores recomendados por projeto (criador), com o motivo",
        response: { 200: recommendationsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      const perspective = homePerspective(user);
      return {
        projects: perspective === "investor" ? await recommendProjects(db, user.id) : null,
        suppliers: perspective === "creator" ? await recommendSuppliers(db, user.id) : null,
      };
    },
  );

  app.get(
    "/api/portfolio/overview",
    {
      schema: {
        tags,
        summary: "Visão geral de Minha Conta, conforme o tipo de conta",
        response: { 200: portfolioOverviewSchema, ...errorResponses },
      },
    },
    async (request) => portfolioOverview(db, request.user),
  );

  app.get(
    "/api/portfolio/income-statement",
    {
      schema: {
        tags,
        summary: "Informe de rendimentos de um ano em PDF (contas de investidor)",
        querystring: incomeStatementQuerySchema,
      },
    },
    async (request, reply) => {
      const statement = await loadIncomeStatement(db, request.user, request.query.year);
      return sendFileBytes(reply, {
        body: Buffer.from(await buildIncomeStatementPdf(statement)),
        mimeType: "application/pdf",
        name: `informe-de-rendimentos-${statement.year}.pdf`,
        inline: false,
        caching: "download",
      });
    },
  );
};
