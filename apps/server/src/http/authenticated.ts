import type { FastifyInstance, FastifyRequest } from "fastify";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { loginReturningTo } from "@alicerce/shared/return-path";
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
 * A link opened in the browser (a download e-mailed or copied, such as "Baixar meus dados"), not a
 * call of the app: the browser asks for a page, which fetch and the API client never do.
 */
const isPageNavigation = (request: FastifyRequest) =>
  request.method === "GET" && (request.headers.accept ?? "").includes("text/html");

/**
 * Registers `routes` in a scope where every request must carry a valid session: the session is
 * read once, before the handler (after schema validation, so a malformed request is still a 400),
 * and the user is then `request.user`. Public routes are registered outside it. Without a session
 * an API call gets its JSON 401; a browser that opened the address gets the login, which returns
 * to it afterwards (decision 121).
 */
export async function registerAuthenticated(
  app: FastifyInstance,
  readSession: ReadSession,
  routes: (scope: FastifyInstance) => Promise<void>,
) {
  await app.register(async (scope) => {
    scope.addHook("preHandler", async (request, reply) => {
      const session = await readSession(request, reply);
      if (!session && isPageNavigation(request)) return reply.redirect(loginReturningTo(request.url), 303);
      if (!session) throw unauthenticated();
      sessions.set(request, session);
    });
    await routes(scope);
  });
}
