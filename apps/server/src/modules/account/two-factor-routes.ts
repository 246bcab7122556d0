import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { messageResponseSchema } from "@alicerce/shared/schemas/account";
import {
  recoveryCodesSchema,
  twoFactorConfirmInputSchema,
  twoFactorPasswordInputSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "@alicerce/shared/schemas/two-factor";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { touchesByDefault } from "../../http/touches.ts";
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  readTwoFactorStatus,
  renewRecoveryCodes,
  startTwoFactorSetup,
} from "./two-factor.ts";

/** "Verificação em duas etapas" (docs/api/account.md#two-factor): the signed-in person's own only. */
export const twoFactorRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["accounts"]);

  app.get(
    "/api/account/two-factor",
    {
      schema: {
        tags: ["account"],
        summary: "Se a verificação em duas etapas está ativa, e se a plataforma pede que a conta a use",
        response: { 200: twoFactorStatusSchema, ...errorResponses },
      },
    },
    async (request) => readTwoFactorStatus(deps, request.user),
  );

  app.post(
    "/api/account/two-factor/setup",
    {
      schema: {
        tags: ["account"],
        summary: "Começa a ativação (exige a senha): QR code, chave e 10 códigos de recuperação",
        body: twoFactorPasswordInputSchema,
        response: { 200: twoFactorSetupSchema, ...errorResponses },
      },
    },
    async (request) => startTwoFactorSetup(deps, request.user, request.body.password, request),
  );

  app.post(
    "/api/account/two-factor/confirm",
    {
      schema: {
        tags: ["account"],
        summary: "Conclui a ativação com o primeiro código do aplicativo autenticador",
        body: twoFactorConfirmInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => confirmTwoFactorSetup(deps, request.user, request.body.code, request, reply),
  );

  app.post(
    "/api/account/two-factor/disable",
    {
      schema: {
        tags: ["account"],
        summary: "Desativa a verificação em duas etapas (exige a senha)",
        body: twoFactorPasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => disableTwoFactor(deps, request.user, request.body.password, request, reply),
  );

  app.post(
    "/api/account/two-factor/recovery-codes",
    {
      schema: {
        tags: ["account"],
        summary: "Gera 10 novos códigos de recuperação (exige a senha); os anteriores deixam de valer",
        body: twoFactorPasswordInputSchema,
        response: { 200: recoveryCodesSchema, ...errorResponses },
      },
    },
    async (request) => renewRecoveryCodes(deps, request.user, request.body.password, request),
  );
};
