import type { FastifyInstance } from "fastify";
import type { DataDomain } from "../cache/data-domains.ts";
import type { DataGeneration } from "../cache/data-generation.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The data domains a write route changes (cache/data-domains.ts), e.g. `["chat"]`: only the
     * caches of those domains are invalidated by it. A write route that declares nothing touches
     * every domain, so forgetting the declaration costs cache hits, never correctness.
     */
    touches?: readonly DataDomain[];
  }
}

/** Unsafe methods, and the one GET that writes (the e-mail confirmation link). */
const mayWrite = (method: string, url: string) =>
  !(method === "GET" || method === "HEAD" || method === "OPTIONS") || url.startsWith("/api/auth/verify-email");

/**
 * Every request that may have written moves the generation of the domains it touches before its
 * answer leaves, so the client's next read never meets a cache entry from before its own write. A
 * refused request (4xx, 5xx) committed nothing and moves nothing: refusals cannot empty the caches.
 */
export function registerGenerationBumps(app: FastifyInstance, generation: DataGeneration) {
  app.addHook("onSend", async (request, reply) => {
    if (!mayWrite(request.method, request.url) || reply.statusCode >= 400) return;
    generation.bump(request.routeOptions.config?.touches);
  });
}
