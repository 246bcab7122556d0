import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import { touchesByDefault } from "../../http/touches.ts";

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  // Its only write is a log line: nothing any cache reads.
  touchesByDefault(app, []);
  app.get(
    "/api/health",
    {
      schema: {
        tags: ["system"],
        summary: "Saúde do servidor e do banco de dados",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => {
      await deps.db.execute(sql`select 1`);
      return { status: "ok" as const };
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
      request.log.warn({ path: request.body.path, referer: request.headers.referer }, "page not found (client)");
      return reply.status(204).send();
    },
  );
};
