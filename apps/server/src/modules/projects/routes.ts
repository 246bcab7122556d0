import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { idParamsSchema, uuidSchema } from "@alicerce/shared/schemas/common";
import {
  changeVisibilityInputSchema,
  createProjectInputSchema,
  interestInputSchema,
  projectRatingInputSchema,
  projectRatingSchema,
  interestSchema,
  projectDetailSchema,
  teamMemberInputSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  updateFundingInputSchema,
  updatePhasesInputSchema,
} from "@alicerce/shared/schemas/projects";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { sendFileBytes, sendStoredFile } from "../files/index.ts";
import { createProject } from "./create-project.ts";
import { findProjectImage } from "./files-access.ts";
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
import { addTeamMember } from "./add-team-member.ts";
import { sendTeamInvitations } from "./team-invitations.ts";
import { rateProject } from "./ratings.ts";
import { removeTeamMember, withdrawInvitation } from "./remove-team-member.ts";
import { touchesByDefault } from "../../http/touches.ts";

const detail = { params: idParamsSchema, response: { 200: projectDetailSchema, ...errorResponses } };

export const projectRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["projects"]);
  const { db } = deps;
  const listProjects = createProjectListCache({ ...deps, readCache: deps.config.readCache });
  const mailDeps = { db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };
  // What a creator may have the platform e-mail on their behalf today (decision 036).
  const allowance = () => ({ recipientsPerDay: deps.config.mail.recipientsPerDay, now: deps.now() });

  app.get(
    "/api/projects",
    {
      schema: {
        tags: ["projects"],
        summary: "Projetos visíveis, com busca, filtros, paginação e resumo",
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
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
        response: { 201: z.object({ id: z.string() }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const created = await createProject(db, user, request.body, allowance());
      const invited = request.body.team.flatMap((m) =>
        m.email ? [{ email: m.email, name: m.name, role: m.role }] : [],
      );
      await sendTeamInvitations(mailDeps, invited, {
        title: request.body.title,
        inviter: { name: user.name, email: user.email },
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    "/api/projects/:id",
    { schema: { tags: ["projects"], summary: "Detalhes de um projeto", ...detail } },
    async (request) => {
      const { user } = request;
      return getProjectDetail(db, user, request.params.id);
    },
  );

  /** Each lifecycle action answers the updated project. */
  const lifecycle = (summary: string) => ({ tags: ["projects"], summary, ...detail });
  async function thenAnswer(
    request: { user: CurrentUser; params: { id: string } },
    run: (user: CurrentUser, id: string) => Promise<void>,
  ) {
    await run(request.user, request.params.id);
    return getProjectDetail(db, request.user, request.params.id);
  }

  app.post(
    "/api/projects/:id/submit-review",
    {
      config: { touches: ["projects", "approvals", "notifications"] },
      schema: lifecycle("Envia o rascunho para análise jurídica"),
    },
    (r) => thenAnswer(r, (u, id) => submitForReview(db, u, id)),
  );
  app.post("/api/projects/:id/open-funding", { schema: lifecycle("Abre a captação (planejamento → captando)") }, (r) =>
    thenAnswer(r, (u, id) => openFunding(db, u, id)),
  );
  app.post("/api/projects/:id/start", { schema: lifecycle("Inicia a execução") }, (r) =>
    thenAnswer(r, (u, id) => startExecution(db, u, id, deps.config.publicUrl)),
  );
  app.post("/api/projects/:id/complete", { schema: lifecycle("Conclui o projeto") }, (r) =>
    thenAnswer(r, (u, id) => completeProject(db, u, id, deps.config.publicUrl)),
  );
  app.post(
    "/api/projects/:id/visibility",
    { schema: { ...lifecycle("Torna o projeto público (sem volta)"), body: changeVisibilityInputSchema } },
    (r) => thenAnswer(r, (u, id) => makePublic(db, u, id)),
  );
  app.put(
    "/api/projects/:id/phases",
    { schema: { ...lifecycle("Substitui o cronograma"), body: updatePhasesInputSchema } },
    (r) => thenAnswer(r, (u, id) => replacePhases(db, u, id, r.body)),
  );
  app.put(
    "/api/projects/:id/funding",
    { schema: { ...lifecycle("Define os termos da captação"), body: updateFundingInputSchema } },
    (r) => thenAnswer(r, (u, id) => updateFundingTerms(db, u, id, r.body)),
  );

  app.post(
    "/api/projects/:id/rating",
    {
      config: { touches: ["projects"] },
      schema: {
        tags: ["projects"],
        summary: "Avalia um projeto concluído em que investiu (1 a 5 estrelas, uma vez)",
        params: idParamsSchema,
        body: projectRatingInputSchema,
        response: { 201: projectRatingSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request;
      return reply.status(201).send(await rateProject(db, user, request.params.id, request.body));
    },
  );

  // Interests change no projects row and no card of the list (decision 025).
  app.put(
    "/api/projects/:id/interest",
    {
      config: { touches: ["interests"] },
      schema: {
        tags: ["projects"],
        summary: "Marca interesse no projeto (e se o criador pode ver o e-mail)",
        params: idParamsSchema,
        body: interestInputSchema.nullish(),
      },
    },
    async (request, reply) => {
      const { user } = request;
      await setInterest(db, user, request.params.id, request.body ?? { share_contact: false });
      return reply.status(204).send();
    },
  );
  app.delete(
    "/api/projects/:id/interest",
    {
      config: { touches: ["interests"] },
      schema: { tags: ["projects"], summary: "Desfaz o interesse no projeto", params: idParamsSchema },
    },
    async (request, reply) => {
      const { user } = request;
      await setInterest(db, user, request.params.id, null);
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
        response: { 200: z.array(interestSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
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
      const { user } = request;
      const file = await findProjectImage(db, user, request.params.id, request.params.imageId);
      return sendStoredFile(reply, deps.storage, file, { caching: "image" });
    },
  );

  app.get(
    "/api/projects/:id/prospectus",
    { schema: { tags: ["projects"], summary: "Prospecto do projeto em PDF", params: idParamsSchema } },
    async (request, reply) => {
      const { user } = request;
      const project = await getProjectDetail(db, user, request.params.id);
      const pdf = await buildProspectus(project);
      const slug = project.title
        .normalize("NFD")
        .replace(/[^\w\s-]/g, "")
        .trim()
        .replace(/\s+/g, "-")
        .toLowerCase();
      return sendFileBytes(reply, {
        body: Buffer.from(pdf),
        mimeType: "application/pdf",
        name: `prospecto-${slug || "projeto"}.pdf`,
        inline: false,
        caching: "download",
      });
    },
  );

  app.post(
    "/api/projects/:id/team",
    {
      schema: {
        tags: ["projects"],
        summary: "Adiciona um membro à equipe; com email, envia um convite",
        params: idParamsSchema,
        body: teamMemberInputSchema,
        response: { 201: projectDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request;
      const member = request.body;
      const project = await addTeamMember(db, user, request.params.id, member, allowance());
      if (member.email) {
        await sendTeamInvitations(mailDeps, [{ email: member.email, name: member.name, role: member.role }], {
          title: project.title,
          inviter: { name: user.name, email: user.email },
        });
      }
      return reply.status(201).send(await getProjectDetail(db, user, project.id));
    },
  );

  // Removing or withdrawing changes the team (the project's cards and detail), may end a chat
  // membership and writes the removed person's bell.
  const teamMember = {
    config: { touches: ["projects", "chat", "notifications"] as const },
    params: z.object({ id: uuidSchema, memberId: uuidSchema }),
  };
  app.delete(
    "/api/projects/:id/team/:memberId",
    {
      config: teamMember.config,
      schema: {
        tags: ["projects"],
        summary: "Remove um membro da equipe; a conta ligada perde o acesso na hora e é avisada",
        params: teamMember.params,
        response: { 200: projectDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      const { id, memberId } = request.params;
      await removeTeamMember(deps, user, id, memberId);
      return getProjectDetail(db, user, id);
    },
  );
  app.post(
    "/api/projects/:id/team/:memberId/withdraw",
    {
      config: teamMember.config,
      schema: {
        tags: ["projects"],
        summary: "Cancela o convite pendente de um membro; o email convidado é avisado",
        params: teamMember.params,
        response: { 200: projectDetailSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = request;
      const { id, memberId } = request.params;
      await withdrawInvitation(db, user, id, memberId);
      return getProjectDetail(db, user, id);
    },
  );
};
