import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParamsSchema } from "@alicerce/shared/schemas/common";
import { messageResponseSchema } from "@alicerce/shared/schemas/account";
import {
  addPasskeyInputSchema,
  passkeyCeremonyOptionsSchema,
  passkeyListSchema,
  passkeyOptionsInputSchema,
  passkeySchema,
  removePasskeyInputSchema,
  renamePasskeyInputSchema,
} from "@alicerce/shared/schemas/passkeys";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { touchesByDefault } from "../../http/touches.ts";
import { addPasskey, listPasskeys, removePasskey, renamePasskey, startPasskeyRegistration } from "./passkeys.ts";

/** "Passkeys" (docs/api/account.md#passkeys): the signed-in person's own only. */
export const passkeyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["accounts"]);

  app.get(
    "/api/account/passkeys",
    {
      schema: {
        tags: ["account"],
        summary: "As passkeys da conta: nome, quando foi adicionada e o último uso",
        response: { 200: passkeyListSchema, ...errorResponses },
      },
    },
    async (request) => listPasskeys(deps, request.user),
  );

  app.post(
    "/api/account/passkeys/options",
    {
      schema: {
        tags: ["account"],
        summary: "Adicionar passkey, passo 1 (exige a senha): o desafio WebAuthn para navigator.credentials.create()",
        body: passkeyOptionsInputSchema,
        response: { 200: passkeyCeremonyOptionsSchema, ...errorResponses },
      },
    },
    async (request, reply) => startPasskeyRegistration(deps, request.user, request.body.password, request, reply),
  );

  app.post(
    "/api/account/passkeys",
    {
      schema: {
        tags: ["account"],
        summary: "Adicionar passkey, passo 2: a resposta do autenticador e o nome da passkey",
        body: addPasskeyInputSchema,
        response: { 201: z.object({ message: z.string(), passkey: passkeySchema }), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addPasskey(deps, request.user, request.body, request, reply)),
  );

  app.patch(
    "/api/account/passkeys/:id",
    {
      schema: {
        tags: ["account"],
        summary: "Renomeia uma passkey da conta",
        params: idParamsSchema,
        body: renamePasskeyInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => renamePasskey(deps, request.user, request.params.id, request.body.name, request),
  );

  app.post(
    "/api/account/passkeys/:id/remove",
    {
      schema: {
        tags: ["account"],
        summary: "Remove uma passkey da conta (exige a senha)",
        params: idParamsSchema,
        body: removePasskeyInputSchema,
        response: { 200: messageResponseSchema, ...errorResponses },
      },
    },
    async (request) => removePasskey(deps, request.user, request.params.id, request.body.password, request),
  );
};
