import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import {
  answerInputSchema,
  hideQuestionInputSchema,
  questionInputSchema,
  questionsPageSchema,
  questionsQuerySchema,
  showQuestionInputSchema,
} from "@alicerce/shared/schemas/questions";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { answerQuestion } from "./answer-question.ts";
import { askQuestion } from "./ask-question.ts";
import { hideQuestion } from "./hide-question.ts";
import { listQuestions } from "./list-questions.ts";
import { showQuestion } from "./show-question.ts";

const tags = ["questions"];
const questionParams = idParamsSchema.extend({ questionId: uuidSchema });
const idAnswer = z.object({ id: z.string() });

/** Perguntas sobre a oferta (docs/product/offer-questions.md, decision 060). */
export const questionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, now } = deps;
  const publicUrl = deps.config.publicUrl;

  app.get(
    "/api/projects/:id/questions",
    {
      schema: {
        tags,
        summary: "Perguntas sobre a oferta e suas respostas (quem vê o projeto)",
        params: idParamsSchema,
        querystring: questionsQuerySchema,
        response: { 200: questionsPageSchema, ...errorResponses },
      },
    },
    async (request) => listQuestions({ db, now }, request.user, request.params.id, request.query),
  );

  app.post(
    "/api/projects/:id/questions",
    {
      // The creator's bell gets an entry; the list sits under the project's data.
      config: { touches: ["projects", "notifications"] },
      schema: {
        tags,
        summary: "Faz uma pergunta sobre a oferta enquanto a captação está aberta",
        params: idParamsSchema,
        body: questionInputSchema,
        response: { 201: idAnswer, ...errorResponses },
      },
    },
    async (request, reply) => {
      const perProjectPerDay = deps.config.rateLimit.questionsPerPersonAndProjectPerDay;
      const created = await askQuestion(
        { db, publicUrl, now, perProjectPerDay },
        request.user,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(created);
    },
  );

  app.put(
    "/api/projects/:id/questions/:questionId/answer",
    {
      config: { touches: ["projects", "notifications"] },
      schema: {
        tags,
        summary: "Responde (ou reescreve a resposta de) uma pergunta, em público (criador)",
        params: questionParams,
        body: answerInputSchema,
        response: { 200: idAnswer, ...errorResponses },
      },
    },
    async (request) =>
      answerQuestion({ db, publicUrl, now }, request.user, request.params.id, request.params.questionId, request.body),
  );

  app.post(
    "/api/projects/:id/questions/:questionId/hide",
    {
      config: { touches: ["projects", "notifications"] },
      schema: {
        tags,
        summary: "Oculta uma pergunta abusiva, com o motivo (administradores)",
        params: questionParams,
        body: hideQuestionInputSchema,
        response: { 200: idAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const hidden = await hideQuestion(
        { db, publicUrl, now },
        request.user,
        request.params.id,
        request.params.questionId,
        request.body,
      );
      // The admin trail: the row keeps who, when and why; the log line lets operators follow it too.
      request.log.info(
        { event: "offer_question_hidden", adminId: request.user.id, ...hidden },
        "offer question hidden by an admin",
      );
      return { id: hidden.id };
    },
  );

  app.post(
    "/api/projects/:id/questions/:questionId/show",
    {
      config: { touches: ["projects", "notifications"] },
      schema: {
        tags,
        summary: "Exibe novamente uma pergunta ocultada, com o motivo (administradores)",
        params: questionParams,
        body: showQuestionInputSchema,
        response: { 200: idAnswer, ...errorResponses },
      },
    },
    async (request) => {
      const shown = await showQuestion(
        { db, publicUrl, now },
        request.user,
        request.params.id,
        request.params.questionId,
        request.body,
      );
      // Logged like the hide: the un-hide's reason next to the hide's, for operators following the trail.
      request.log.info(
        { event: "offer_question_shown_again", adminId: request.user.id, ...shown },
        "hidden offer question shown again by an admin",
      );
      return { id: shown.id };
    },
  );
};
