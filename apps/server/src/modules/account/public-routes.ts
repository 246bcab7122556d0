import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  FORGOT_PASSWORD_SENT,
  forgotPasswordInputSchema,
  messageResponseSchema,
  resetPasswordInputSchema,
  undoEmailChangeInputSchema,
} from "@alicerce/shared/schemas/account";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { requestPasswordReset, resetPassword, undoEmailChange } from "./password.ts";
import { touchesByDefault } from "../../http/touches.ts";

/**
 * "Esqueci minha senha" and the page its link opens, and the undo link mailed to the old address
 * after an e-mail change: public, reached without a session.
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["accounts"]);
  app.post(
    "/api/auth/forgot-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Envia um link de redefinição de senha (mesma resposta com ou sem conta; limitado como o login)",
        body: forgotPasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email, request);
      return { message: FORGOT_PASSWORD_SENT };
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      schema: {
        tags: ["auth"],
        summary: "Define a nova senha com o token do link (uso único, expira) e encerra todas as sessões",
        body: resetPasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => resetPassword(deps, request.body, request),
  );

  app.post(
    "/api/account/email/undo",
    {
      schema: {
        tags: ["account"],
        summary:
          "Desfaz uma troca de email com o link enviado ao endereço antigo (uso único, 7 dias): o email antigo volta e todas as sessões da conta são encerradas",
        body: undoEmailChangeInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => undoEmailChange(deps, request.body.token, request),
  );
};
