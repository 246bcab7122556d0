import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import { diaryPageSchema, diaryQuerySchema, diaryUpdateInputSchema } from "@alicerce/shared/schemas/diary";
import type { AppDeps } from "../../app-deps.ts";
import { notFound } from "../../http/app-error.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { sendStoredFile } from "../files/index.ts";
import { deleteDiaryUpdate } from "./delete-update.ts";
import { findDiaryPhoto, listDiaryUpdates } from "./list-updates.ts";
import { postDiaryUpdate } from "./post-update.ts";

const tags = ["diary"];

/** Diário de obra (docs/product/diary.md, decision 058). */
export const diaryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    "/api/projects/:id/diary",
    {
      schema: {
        tags,
        summary: "Diário de obra do projeto, mais recentes primeiro (investidores e equipe)",
        params: idParamsSchema,
        querystring: diaryQuerySchema,
        response: { 200: diaryPageSchema, ...errorResponses },
      },
    },
    async (request) => listDiaryUpdates(db, request.user, request.params.id, request.query),
  );

  app.post(
    "/api/projects/:id/diary",
    {
      // The timeline's phases move with the update; each follower's bell gets an entry.
      config: { touches: ["projects", "notifications"] },
      schema: {
        tags,
        summary: "Publica uma atualização no diário de obra (criador e equipe, projeto em execução)",
        params: idParamsSchema,
        body: diaryUpdateInputSchema,
        response: { 201: z.object({ id: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const created = await postDiaryUpdate(db, request.user, request.params.id, request.body);
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/api/projects/:id/diary/photos/:photoId",
    {
      schema: {
        tags,
        summary: "Foto do diário de obra",
        params: idParamsSchema.extend({ photoId: uuidSchema }),
      },
    },
    async (request, reply) => {
      const file = await findDiaryPhoto(db, request.user, request.params.id, request.params.photoId);
      if (!file) throw notFound("Foto não encontrada.");
      return sendStoredFile(reply, deps.storage, file, { caching: "image" });
    },
  );

  app.delete(
    "/api/projects/:id/diary/:updateId",
    {
      // The phase's percentage and status move with the deletion (decision 063).
      config: { touches: ["projects"] },
      schema: {
        tags,
        summary: "Exclui uma atualização do diário e suas fotos; a etapa volta ao percentual da anterior",
        params: idParamsSchema.extend({ updateId: uuidSchema }),
      },
    },
    async (request, reply) => {
      await deleteDiaryUpdate(db, request.user, request.params.id, request.params.updateId);
      return reply.status(204).send();
    },
  );
};
