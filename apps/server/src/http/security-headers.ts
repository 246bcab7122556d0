import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's headers, worked out once at start-up and set on every answer. @fastify/helmet builds
 * helmet's middleware again on every request (its CSP directives parsed anew each time: 2–3 % of the
 * server's CPU under the project-list load, decision 032); these options have no per-request part
 * (no nonce), so the headers are the same for every answer and are computed by helmet itself.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    // On the raw answer, as helmet does: also there for routes that write to it themselves.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/** The headers helmet sets with `options`, captured from one run of its middleware. */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string) => headers.set(name, value),
    removeHeader: (name: string) => headers.delete(name),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}
