import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  loginInputSchema,
  registerInputSchema,
  registerResponseSchema,
  sessionResponseSchema,
} from "@alicerce/shared/schemas/auth";
import {
  loginResponseSchema,
  signedInResponseSchema,
  twoFactorLoginInputSchema,
} from "@alicerce/shared/schemas/two-factor";
import type { AppDeps } from "../../app-deps.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { authHeaders } from "./request-headers.ts";
import { login, logout, register } from "./service.ts";
import { completeTwoFactorLogin } from "./two-factor-login.ts";
import { completePasskeyLogin, startPasskeyLogin } from "./passkey-login.ts";
import { passkeyCeremonyOptionsSchema, passkeyLoginInputSchema } from "@alicerce/shared/schemas/passkeys";
import { touchesByDefault } from "../../http/touches.ts";
import { afterChangeLink, beforeChangeLink, readChangeLink } from "./email-change.ts";
import { appPaths } from "@alicerce/shared/routes";

/** better-auth endpoints the browser may reach directly; everything else goes through ours. */
const FORWARDED_AUTH_PATHS = new Set(["/api/auth/verify-email"]);

const INVALID_LINK_MESSAGE = "Link de confirmação inválido ou expirado. Peça um novo link.";

/** A root-relative path ("/dashboard"), not "//host" or "/\\host" that browsers read as another site. */
const isOwnPath = (value: string) => /^\/(?![/\\])/.test(value);

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  touchesByDefault(app, ["accounts"]);
  app.post(
    "/api/auth/register",
    {
      schema: {
        tags: ["auth"],
        summary: "Cria uma conta com perfil (nome, CPF, telefone, tipo) e inicia a sessão",
        body: registerInputSchema,
        response: { 201: registerResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await register(deps, request.body, request, reply);
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags: ["auth"],
        summary: "Entra com email e senha; limitado por conta e por endereço",
        body: loginInputSchema,
        response: { 200: loginResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => login(deps, request.body, request, reply),
  );

  app.post(
    "/api/auth/login/two-factor",
    {
      schema: {
        tags: ["auth"],
        summary: "Segunda etapa do login: o código do aplicativo autenticador ou um código de recuperação",
        body: twoFactorLoginInputSchema,
        response: { 200: signedInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => completeTwoFactorLogin(deps, request.body, request, reply),
  );

  app.post(
    "/api/auth/login/passkey/options",
    {
      schema: {
        tags: ["auth"],
        summary: "Entrar com passkey, passo 1: o desafio WebAuthn para navigator.credentials.get() (5 minutos)",
        response: { 200: passkeyCeremonyOptionsSchema, ...errorResponses },
      },
    },
    async (request, reply) => startPasskeyLogin(deps, request, reply),
  );

  app.post(
    "/api/auth/login/passkey",
    {
      schema: {
        tags: ["auth"],
        summary:
          "Entrar com passkey, passo 2: a assinatura do autenticador; vale pelo login inteiro, segunda etapa incluída",
        body: passkeyLoginInputSchema,
        response: { 200: signedInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => completePasskeyLogin(deps, request.body, request, reply),
  );

  app.post(
    "/api/auth/logout",
    { schema: { tags: ["auth"], summary: "Encerra a sessão no servidor" } },
    async (request, reply) => {
      await logout(deps, request, reply);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/auth/session",
    {
      schema: {
        tags: ["auth"],
        summary: "O usuário da sessão atual, ou null",
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const session = await deps.readSession(request, reply);
      return { user: session?.user ?? null };
    },
  );

  // E-mail confirmation links land here; better-auth verifies the token and redirects.
  app.get("/api/auth/*", { schema: { hide: true } }, async (request, reply) => {
    const url = new URL(request.url, deps.config.publicUrl);
    if (!FORWARDED_AUTH_PATHS.has(url.pathname)) {
      return reply.status(404).send({ error: { code: "NOT_FOUND", message: "Recurso não encontrado." } });
    }
    // The link only ever sends people back into Alicerce: a path of ours, never another site.
    const callback = url.searchParams.get("callbackURL");
    if (callback !== null && !isOwnPath(callback)) {
      return reply.status(403).send({ error: { code: "FORBIDDEN", message: INVALID_LINK_MESSAGE } });
    }
    const token = url.searchParams.get("token");
    if (!token) {
      return reply.status(400).send({ error: { code: "VALIDATION_ERROR", message: INVALID_LINK_MESSAGE } });
    }
    // A link that moves the account to a new address: refused once the move was undone, and
    // followed by the notice to the old address (docs/decisions/044-email-change-needs-password-and-undo.md).
    const change = readChangeLink(token);
    const before = change ? await beforeChangeLink(deps.db, change) : undefined;
    if (before?.refused) {
      return reply.status(400).send({ error: { code: "VALIDATION_ERROR", message: INVALID_LINK_MESSAGE } });
    }
    const response = await deps.auth.handler(new Request(url, { method: "GET", headers: authHeaders(request) }));
    // better-auth answers a refused link with a redirect too, so the account itself says whether it moved.
    if (change) await afterChangeLink(deps, change, before?.emailBefore);
    if (response.status >= 400) {
      // better-auth answers its own errors in English and in its own shape.
      request.log.warn({ status: response.status }, "e-mail confirmation refused");
      const [status, code] = response.status === 403 ? [403, "FORBIDDEN"] : [400, "VALIDATION_ERROR"];
      return reply.status(status).send({ error: { code, message: INVALID_LINK_MESSAGE } });
    }
    reply.status(response.status);
    // The link confirms the e-mail and signs nobody in (decision 090): someone who is not signed in
    // lands on the login, told whether the e-mail was confirmed, instead of a page that needs a
    // session. A signed-in person (who asked for the link in Minha Conta) goes where it says.
    const location = response.headers.get("location");
    const toLogin = !change && location !== null && !(await deps.readSession(request, reply));
    response.headers.forEach((value, key) => {
      if (key !== "set-cookie") reply.header(key, value);
    });
    if (toLogin) {
      const refused = new URL(location, deps.config.publicUrl).searchParams.has("error");
      reply.header("location", appPaths.loginAfterEmailLink(refused ? "invalido" : "confirmado"));
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  });
};
