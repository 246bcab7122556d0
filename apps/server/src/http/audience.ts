import type { FastifyInstance } from "fastify";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { AppError } from "./app-error.ts";

/**
 * Narrows a plugin registered inside the authenticated scope to one audience (the legal desk, the
 * admin desk): every route of the plugin answers 403 with `refusal` for anyone else. Checked once
 * per scope, after the authenticated scope's preHandler has set `request.user`.
 */
export function restrictTo(
  app: FastifyInstance,
  allowed: (user: CurrentUser) => boolean,
  refusal: (user: CurrentUser) => string,
) {
  // Fastify's callback form: nothing waits (a throw is the request's error, as from an async hook).
  app.addHook("preHandler", (request, _reply, done) => {
    if (!allowed(request.user)) throw new AppError("FORBIDDEN", refusal(request.user));
    done();
  });
}
