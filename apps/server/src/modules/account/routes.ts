import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { uuidSchema } from "@alicerce/shared/schemas/common";
import {
  accountSessionListSchema,
  accountSettingsSchema,
  changeEmailInputSchema,
  changePasswordInputSchema,
  messageResponseSchema,
  notificationPreferencesSchema,
  updateProfileInputSchema,
} from "@alicerce/shared/schemas/account";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { sendStoredFile } from "../files/index.ts";
import { changePassword, requestEmailChange } from "./password.ts";
import { readPreferences, savePreferences } from "../notifications/index.ts";
import { readSettings, updateProfile } from "./settings.ts";
import { findAvatarFile } from "./avatars.ts";
import { endOneSession, endOtherSessions, listSessions } from "./sessions.ts";
import { touchesByDefault } from "../../http/touches.ts";

/** "Minha Conta" (docs/product/account-and-notifications.md): the signed-in person's own data only. */
export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["accounts"]);
  const { db } = deps;

  app.get(
    "/api/account",
    {
      schema: {
        tags: ["account"],
        summary: "Dados da conta da sessão (nome, email, CPF, telefone, foto, CNPJ da empresa do fornecedor)",
        response: { 200: accountSettingsSchema, ...errorResponses },
      },
    },
    async (request) => readSettings(db, request.user.id),
  );

  app.patch(
    "/api/account/profile",
    {
      // The profile's name also renames the user's supplier listing.
      config: { touches: ["accounts", "suppliers"] },
      schema: {
        tags: ["account"],
        summary: "Salva nome, CPF, telefone, foto e, para fornecedores, o CNPJ da empresa",
        body: updateProfileInputSchema,
        response: { 200: accountSettingsSchema, ...errorResponses },
      },
    },
    async (request) => updateProfile(deps, request.user.id, request.body),
  );

  app.post(
    "/api/account/email",
    {
      schema: {
        tags: ["account"],
        summary:
          "Pede a troca de email (exige a senha atual): um link de confirmação vai para o novo endereço; o antigo é avisado quando a troca acontece",
        body: changeEmailInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => requestEmailChange(deps, request.user, request.body, request),
  );

  app.post(
    "/api/account/password",
    {
      schema: {
        tags: ["account"],
        summary: "Altera a senha (exige a atual) e encerra as outras sessões",
        body: changePasswordInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => changePassword(deps, request.user, request.body, request, reply),
  );

  app.get(
    "/api/account/sessions",
    {
      schema: {
        tags: ["account"],
        summary: "Sessões ativas da conta: dispositivo, endereço, último uso e qual é a deste navegador",
        response: { 200: accountSessionListSchema, ...errorResponses },
      },
    },
    async (request) => listSessions(deps, request),
  );

  app.delete(
    "/api/account/sessions/:id",
    {
      schema: {
        tags: ["account"],
        summary: "Encerra uma sessão da conta (não a deste navegador: para ela, Sair)",
        params: z.object({ id: uuidSchema }),
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => endOneSession(deps, request, request.params.id),
  );

  app.post(
    "/api/account/sessions/end-others",
    {
      schema: {
        tags: ["account"],
        summary: "Encerra todas as sessões da conta, menos a deste navegador",
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => endOtherSessions(deps, request),
  );

  app.get(
    "/api/account/notification-preferences",
    {
      schema: {
        tags: ["account"],
        summary: "Preferências de notificação: email, push e resumo semanal",
        response: { 200: notificationPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => readPreferences(db, request.user.id),
  );

  app.put(
    "/api/account/notification-preferences",
    {
      config: { touches: ["notifications"] },
      schema: {
        tags: ["account"],
        summary: "Salva as preferências de notificação",
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => savePreferences(db, request.user.id, request.body),
  );

  app.get(
    "/api/avatars/:fileId",
    {
      schema: {
        tags: ["account"],
        summary: "A foto de perfil de uma conta (imagens em uso como foto de perfil apenas)",
        params: z.object({ fileId: uuidSchema }),
      },
    },
    async (request, reply) => {
      const file = await findAvatarFile(db, request.params.fileId);
      return sendStoredFile(reply, deps.storage, file, { caching: "image" });
    },
  );
};
