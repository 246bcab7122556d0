import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import { quarterlyReportInputSchema, quarterlyReportSchema } from "@alicerce/shared/schemas/quarterly-reports";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { requestQuarterReport } from "./request-report.ts";

/** Relatório trimestral on demand (docs/product/quarterly-reports.md); the job writes the rest. */
export const quarterlyReportRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.post(
    "/api/projects/:id/quarterly-reports",
    {
      // A new document of the project; each investor's bell gets an entry.
      config: { touches: ["documents", "files", "approvals", "notifications"] },
      schema: {
        tags: ["quarterly-reports"],
        summary: "Gera o relatório trimestral do projeto e o envia aos investidores (criador)",
        params: idParamsSchema,
        body: quarterlyReportInputSchema,
        response: { 201: quarterlyReportSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = await requestQuarterReport(
        { db: deps.db, storage: deps.storage, publicUrl: deps.config.publicUrl, now: deps.now },
        request.user,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(report);
    },
  );
};
