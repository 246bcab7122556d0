import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import {
  checklistItemSchema,
  checklistQuerySchema,
  checklistSchema,
  checklistTickInputSchema,
  faqListSchema,
  learningContentDetailSchema,
  learningContentListSchema,
  learningContentQuerySchema,
  learningViewSchema,
} from "@alicerce/shared/schemas/learning";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { getChecklist, setTick } from "./checklist.ts";
import { countView, getContent, listContent } from "./content.ts";
import { listFaqs } from "./faqs.ts";
import { touchesByDefault } from "../../http/touches.ts";

const tags = ["learning"];

/** docs/product/learn.md: the learning centre, open to every signed-in user. */
export const learningRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["learning"]);
  const { db } = deps;

  app.get(
    "/api/learning/content",
    {
      schema: {
        tags,
        summary: "Conteúdos filtrados por busca, categoria, nível e tipo",
        querystring: learningContentQuerySchema,
        response: { 200: learningContentListSchema, ...errorResponses },
      },
    },
    async (request) => listContent(db, request.query),
  );

  app.get(
    "/api/learning/content/:id",
    {
      schema: {
        tags,
        summary: "Um conteúdo com o texto completo",
        params: idParamsSchema,
        response: { 200: learningContentDetailSchema, ...errorResponses },
      },
    },
    async (request) => getContent(db, request.params.id),
  );

  app.post(
    "/api/learning/content/:id/view",
    {
      schema: {
        tags,
        summary: "Conta uma visualização do conteúdo",
        params: idParamsSchema,
        response: { 200: learningViewSchema, ...errorResponses },
      },
    },
    async (request) => countView(db, request.params.id),
  );

  app.get(
    "/api/learning/faqs",
    { schema: { tags, summary: "Perguntas frequentes", response: { 200: faqListSchema, ...errorResponses } } },
    async () => listFaqs(db),
  );

  app.get(
    "/api/learning/checklist",
    {
      schema: {
        tags,
        summary: "Checklist de documentos de um tipo de projeto, com as marcações do usuário",
        querystring: checklistQuerySchema,
        response: { 200: checklistSchema, ...errorResponses },
      },
    },
    async (request) => getChecklist(db, request.user.id, request.query.project_type),
  );

  app.put(
    "/api/learning/checklist/:itemId",
    {
      schema: {
        tags,
        summary: "Marca ou desmarca um documento da checklist (só para o usuário)",
        params: z.object({ itemId: uuidSchema }),
        body: checklistTickInputSchema,
        response: { 200: checklistItemSchema, ...errorResponses },
      },
    },
    async (request) => setTick(db, request.user.id, request.params.itemId, request.body.checked),
  );
};
