import { inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { throttleCounters } from "../../db/schema/index.ts";

export type ThrottleRule = { limit: number; windowSeconds: number };

/**
 * Fixed-window counters in PostgreSQL. `hit` is one atomic upsert, so concurrent processes
 * sharing the database count together; once a key reaches its limit it stays blocked until
 * its window ends.
 */
export function createThrottle(db: Database) {
  return {
    /** True when any of the keys is blocked right now. */
    async isBlocked(keys: string[]): Promise<boolean> {
      if (keys.length === 0) return false;
      const rows = await db
        .select({ key: throttleCounters.key })
        .from(throttleCounters)
        .where(sql`${inArray(throttleCounters.key, keys)} and ${throttleCounters.blockedUntil} > now()`);
      return rows.length > 0;
    },

    /** Counts one attempt against `key`; returns true when this attempt reached the limit. */
    async hit(key: string, rule: ThrottleRule): Promise<boolean> {
      const window = sql`make_interval(secs => ${rule.windowSeconds})`;
      const [row] = await db
        .insert(throttleCounters)
        .values({ key, hits: 1, windowStartedAt: sql`now()` })
        .onConflictDoUpdate({
          target: throttleCounters.key,
          set: {
            hits: sql`case when ${throttleCounters.windowStartedAt} + ${window} < now() then 1 else ${throttleCounters.hits} + 1 end`,
            windowStartedAt: sql`case when ${throttleCounters.windowStartedAt} + ${window} < now() then now() else ${throttleCounters.windowStartedAt} end`,
            blockedUntil: sql`case when ${throttleCounters.windowStartedAt} + ${window} < now() then null else ${throttleCounters.blockedUntil} end`,
          },
        })
        .returning({ hits: throttleCounters.hits, windowStartedAt: throttleCounters.windowStartedAt });
      if (!row || row.hits < rule.limit) return false;
      await db
        .update(throttleCounters)
        .set({ blockedUntil: sql`${throttleCounters.windowStartedAt} + ${window}` })
        .where(sql`${throttleCounters.key} = ${key}`);
      return true;
    },

    async clear(key: string): Promise<void> {
      await db.delete(throttleCounters).where(sql`${throttleCounters.key} = ${key}`);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
