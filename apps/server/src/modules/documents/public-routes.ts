import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicVerificationSchema, verificationCodeParamsSchema } from "@alicerce/shared/schemas/documents";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { verifyDocument } from "./public-verification.ts";

/**
 * Public (no login): the page behind a document's QR Code reads this. Rate-limited as an expensive
 * route (http/rate-limits.ts), so codes cannot be tried in bulk.
 */
export const publicDocumentRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    "/api/public/verify/:code",
    {
      schema: {
        tags: ["documents"],
        summary: "Verificação pública de um documento pelo código do QR Code",
        params: verificationCodeParamsSchema,
        response: { 200: publicVerificationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return verifyDocument(deps.db, request.params.code);
    },
  );
};
