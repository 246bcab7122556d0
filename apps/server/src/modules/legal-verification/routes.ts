import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../http/error-responses.ts";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import { pendingLegalAccountListSchema } from "@alicerce/shared/schemas/verification";
import type { AppDeps } from "../../app-deps.ts";
import { restrictTo } from "../../http/audience.ts";
import { isPlatformAdmin } from "../auth/index.ts";
import { listPendingLegalAccounts, verifyAccount } from "./service.ts";

/** Platform admins check legal accounts' OAB registrations and verify them. */
export const legalVerificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  restrictTo(app, isPlatformAdmin, () => "Apenas administradores da plataforma podem verificar contas.");

  app.get(
    "/api/admin/legal-accounts",
    {
      schema: {
        tags: ["admin"],
        summary: "Contas jurídicas aguardando verificação (número e UF da OAB)",
        response: { 200: pendingLegalAccountListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
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
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const account = await verifyAccount(deps.db, request.params.id);
      return { id: account.id, email: account.email, type: account.type, verified: true as const };
    },
  );
};
