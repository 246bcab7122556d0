import { client } from "../client";

/**
 * POST /api/client-events/not-found: tells the server's log which unknown path a visitor reached.
 * Best effort (`keepalive` lets it finish if the visitor leaves); the page renders offline too.
 */
export function reportNotFound(path: string): void {
  client.POST("/api/client-events/not-found", { body: { path }, keepalive: true }).catch(() => {});
}
