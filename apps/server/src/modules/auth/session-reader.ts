import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CurrentUser } from "@alicerce/shared/schemas/auth";
import { FALLBACK_USER_NAME } from "@alicerce/shared/user-types";
import { LruCache } from "../../cache/lru-cache.ts";
import type { DataGeneration } from "../../cache/data-generation.ts";
import type { Config } from "../../config.ts";
import type { Database, ReadDatabase } from "../../db/client.ts";
import { withCompiledRows } from "../../db/compiled-rows.ts";
import { profiles, session, user } from "../../db/schema/index.ts";
import { sessionCookieName, type ReadSession, type SessionContext } from "../../http/session.ts";

type SessionRow = {
  sessionId: string;
  expiresAt: Date;
  createdAt: Date;
  userId: string;
  email: string;
  accountName: string;
  image: string | null;
  profileName: string | null;
  type: CurrentUser["type"] | null;
  avatarUrl: string | null;
  verified: boolean | null;
};

/**
 * Reads the session behind the request's cookie in one query (session + account + profile),
 * the hot path of every authenticated request, kept in memory until the next write. The cookie is better-auth's: the session token,
 * a dot and the base64 HMAC-SHA256 of the token with the auth secret. Expiry works as
 * better-auth's: a sliding idle timeout extended at most once per `updateAge`; on top of it,
 * a session older than the absolute lifetime is deleted even while in use.
 */
export function createSessionReader(deps: {
  db: Database;
  /** Where the session is read: every request's first query (decision 032). */
  reads: ReadDatabase;
  config: Config;
  secret: string;
  updateAgeSeconds: number;
  generation: DataGeneration;
}) {
  const { db, config, generation } = deps;
  // The row behind each recently seen token, valid until the next write anywhere (a logout, a
  // profile change) moves the generation. Expiry is still checked on every request below.
  const cache = new LruCache<string, SessionRow>(config.readCache ? 10_000 : 0, 30_000);
  const cookieName = sessionCookieName(config);
  const idleMs = config.session.idleTimeoutSeconds * 1000;
  const maxAgeMs = config.session.maxAgeSeconds * 1000;

  // Prepared once: every request reads its session, and building this query with drizzle costs more
  // than running it (the project list does the same, decision 025).
  const sessionByToken = withCompiledRows(
    deps.reads
      .select({
        sessionId: session.id,
        expiresAt: session.expiresAt,
        createdAt: session.createdAt,
        userId: user.id,
        email: user.email,
        accountName: user.name,
        image: user.image,
        profileName: profiles.name,
        type: profiles.type,
        avatarUrl: profiles.avatarUrl,
        verified: profiles.verified,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(sql`${session.token} = ${sql.placeholder("token")} and ${session.expiresAt} > now()`)
      .limit(1)
      .prepare("session_by_token"),
  );

  async function loadRow(token: string): Promise<SessionRow | undefined> {
    const [row] = await sessionByToken.execute({ token });
    return row;
  }

  function verifiedToken(raw: string | undefined): string | null {
    if (!raw) return null;
    const dot = raw.lastIndexOf(".");
    if (dot < 1) return null;
    const token = raw.slice(0, dot);
    const given = Buffer.from(raw.slice(dot + 1), "base64");
    const expected = createHmac("sha256", deps.secret).update(token).digest();
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }

  function setCookie(reply: FastifyReply, value: string, maxAgeSeconds: number) {
    reply.setCookie(cookieName, value, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.secureCookies,
      maxAge: maxAgeSeconds,
    });
  }

  return async function readSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionContext | null> {
    const raw = request.cookies[cookieName];
    const token = verifiedToken(raw);
    if (!token) return null;
    const seenAt = generation.current("accounts");
    let row = cache.get(token, seenAt) ?? (await loadRow(token));
    const now = Date.now();
    if (!row || row.expiresAt.getTime() <= now) {
      cache.delete(token);
      return null;
    }
    if (now - row.createdAt.getTime() > maxAgeMs) {
      cache.delete(token);
      await db.delete(session).where(eq(session.id, row.sessionId));
      reply.clearCookie(cookieName, { path: "/" });
      return null;
    }
    if (row.expiresAt.getTime() - idleMs + deps.updateAgeSeconds * 1000 < now) {
      const expiresAt = new Date(now + idleMs);
      await db
        .update(session)
        .set({ expiresAt, updatedAt: new Date(now) })
        .where(eq(session.id, row.sessionId));
      setCookie(reply, raw!, config.session.idleTimeoutSeconds);
      row = { ...row, expiresAt };
    }
    cache.set(token, row, seenAt);
    // docs/product/accounts.md#current-user: the profile when there is one; otherwise the account's data as an investor.
    const current: CurrentUser = row.type
      ? {
          id: row.userId,
          email: row.email,
          name: row.profileName!,
          type: row.type,
          avatar_url: row.avatarUrl,
          verified: row.verified ?? false,
        }
      : {
          id: row.userId,
          email: row.email,
          name: row.accountName || FALLBACK_USER_NAME,
          type: "investor",
          avatar_url: row.image ?? null,
          verified: false,
        };
    return { user: current, sessionId: row.sessionId };
  };
}

/**
 * The same reader, run at most once per request: the rate limits read the session in onRequest to
 * choose the budget, and the authenticated scope, idempotency and /api/auth/session read it again
 * later. Every read happens before the handler changes anything, so the first answer holds.
 */
export function oncePerRequest(read: ReadSession): ReadSession {
  const answers = new WeakMap<FastifyRequest, Promise<SessionContext | null>>();
  return (request, reply) => {
    let answer = answers.get(request);
    if (!answer) {
      answer = read(request, reply);
      answers.set(request, answer);
    }
    return answer;
  };
}
