import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { ReadSession, SessionContext } from "./session.ts";
import { unauthenticated } from "./app-error.ts";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The signed-in user. Set by the authenticated scope before the handler runs; read anywhere
     * else it answers 401 rather than `undefined`, so a route registered in the wrong scope fails
     * closed.
     */
    readonly user: CurrentUser;
  }
}

const sessions = new WeakMap<FastifyRequest, SessionContext>();

/** The session the authenticated scope found for this request, if it ran. */
export const sessionOf = (request: FastifyRequest): SessionContext | undefined => sessions.get(request);

/** Adds `request.user` to every request of the app (once, on the root instance). */
export function decorateRequestUser(app: FastifyInstance) {
  app.decorateRequest("user", {
    getter(this: FastifyRequest) {
      const session = sessions.get(this);
      if (!session) throw unauthenticated();
      return session.user;
    },
  });
}

/**
 * Registers `routes` in a scope where every request must carry a valid session: the session is
 * read once, before the handler (after schema validation, so a malformed request is still a 400),
 * and the user is then `request.user`. Public routes are registered outside it.
 */
export async function registerAuthenticated(
  app: FastifyInstance,
  readSession: ReadSession,
  routes: (scope: FastifyInstance) => Promise<void>,
) {
  await app.register(async (scope) => {
    scope.addHook("preHandler", async (request, reply) => {
      const session = await readSession(request, reply);
      if (!session) throw unauthenticated();
      sessions.set(request, session);
    });
    await routes(scope);
  });
}
