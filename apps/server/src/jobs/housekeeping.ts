import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { rateLimit, session, throttleCounters, verification } from "../db/schema/index.ts";

/**
 * Deletes rows that can no longer matter: expired sessions and verification tokens, throttle
 * counters whose window and block ended a day ago, old better-auth rate-limit rows.
 */
export async function deleteExpiredRows(db: Database) {
  await db.delete(session).where(lt(session.expiresAt, sql`now()`));
  await db.delete(verification).where(lt(verification.expiresAt, sql`now()`));
  await db
    .delete(throttleCounters)
    .where(
      sql`${throttleCounters.windowStartedAt} < now() - interval '1 day' and coalesce(${throttleCounters.blockedUntil}, '-infinity') < now()`,
    );
  await db.delete(rateLimit).where(lt(rateLimit.lastRequest, Date.now() - 24 * 3600 * 1000));
}
