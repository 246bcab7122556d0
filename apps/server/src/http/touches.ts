import type { FastifyInstance } from "fastify";
import type { DataDomain } from "../cache/data-domains.ts";
import type { DataGeneration } from "../cache/data-generation.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The data domains a write route changes (cache/data-domains.ts), e.g. `["chat"]`: only the
     * caches of those domains are invalidated by it. A write route that declares nothing touches
     * every domain, so forgetting the declaration costs cache hits, never correctness
     * (test/touches.test.ts still refuses a write route without a declaration).
     */
    touches?: readonly DataDomain[];
  }
  interface FastifyInstance {
    /** Every route that may write, with what it declared it touches (undefined: nothing declared). */
    writeRoutes: WriteRoute[];
  }
}

export type WriteRoute = { method: string; url: string; readonly touches: readonly DataDomain[] | undefined };

const VERIFY_EMAIL = "/api/auth/verify-email";

/** Unsafe methods, and the one GET that writes (the e-mail confirmation link). */
export const mayWrite = (method: string, url: string) =>
  !(method === "GET" || method === "HEAD" || method === "OPTIONS") || url.startsWith(VERIFY_EMAIL);

/**
 * Every request that may have written moves the generation of the domains it touches before its
 * answer leaves, so the client's next read never meets a cache entry from before its own write. A
 * refused request (4xx, 5xx) committed nothing and moves nothing: refusals cannot empty the caches.
 * Every write route commits its transaction before its handler returns, so a 2xx answer means
 * "committed" (docs/decisions/025-per-domain-invalidation-and-uncached-list.md).
 */
export function registerGenerationBumps(app: FastifyInstance, generation: DataGeneration) {
  const writeRoutes: WriteRoute[] = [];
  app.decorate("writeRoutes", writeRoutes);
  // Registered before any route, so every route of every plugin passes here.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!mayWrite(method, route.url)) continue;
      // Read when asked: a plugin's touchesByDefault hook runs after this one and fills the config in.
      writeRoutes.push({
        method,
        url: route.url,
        get touches() {
          return route.config?.touches;
        },
      });
    }
  });
  // Fastify's callback form: a read (most requests) passes at once, without an async hook's promise.
  app.addHook("onSend", (request, reply, _payload, done) => {
    if (!mayWrite(request.method, request.url) || reply.statusCode >= 400) return done();
    const touches = request.routeOptions.config?.touches;
    // `[]`: the route writes nothing any cache reads (a log line).
    if (touches?.length === 0) return done();
    // Waits until PostgreSQL has taken the announcement (one round trip, PostgreSQL only): the other
    // processes are being told before the answer leaves, not whenever the pool gets to it, so the
    // client's next request, whichever process the proxy sends it to, is very unlikely to meet a cache
    // from before its write (docs/decisions/031-several-processes.md).
    generation.bump(touches).then(() => done(), done);
  });
}

/**
 * What the write routes of one module touch unless a route declares otherwise: call it first in the
 * module's routes plugin (its hook sees only the routes registered after it, in that plugin).
 */
export function touchesByDefault(app: FastifyInstance, domains: readonly DataDomain[]) {
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.config?.touches || !methods.some((m) => mayWrite(m, route.url))) return;
    route.config = { ...route.config, touches: domains };
  });
}
