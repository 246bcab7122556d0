import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import { reviewInputSchema } from "@alicerce/shared/schemas/suppliers";
import {
  quotationInputSchema,
  quotationListQuerySchema,
  quotationPageSchema,
  quotationSchema,
  respondQuotationInputSchema,
} from "@alicerce/shared/schemas/quotations";
import type { AppDeps } from "../../app-deps.ts";
import { idempotencyHeaders } from "../../http/idempotency.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { sendStoredFile } from "../files/index.ts";
import { findAttachment, getQuotation, listQuotations } from "./quotation-reads.ts";
import { requestQuotation } from "./request-quotation.ts";
import { reviewQuotation } from "./review-quotation.ts";
import { completeQuotation, decideQuotation, respondQuotation } from "./transitions.ts";
import { touchesByDefault } from "../../http/touches.ts";

const one = { params: idParamsSchema, response: { 200: quotationSchema, ...errorResponses } };
/** Requests that send e-mail or decide a deal accept an Idempotency-Key. */
const idempotent = { config: { idempotent: true } } as const;

export const quotationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["quotations", "notifications"]);
  const { db } = deps;
  const mailDeps = { db, publicUrl: deps.config.publicUrl };

  app.get(
    "/api/quotations",
    {
      schema: {
        tags: ["quotations"],
        summary: "Uma página das cotações enviadas ou recebidas, as mais novas primeiro",
        querystring: quotationListQuerySchema,
        response: { 200: quotationPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      return listQuotations(deps.reads, user, request.query);
    },
  );

  app.post(
    "/api/quotations",
    {
      ...idempotent,
      schema: {
        tags: ["quotations"],
        summary: "Solicita um orçamento a um fornecedor",
        headers: idempotencyHeaders,
        body: quotationInputSchema,
        response: { 201: quotationSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request;
      return reply.status(201).send(await requestQuotation(mailDeps, user, request.body));
    },
  );

  app.get(
    "/api/quotations/:id",
    { schema: { tags: ["quotations"], summary: "Detalhes da cotação", ...one } },
    async (request) => {
      const { user } = request;
      return getQuotation(db, user, request.params.id);
    },
  );

  app.post(
    "/api/quotations/:id/respond",
    {
      ...idempotent,
      schema: {
        tags: ["quotations"],
        summary: "O fornecedor responde (pendente → respondido)",
        headers: idempotencyHeaders,
        body: respondQuotationInputSchema,
        ...one,
      },
    },
    async (request) => {
      const { user } = request;
      return respondQuotation(mailDeps, user, request.params.id, request.body);
    },
  );

  app.post(
    "/api/quotations/:id/approve",
    {
      ...idempotent,
      schema: { tags: ["quotations"], summary: "Aprova a resposta (solicitante)", headers: idempotencyHeaders, ...one },
    },
    async (request) => {
      const { user } = request;
      return decideQuotation(mailDeps, user, request.params.id, "aprovado");
    },
  );

  app.post(
    "/api/quotations/:id/reject",
    {
      ...idempotent,
      schema: { tags: ["quotations"], summary: "Recusa a resposta (solicitante)", headers: idempotencyHeaders, ...one },
    },
    async (request) => {
      const { user } = request;
      return decideQuotation(mailDeps, user, request.params.id, "rejeitado");
    },
  );

  app.post(
    "/api/quotations/:id/complete",
    { schema: { tags: ["quotations"], summary: "Marca como concluída (após aprovada)", ...one } },
    async (request) => {
      const { user } = request;
      return completeQuotation(mailDeps, user, request.params.id);
    },
  );

  app.post(
    "/api/quotations/:id/review",
    {
      // A review moves the supplier's rating.
      config: { touches: ["quotations", "suppliers", "notifications"] },
      schema: {
        tags: ["quotations"],
        summary: "Avalia o fornecedor (uma vez, após concluída)",
        body: reviewInputSchema,
        ...one,
      },
    },
    async (request) => {
      const { user } = request;
      return reviewQuotation(mailDeps, user, request.params.id, request.body);
    },
  );

  app.get(
    "/api/quotations/:id/attachments/:attachmentId",
    {
      schema: {
        tags: ["quotations"],
        summary: "Baixa um anexo (solicitante e fornecedor)",
        params: z.object({ id: uuidSchema, attachmentId: uuidSchema }),
      },
    },
    async (request, reply) => {
      const { user } = request;
      const file = await findAttachment(db, user, request.params.id, request.params.attachmentId);
      return sendStoredFile(reply, deps.storage, file, { caching: "download" });
    },
  );
};
