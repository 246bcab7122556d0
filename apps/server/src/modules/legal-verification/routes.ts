import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { apiErrorSchema } from "@alicerce/shared/errors";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import { pendingLegalAccountListSchema } from "@alicerce/shared/schemas/verification";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { isPlatformAdmin } from "../auth/privileges.ts";
import { listPendingLegalAccounts, verifyAccount } from "./service.ts";

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Platform admins check legal accounts' OAB registrations and verify them. */
export const legalVerificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    const { user } = await deps.requireUser(request, reply);
    if (!isPlatformAdmin(user)) {
      throw new AppError("FORBIDDEN", "Apenas administradores da plataforma podem verificar contas.");
    }
    return user;
  }

  app.get(
    "/api/admin/legal-accounts",
    {
      schema: {
        tags: ["admin"],
        summary: "Contas jurídicas aguardando verificação (número e UF da OAB)",
        response: { 200: pendingLegalAccountListSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireAdmin(request, reply);
      reply.header("cache-control", "no-store");
      return { items: await listPendingLegalAccounts(deps.db) };
    },
  );

  app.post(
    "/api/admin/users/:id/verify",
    {
      schema: {
        tags: ["admin"],
        summary: "Verifica uma conta (uma conta jurídica passa a ter acesso jurídico)",
        params: idParamsSchema,
        response: {
          200: z.object({ id: z.string(), email: z.string(), type: z.string(), verified: z.literal(true) }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await requireAdmin(request, reply);
      const account = await verifyAccount(deps.db, request.params.id);
      return { id: account.id, email: account.email, type: account.type, verified: true as const };
    },
  );
};
