import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The origins a browser may send state-changing API requests from. */
export function allowedOrigins(config: Config): Set<string> {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (!config.secureCookies) {
    // Plain-http installs are reached as localhost or 127.0.0.1 interchangeably.
    origins.add(`http://localhost:${config.port}`);
    origins.add(`http://127.0.0.1:${config.port}`);
  }
  if (config.env === "development") origins.add("http://localhost:5173");
  return origins;
}

/**
 * CSRF defence in depth, on top of SameSite=Lax cookies and JSON-only bodies: a browser request
 * that changes state must come from our own origin. Requests without Origin or Fetch Metadata
 * (curl, server-to-server, tests) are not browser-forged and pass.
 */
export function registerOriginGuard(app: FastifyInstance, config: Config) {
  const allowed = allowedOrigins(config);
  app.addHook("onRequest", async (request, reply) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    const site = request.headers["sec-fetch-site"];
    const foreignOrigin = typeof origin === "string" && origin !== "null" && !allowed.has(origin);
    if (foreignOrigin || origin === "null" || site === "cross-site") {
      request.log.warn({ origin, site }, "cross-origin request refused");
      return reply.status(403).send({ error: { code: "FORBIDDEN", message: "Origem da requisição não permitida." } });
    }
  });
}
