import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { uuidSchema } from "@alicerce/shared/schemas/common";
import { messageResponseSchema } from "@alicerce/shared/schemas/account";
import {
  dataExportDownloadQuerySchema,
  dataExportListSchema,
  deleteAccountInputSchema,
} from "@alicerce/shared/schemas/privacy";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { touchesByDefault } from "../../http/touches.ts";
import { sendStoredFile } from "../files/index.ts";
import { deleteAccount } from "./account-deletion.ts";
import { findDownloadableExport, listDataExports, requestDataExport } from "./export-requests.ts";

/** The LGPD rights of Minha Conta (docs/product/privacy.md): the signed-in person's own data only. */
export const privacyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["files"]);

  app.post(
    "/api/account/data-export",
    {
      schema: {
        tags: ["account"],
        summary: "Pede o arquivo com os dados da conta (LGPD); um email leva o link quando estiver pronto",
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const answer = await requestDataExport(deps, request.user.id);
      // Built right away when this process runs the jobs; otherwise by the next timer tick.
      if (deps.config.jobs) void app.jobs.dataExports().catch(() => undefined);
      return answer;
    },
  );

  app.get(
    "/api/account/data-export",
    {
      schema: {
        tags: ["account"],
        summary: "Os pedidos de dados da conta e a situação de cada um",
        response: { 200: dataExportListSchema, ...errorResponses },
      },
    },
    async (request) => listDataExports(deps, request.user.id),
  );

  app.get(
    "/api/account/data-export/:id/download",
    {
      schema: {
        tags: ["account"],
        summary: "Baixa o ZIP dos dados: exige o token do link enviado por email e a sessão da própria conta",
        params: z.object({ id: uuidSchema }),
        querystring: dataExportDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await findDownloadableExport(deps, request.user.id, request.params.id, request.query.token);
      return sendStoredFile(reply, deps.storage, file, { caching: "download" });
    },
  );

  app.post(
    "/api/account/delete",
    {
      // The name shown on supplier pages, reviews, chat and teams changes with the profile.
      config: { touches: ["accounts", "suppliers", "projects", "quotations", "chat", "notifications"] },
      schema: {
        tags: ["account"],
        summary: "Exclui a conta (senha + EXCLUIR): anonimiza os dados pessoais e encerra todas as sessões",
        body: deleteAccountInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => deleteAccount(deps, request.user, request.body.password, request, reply),
  );
};
