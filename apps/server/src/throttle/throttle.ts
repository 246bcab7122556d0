import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { throttleCounters } from "../db/schema/index.ts";

export type ThrottleRule = { limit: number; windowSeconds: number };
export type ThrottleCheck = { key: string; rule: ThrottleRule };

/**
 * Counts `n` attempts at once against `key` if, and only if, all `n` fit within the limit of the
 * current window; otherwise counts nothing and answers false (a request for 100 recipients against
 * a cap of 50 is refused whole, and spends none of it). One conditional upsert: its row lock
 * serialises concurrent callers, so however many arrive at once, together they never pass the
 * limit, across processes sharing the database. Run it with the caller's transaction (`executor`)
 * and the count is given back by the rollback if anything later in that transaction fails.
 */
export async function admitCounted(executor: Database, key: string, rule: ThrottleRule, n: number): Promise<boolean> {
  if (n <= 0) return true;
  if (n > rule.limit) return false;
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const expired = sql`${throttleCounters.windowStartedAt} + ${window} < now()`;
  const rows = await executor
    .insert(throttleCounters)
    .values({
      key,
      hits: n,
      windowStartedAt: sql`now()`,
      blockedUntil: n >= rule.limit ? sql`now() + ${window}` : null,
    })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        hits: sql`case when ${expired} then ${n}::int else ${throttleCounters.hits} + ${n}::int end`,
        windowStartedAt: sql`case when ${expired} then now() else ${throttleCounters.windowStartedAt} end`,
        blockedUntil: sql`case
          when ${expired} then (case when ${n}::int >= ${rule.limit}::int then now() + ${window} end)
          when ${throttleCounters.hits} + ${n}::int >= ${rule.limit}::int then ${throttleCounters.windowStartedAt} + ${window}
          else ${throttleCounters.blockedUntil} end`,
      },
      // The existing row is changed only when the whole batch fits (or its window is over).
      setWhere: sql`${expired} or ${throttleCounters.hits} + ${n}::int <= ${rule.limit}::int`,
    })
    .returning({ hits: throttleCounters.hits });
  return rows.length > 0;
}

/**
 * Fixed-window counters in PostgreSQL. Every attempt is counted and judged by one atomic upsert
 * (`insert … on conflict … do update … returning`): the row lock serialises concurrent attempts,
 * so however many arrive at once, at most `limit` of them per window see a count within the
 * limit. Processes sharing the database count together.
 */
export function createThrottle(db: Database) {
  /** Counts one attempt against `key`; returns the count in the current window (this one included). */
  async function count(key: string, rule: ThrottleRule): Promise<number> {
    const window = sql`make_interval(secs => ${rule.windowSeconds})`;
    const expired = sql`${throttleCounters.windowStartedAt} + ${window} < now()`;
    const [row] = await db
      .insert(throttleCounters)
      .values({
        key,
        hits: 1,
        windowStartedAt: sql`now()`,
        blockedUntil: rule.limit <= 1 ? sql`now() + ${window}` : null,
      })
      .onConflictDoUpdate({
        target: throttleCounters.key,
        set: {
          hits: sql`case when ${expired} then 1 else ${throttleCounters.hits} + 1 end`,
          windowStartedAt: sql`case when ${expired} then now() else ${throttleCounters.windowStartedAt} end`,
          // Kept for operators and housekeeping: when the key stops being refused.
          blockedUntil: sql`case
            when ${expired} then (case when ${rule.limit} <= 1 then now() + ${window} end)
            when ${throttleCounters.hits} + 1 >= ${rule.limit} then ${throttleCounters.windowStartedAt} + ${window}
            else ${throttleCounters.blockedUntil} end`,
        },
      })
      .returning({ hits: throttleCounters.hits });
    return row?.hits ?? Number.POSITIVE_INFINITY;
  }

  async function refund(key: string): Promise<void> {
    await db
      .update(throttleCounters)
      .set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` })
      .where(sql`${throttleCounters.key} = ${key} and ${throttleCounters.hits} > 0`);
  }

  return {
    /**
     * Counts this attempt against every key and says whether it may go ahead. When one key is
     * over its limit the attempt is refused and its counts are given back: only attempts that
     * went ahead use up a budget, so a refused flood on one key (one address hammering one
     * account) does not spend another key's budget (that account's, from everywhere). Each
     * key's count never drops below the attempts it let through, so the limit still holds.
     */
    async admit(checks: ThrottleCheck[]): Promise<boolean> {
      const counted: string[] = [];
      for (const { key, rule } of checks) {
        const hits = await count(key, rule);
        counted.push(key);
        if (hits > rule.limit) {
          for (const k of counted) await refund(k);
          return false;
        }
      }
      return true;
    },

    /** Gives back one counted attempt (a login that turned out to be right was no failure). */
    refund,

    async clear(key: string): Promise<void> {
      await db.delete(throttleCounters).where(sql`${throttleCounters.key} = ${key}`);
    },
  };
}

export type Throttle = ReturnType<typeof createThrottle>;

/** Counters whose window and block both ended more than a day ago can no longer matter. */
export async function deleteExpiredCounters(db: Database) {
  await db
    .delete(throttleCounters)
    .where(
      sql`${throttleCounters.windowStartedAt} < now() - interval '1 day' and coalesce(${throttleCounters.blockedUntil}, '-infinity') < now()`,
    );
}
