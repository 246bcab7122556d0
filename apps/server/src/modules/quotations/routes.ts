import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "@alicerce/shared/errors";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import { reviewInputSchema } from "@alicerce/shared/schemas/suppliers";
import {
  quotationInputSchema,
  quotationListSchema,
  quotationSchema,
  respondQuotationInputSchema,
} from "@alicerce/shared/schemas/quotations";
import type { AppDeps } from "../../app-deps.ts";
import { contentDisposition } from "../files/service.ts";
import {
  completeQuotation,
  decideQuotation,
  findAttachment,
  getQuotation,
  listQuotations,
  requestQuotation,
  respondQuotation,
  reviewQuotation,
} from "./service.ts";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const one = { params: idParamsSchema, response: { 200: quotationSchema, ...errors } };

export const quotationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const mailDeps = { db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.get(
    "/api/quotations",
    {
      schema: {
        tags: ["quotations"],
        summary: "Cotações enviadas e recebidas",
        response: { 200: quotationListSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return listQuotations(db, user);
    },
  );

  app.post(
    "/api/quotations",
    {
      schema: {
        tags: ["quotations"],
        summary: "Solicita um orçamento a um fornecedor",
        body: quotationInputSchema,
        response: { 201: quotationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return reply.status(201).send(await requestQuotation(mailDeps, user, request.body));
    },
  );

  app.get(
    "/api/quotations/:id",
    { schema: { tags: ["quotations"], summary: "Detalhes da cotação", ...one } },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return getQuotation(db, user, request.params.id);
    },
  );

  app.post(
    "/api/quotations/:id/respond",
    {
      schema: {
        tags: ["quotations"],
        summary: "O fornecedor responde (pendente → respondido)",
        body: respondQuotationInputSchema,
        ...one,
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return respondQuotation(mailDeps, user, request.params.id, request.body);
    },
  );

  app.post(
    "/api/quotations/:id/approve",
    { schema: { tags: ["quotations"], summary: "Aprova a resposta (solicitante)", ...one } },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return decideQuotation(db, user, request.params.id, "aprovado");
    },
  );

  app.post(
    "/api/quotations/:id/reject",
    { schema: { tags: ["quotations"], summary: "Recusa a resposta (solicitante)", ...one } },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return decideQuotation(db, user, request.params.id, "rejeitado");
    },
  );

  app.post(
    "/api/quotations/:id/complete",
    { schema: { tags: ["quotations"], summary: "Marca como concluída (após aprovada)", ...one } },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return completeQuotation(db, user, request.params.id);
    },
  );

  app.post(
    "/api/quotations/:id/review",
    {
      schema: {
        tags: ["quotations"],
        summary: "Avalia o fornecedor (uma vez, após concluída)",
        body: reviewInputSchema,
        ...one,
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return reviewQuotation(db, user, request.params.id, request.body);
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
      const { user } = await deps.requireUser(request, reply);
      const file = await findAttachment(db, user, request.params.id, request.params.attachmentId);
      return reply
        .header("content-type", file.mimeType)
        .header("cache-control", "private, no-store")
        .header("content-disposition", contentDisposition("attachment", file.originalName))
        .send(await deps.storage.get(file.storageKey));
    },
  );
};
