import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "@alicerce/shared/errors";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import {
  changeVisibilityInputSchema,
  createProjectInputSchema,
  interestSchema,
  projectDetailSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  updateFundingInputSchema,
  updatePhasesInputSchema,
} from "@alicerce/shared/schemas/projects";
import type { AppDeps } from "../../app-deps.ts";
import { contentDisposition } from "../files/service.ts";
import { createProject } from "./create-project.ts";
import { findProjectDocument, findProjectImage } from "./files-access.ts";
import { getProjectDetail } from "./get-project.ts";
import {
  completeProject,
  makePublic,
  openFunding,
  startExecution,
  submitForReview,
  updateFundingTerms,
} from "./lifecycle.ts";
import { createProjectListCache } from "./list-cache.ts";
import { listInterests, replacePhases, setInterest } from "./phases-and-interest.ts";
import { buildProspectus } from "./prospectus.ts";
import { sendTeamInvitations } from "../invitations/service.ts";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const detail = { params: idParamsSchema, response: { 200: projectDetailSchema, ...errors } };

export const projectRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const listProjects = createProjectListCache(deps);
  const mailDeps = { db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.get(
    "/api/projects",
    {
      schema: {
        tags: ["projects"],
        summary: "Projetos visíveis, com busca, filtros, paginação e resumo",
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return listProjects(user, request.query);
    },
  );

  app.post(
    "/api/projects",
    {
      schema: {
        tags: ["projects"],
        summary: "Cria um projeto como rascunho",
        body: createProjectInputSchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      const created = await createProject(db, user, request.body);
      const invited = request.body.team.flatMap((m) =>
        m.email ? [{ email: m.email, name: m.name, role: m.role }] : [],
      );
      await sendTeamInvitations(mailDeps, invited, { title: request.body.title, inviter: user.name });
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/api/projects/:id",
    { schema: { tags: ["projects"], summary: "Detalhes de um projeto", ...detail } },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return getProjectDetail(db, user, request.params.id);
    },
  );

  /** Each lifecycle action answers the updated project. */
  const action = (
    path: string,
    summary: string,
    run: (user: Parameters<typeof submitForReview>[1], id: string, body: unknown) => Promise<void>,
    body?: z.ZodType,
    method: "POST" | "PUT" = "POST",
  ) =>
    app.route({
      method,
      url: `/api/projects/:id/${path}`,
      schema: { tags: ["projects"], summary, ...detail, ...(body ? { body } : {}) },
      handler: async (request, reply) => {
        const { user } = await deps.requireUser(request, reply);
        const { id } = request.params as { id: string };
        await run(user, id, request.body);
        return getProjectDetail(db, user, id);
      },
    });

  action("submit-review", "Envia o rascunho para análise jurídica", (u, id) => submitForReview(db, u, id));
  action("open-funding", "Abre a captação (planejamento → captando)", (u, id) => openFunding(db, u, id));
  action("start", "Inicia a execução", (u, id) => startExecution(db, u, id));
  action("complete", "Conclui o projeto", (u, id) => completeProject(db, u, id));
  action(
    "visibility",
    "Torna o projeto público (sem volta)",
    (u, id) => makePublic(db, u, id),
    changeVisibilityInputSchema,
  );
  action(
    "phases",
    "Substitui o cronograma",
    (u, id, body) => replacePhases(db, u, id, body as z.output<typeof updatePhasesInputSchema>),
    updatePhasesInputSchema,
    "PUT",
  );
  action(
    "funding",
    "Define os termos da captação",
    (u, id, body) => updateFundingTerms(db, u, id, body as z.output<typeof updateFundingInputSchema>),
    updateFundingInputSchema,
    "PUT",
  );

  app.put(
    "/api/projects/:id/interest",
    { schema: { tags: ["projects"], summary: "Marca interesse no projeto", params: idParamsSchema } },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      await setInterest(db, user, request.params.id, true);
      return reply.status(204).send();
    },
  );
  app.delete(
    "/api/projects/:id/interest",
    { schema: { tags: ["projects"], summary: "Desfaz o interesse no projeto", params: idParamsSchema } },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      await setInterest(db, user, request.params.id, false);
      return reply.status(204).send();
    },
  );
  app.get(
    "/api/projects/:id/interests",
    {
      schema: {
        tags: ["projects"],
        summary: "Interessados (criador)",
        params: idParamsSchema,
        response: { 200: z.array(interestSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      return listInterests(db, user, request.params.id);
    },
  );

  app.get(
    "/api/projects/:id/images/:imageId",
    {
      schema: {
        tags: ["projects"],
        summary: "Imagem da galeria",
        params: z.object({ id: uuidSchema, imageId: uuidSchema }),
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      const file = await findProjectImage(db, user, request.params.id, request.params.imageId);
      return reply
        .header("content-type", file.mimeType)
        .header("cache-control", "private, max-age=86400")
        .header("content-disposition", contentDisposition("inline", file.originalName))
        .send(await deps.storage.get(file.storageKey));
    },
  );

  app.get(
    "/api/projects/:id/documents/:documentId",
    {
      schema: {
        tags: ["projects"],
        summary: "Baixa um documento do projeto",
        params: z.object({ id: uuidSchema, documentId: uuidSchema }),
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      const { file, name } = await findProjectDocument(db, user, request.params.id, request.params.documentId);
      const extension = file.originalName.split(".").pop();
      const downloadName = extension && !name.toLowerCase().endsWith(`.${extension}`) ? `${name}.${extension}` : name;
      return reply
        .header("content-type", file.mimeType)
        .header("cache-control", "private, no-store")
        .header("content-disposition", contentDisposition("attachment", downloadName))
        .send(await deps.storage.get(file.storageKey));
    },
  );

  app.get(
    "/api/projects/:id/prospectus",
    { schema: { tags: ["projects"], summary: "Prospecto do projeto em PDF", params: idParamsSchema } },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      const project = await getProjectDetail(db, user, request.params.id);
      const pdf = await buildProspectus(project);
      const slug = project.title
        .normalize("NFD")
        .replace(/[^\w\s-]/g, "")
        .trim()
        .replace(/\s+/g, "-")
        .toLowerCase();
      return reply
        .header("content-type", "application/pdf")
        .header("cache-control", "private, no-store")
        .header("content-disposition", contentDisposition("attachment", `prospecto-${slug || "projeto"}.pdf`))
        .send(Buffer.from(pdf));
    },
  );
};
