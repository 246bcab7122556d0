import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import type { Config } from "../config.ts";

/**
 * A request's signed-in session, as the kernel sees it: the user and the session's id. The auth
 * module reads it from the cookie (modules/auth/session-reader.ts); the kernel's scopes, budgets
 * and idempotency use it without importing that module (decision 097).
 */
export type SessionContext = { user: CurrentUser; sessionId: string };

/** Reads the request's session; null when it carries none or it expired. */
export type ReadSession = (request: FastifyRequest, reply: FastifyReply) => Promise<SessionContext | null>;

/** better-auth's session cookie name for this configuration. */
export function sessionCookieName(config: Config): string {
  return config.secureCookies ? "__Host-alicerce.session_token" : "alicerce.session_token";
}
