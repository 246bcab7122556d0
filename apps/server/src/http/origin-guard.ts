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

/** The routes that take a multipart body (the file upload, the escrow statement's import); every other write takes JSON. */
const MULTIPART_ROUTES = new Set(["POST /api/files", "POST /api/admin/reconciliation/statements"]);

export const JSON_ONLY_MESSAGE = "Envie os dados no formato JSON (Content-Type: application/json).";

/**
 * The media type of a state-changing request, when it is one a cross-site <form> could send
 * without a preflight (text/plain, a form post, multipart) and the route does not take it.
 * Such a body is refused before it is parsed, so a route without a body cannot be triggered by a
 * form post from an old browser that sends no Origin (docs/security.md#cross-site-requests).
 */
function unexpectedMediaType(method: string, path: string, contentType: string | undefined): string | null {
  if (contentType === undefined) return null;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return null;
  if (type === "multipart/form-data" && MULTIPART_ROUTES.has(`${method} ${path}`)) return null;
  return type;
}

/**
 * CSRF defence in depth, on top of SameSite=Lax cookies: a browser request that changes state must
 * come from our own origin, and carry JSON (or multipart on the upload route). Requests without
 * Origin or Fetch Metadata (curl, server-to-server, tests) are not browser-forged and pass the
 * origin check; the media-type check holds for them too.
 */
export function registerOriginGuard(app: FastifyInstance, config: Config) {
  const allowed = allowedOrigins(config);
  // Fastify's callback form: nothing here waits, and an async hook costs every request a promise.
  // A refusal sends its answer and does not call `done` (Fastify's way to answer from a hook).
  app.addHook("onRequest", (request, reply, done) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith("/api/")) return done();
    const origin = request.headers.origin;
    const site = request.headers["sec-fetch-site"];
    const foreignOrigin = typeof origin === "string" && origin !== "null" && !allowed.has(origin);
    if (foreignOrigin || origin === "null" || site === "cross-site") {
      request.log.warn({ origin, site }, "cross-origin request refused");
      reply.status(403).send({ error: { code: "FORBIDDEN", message: "Origem da requisição não permitida." } });
      return;
    }
    const mediaType = unexpectedMediaType(request.method, request.url.split("?")[0]!, request.headers["content-type"]);
    if (mediaType !== null) {
      request.log.warn({ mediaType }, "state-changing request with a non-JSON body refused");
      reply.status(400).send({ error: { code: "VALIDATION_ERROR", message: JSON_ONLY_MESSAGE } });
      return;
    }
    done();
  });
}
