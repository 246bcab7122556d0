import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import {
  reviewSchema,
  supplierDetailSchema,
  supplierInputSchema,
  supplierListQuerySchema,
  supplierPageSchema,
} from "@alicerce/shared/schemas/suppliers";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { sendStoredFile } from "../files/index.ts";
import {
  createSupplier,
  findOwnSupplier,
  findPortfolioImage,
  getSupplier,
  listReviews,
  listSuppliers,
  updateSupplier,
} from "./service.ts";
import { touchesByDefault } from "../../http/touches.ts";

export const supplierRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["suppliers"]);
  const { db } = deps;

  app.get(
    "/api/suppliers",
    {
      schema: {
        tags: ["suppliers"],
        summary: "Fornecedores com busca e filtros",
        querystring: supplierListQuerySchema,
        response: { 200: supplierPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      return listSuppliers(db, request.query);
    },
  );

  app.get(
    "/api/suppliers/mine",
    {
      schema: {
        tags: ["suppliers"],
        summary: "O cadastro de fornecedor do usuário, ou null",
        response: { 200: z.object({ supplier: supplierDetailSchema.nullable() }), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      const own = await findOwnSupplier(db, user.id);
      return { supplier: own ? await getSupplier(db, user, own.id) : null };
    },
  );

  app.post(
    "/api/suppliers",
    {
      schema: {
        tags: ["suppliers"],
        summary: "Cadastra o usuário como fornecedor",
        body: supplierInputSchema,
        response: { 201: supplierDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const { id } = await createSupplier(db, user, request.body);
      return reply.status(201).send(await getSupplier(db, user, id));
    },
  );

  app.put(
    "/api/suppliers/:id",
    {
      schema: {
        tags: ["suppliers"],
        summary: "Edita o cadastro (responsável)",
        params: idParamsSchema,
        body: supplierInputSchema,
        response: { 200: supplierDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      await updateSupplier(db, user, request.params.id, request.body);
      return getSupplier(db, user, request.params.id);
    },
  );

  app.get(
    "/api/suppliers/:id",
    {
      schema: {
        tags: ["suppliers"],
        summary: "Perfil do fornecedor",
        params: idParamsSchema,
        response: { 200: supplierDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      return getSupplier(deps.reads, user, request.params.id);
    },
  );

  app.get(
    "/api/suppliers/:id/reviews",
    {
      schema: {
        tags: ["suppliers"],
        summary: "Avaliações do fornecedor",
        params: idParamsSchema,
        response: { 200: z.array(reviewSchema), ...errorResponses },
      },
    },
    async (request) => {
      return listReviews(db, request.params.id);
    },
  );

  app.get(
    "/api/suppliers/:id/portfolio/:imageId",
    {
      schema: {
        tags: ["suppliers"],
        summary: "Imagem do portfólio",
        params: z.object({ id: uuidSchema, imageId: uuidSchema }),
      },
    },
    async (request, reply) => {
      const file = await findPortfolioImage(db, request.params.id, request.params.imageId);
      return sendStoredFile(reply, deps.storage, file, { caching: "image" });
    },
  );
};
