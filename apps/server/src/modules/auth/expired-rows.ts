import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { rateLimit, session, verification } from "../../db/schema/index.ts";

/** Expired sessions and verification tokens, and better-auth's rate-limit rows older than a day. */
export async function deleteExpiredAuthRows(db: Database) {
  await db.delete(session).where(lt(session.expiresAt, sql`now()`));
  await db.delete(verification).where(lt(verification.expiresAt, sql`now()`));
  await db.delete(rateLimit).where(lt(rateLimit.lastRequest, Date.now() - 24 * 3600 * 1000));
}
