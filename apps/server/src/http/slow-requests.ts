import type { FastifyInstance } from "fastify";

/**
 * Logs, at warn level, every answer that took at least `thresholdMs` (SLOW_REQUEST_MS): what an
 * operator running at `warn` needs to tell a slow server from a wrong answer, and what the
 * end-to-end run's log shows when a page waits too long (decision 075). The route's pattern is
 * logged, never the address asked for: its path and query may carry a search term or an id.
 */
export function registerSlowRequestLog(app: FastifyInstance, thresholdMs: number): void {
  app.addHook("onResponse", (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (ms >= thresholdMs) {
      request.log.warn(
        {
          method: request.method,
          route: request.routeOptions.url ?? "(no route)",
          status: reply.statusCode,
          ms: Math.round(ms),
        },
        "slow request",
      );
    }
    done();
  });
}
