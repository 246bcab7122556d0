import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import type { Database } from "../../db/client.ts";
import { profiles } from "../../db/schema/index.ts";
import { AppError, unauthenticated } from "../../http/app-error.ts";
import type { Auth } from "./better-auth.ts";
import { authHeaders, forwardCookies } from "./request-headers.ts";

type SessionUser = { id: string; email: string; name?: string | null; image?: string | null };

/**
 * Builds the product's user from the profile; without one, from the account's own data with
 * type investor and verified false (SPEC §4).
 */
export async function buildCurrentUser(db: Database, u: SessionUser): Promise<CurrentUser> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, u.id)).limit(1);
  if (profile) {
    return {
      id: u.id,
      email: u.email,
      name: profile.name,
      type: profile.type,
      avatar_url: profile.avatarUrl,
      verified: profile.verified,
    };
  }
  return {
    id: u.id,
    email: u.email,
    name: u.name || FALLBACK_USER_NAME,
    type: "investor",
    avatar_url: u.image ?? null,
    verified: false,
  };
}

export type SessionContext = { user: CurrentUser; sessionId: string };

/**
 * Reads the session behind the request's cookie. Past its absolute lifetime the session is
 * revoked even if it is still in use, so a stolen cookie cannot be kept alive forever.
 */
export async function readSession(
  deps: { auth: Auth; db: Database; maxAgeSeconds: number },
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionContext | null> {
  const headers = authHeaders(request);
  const { headers: responseHeaders, response } = await deps.auth.api.getSession({
    headers,
    returnHeaders: true,
  });
  if (!response) return null;
  const ageSeconds = (Date.now() - new Date(response.session.createdAt).getTime()) / 1000;
  if (ageSeconds > deps.maxAgeSeconds) {
    const signOut = await deps.auth.api.signOut({ headers, asResponse: true });
    forwardCookies(signOut.headers, reply);
    return null;
  }
  forwardCookies(responseHeaders, reply);
  return {
    user: await buildCurrentUser(deps.db, response.user),
    sessionId: response.session.id,
  };
}

export function forbidden(message = "Você não tem permissão para esta ação.") {
  return new AppError("FORBIDDEN", message);
}

export { unauthenticated };
