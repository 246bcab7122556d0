import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { apiErrorSchema } from "@alicerce/shared/errors";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import { teamInvitationListSchema } from "@alicerce/shared/schemas/invitations";
import { projectDetailSchema, teamMemberInputSchema } from "@alicerce/shared/schemas/projects";
import type { AppDeps } from "../../app-deps.ts";
import { getProjectDetail } from "../projects/get-project.ts";
import { addTeamMember } from "./add-member.ts";
import { answerInvitation, listMyInvitations, sendTeamInvitations } from "./service.ts";

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

export const invitationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const mailDeps = { db, mailer: deps.mailer, publicUrl: deps.config.publicUrl };

  app.post(
    "/api/projects/:id/team",
    {
      schema: {
        tags: ["projects"],
        summary: "Adiciona um membro à equipe; com email, envia um convite",
        params: idParamsSchema,
        body: teamMemberInputSchema,
        response: { 201: projectDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      const member = request.body;
      const project = await addTeamMember(db, user, request.params.id, member);
      if (member.email) {
        await sendTeamInvitations(mailDeps, [{ email: member.email, name: member.name, role: member.role }], {
          title: project.title,
          inviter: user.name,
        });
      }
      return reply.status(201).send(await getProjectDetail(db, user, project.id));
    },
  );

  app.get(
    "/api/invitations",
    {
      schema: {
        tags: ["invitations"],
        summary: "Convites para equipes de projeto pendentes para o email da conta",
        response: { 200: teamInvitationListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await deps.requireUser(request, reply);
      reply.header("cache-control", "no-store");
      return listMyInvitations(db, user);
    },
  );

  const answer = z.object({ project_id: z.string() });
  for (const [action, accept, summary] of [
    ["accept", true, "Aceita o convite (exige email confirmado)"],
    ["decline", false, "Recusa o convite (exige email confirmado)"],
  ] as const) {
    app.post(
      `/api/invitations/:id/${action}`,
      { schema: { tags: ["invitations"], summary, params: idParamsSchema, response: { 200: answer, ...errors } } },
      async (request, reply) => {
        const { user } = await deps.requireUser(request, reply);
        return answerInvitation(db, user, request.params.id, accept);
      },
    );
  }
};
