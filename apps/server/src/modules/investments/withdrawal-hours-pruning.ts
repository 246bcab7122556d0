import { sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { investmentWithdrawalHours } from "../../db/schema/projects.ts";

/**
 * Deletes the kept withdrawal-period hours that ended more than two hours ago; how many rows. Readers add up
 * only the current hour and those ahead, and the totals trigger writes an hour only while it is at most one
 * hour old (migration 0044, decision 130), so a row past that margin is never read or written again. Without
 * this, the table grows by up to four rows (its stripes) for every hour in which some commitment's period ended.
 */
export async function deletePassedWithdrawalHours(db: Database): Promise<number> {
  const deleted = await db
    .delete(investmentWithdrawalHours)
    .where(sql`${investmentWithdrawalHours.endsHour} < date_trunc('hour', now(), 'UTC') - interval '2 hours'`)
    .returning({ stripe: investmentWithdrawalHours.stripe });
  return deleted.length;
}
