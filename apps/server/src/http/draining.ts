import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

export const SHUTTING_DOWN_MESSAGE = "O servidor está reiniciando. Tente novamente em alguns segundos.";

/**
 * From the moment the app starts closing (SIGTERM, decision 029), a request that still reaches this
 * process (on a connection opened before) is answered 503 in the API's error shape with
 * `Connection: close`, so the client or the proxy retries on another process; requests already in
 * flight run to their end. Registered first, so its preClose runs before every other one.
 */
export function registerDraining(app: FastifyInstance) {
  let draining = false;
  app.addHook("preClose", async () => {
    draining = true;
  });
  app.addHook("onRequest", async (_request, reply) => {
    if (!draining) return;
    reply.header("connection", "close");
    throw new AppError("UNAVAILABLE", SHUTTING_DOWN_MESSAGE);
  });
  return { isDraining: () => draining };
}
