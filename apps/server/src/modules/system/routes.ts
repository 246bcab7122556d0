import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import { AppError } from "../../http/app-error.ts";
import { errorResponses } from "../../http/error-responses.ts";
import { touchesByDefault } from "../../http/touches.ts";
import { isCurrent, readMigrationStatus } from "../../db/migration-status.ts";
import { redactUrl } from "../../http/log-redactions.ts";

export const DATABASE_UNREACHABLE_MESSAGE = "O banco de dados não está acessível no momento.";
export const MIGRATIONS_NOT_CURRENT_MESSAGE =
  "O banco de dados não está na versão deste servidor: as migrações precisam ser aplicadas.";

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Its only write is a log line: nothing any cache reads.
  touchesByDefault(app, []);

  // Liveness (docs/api/system.md): the process answers. No database call, so a slow or restarting
  // database does not get healthy processes killed by the orchestrator.
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "O processo do servidor está vivo (não consulta o banco de dados)",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  // Readiness: send traffic here only when the database answers and has exactly this code's
  // migrations. While the process shuts down, the draining hook answers 503 before this runs.
  app.get(
    "/api/ready",
    {
      schema: {
        tags: ["system"],
        summary: "O servidor está pronto: banco de dados acessível e migrações em dia",
        response: { 200: z.object({ status: z.literal("ready") }), ...errorResponses },
      },
    },
    async (request) => {
      let current: boolean;
      try {
        current = isCurrent(await readMigrationStatus(deps.db));
      } catch (err) {
        request.log.warn({ err }, "readiness: database unreachable");
        throw new AppError("UNAVAILABLE", DATABASE_UNREACHABLE_MESSAGE);
      }
      if (!current) throw new AppError("UNAVAILABLE", MIGRATIONS_NOT_CURRENT_MESSAGE);
      return { status: "ready" as const };
    },
  );

  // The SPA reports the paths it could not route, so broken links show up in the server logs.
  app.post(
    "/api/client-events/not-found",
    {
      schema: {
        tags: ["system"],
        summary: "Registra no log um caminho desconhecido visitado no app",
        body: z.object({ path: z.string().min(1).max(2048) }),
      },
    },
    async (request, reply) => {
      // Either may be a mailed link with its secret (a mistyped reset link): redacted like the request line.
      const referer = request.headers.referer;
      request.log.warn(
        { path: redactUrl(request.body.path), referer: referer && redactUrl(referer) },
        "page not found (client)",
      );
      return reply.status(204).send();
    },
  );
};
