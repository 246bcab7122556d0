import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../http/error-responses.ts";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import { teamInvitationListSchema } from "@alicerce/shared/schemas/invitations";
import type { AppDeps } from "../../app-deps.ts";
import { answerInvitation, listMyInvitations } from "./service.ts";
import { touchesByDefault } from "../../http/touches.ts";

export const invitationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Accepting also joins the project's chat (decision 051).
  touchesByDefault(app, ["projects", "notifications", "chat"]);
  const { db } = deps;

  app.get(
    "/api/invitations",
    {
      schema: {
        tags: ["invitations"],
        summary: "Convites para equipes de projeto pendentes para o email da conta",
        response: { 200: teamInvitationListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { user } = request;
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
      {
        schema: {
          tags: ["invitations"],
          summary,
          params: idParamsSchema,
          response: { 200: answer, ...errorResponses },
        },
      },
      async (request) => {
        const { user } = request;
        return answerInvitation(deps, user, request.params.id, accept);
      },
    );
  }
};
