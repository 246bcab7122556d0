import type { Database } from "../db/client.ts";
import { deleteExpiredAuthRows } from "../modules/auth/index.ts";
import { deleteExpiredCounters } from "../throttle/index.ts";

/**
 * Deletes rows that can no longer matter, each through the module that owns the table: expired
 * sessions and verification tokens, old better-auth rate-limit rows, spent throttle counters.
 */
export async function deleteExpiredRows(db: Database) {
  await deleteExpiredAuthRows(db);
  await deleteExpiredCounters(db);
}
