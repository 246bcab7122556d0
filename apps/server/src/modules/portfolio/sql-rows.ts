import type { SQL } from "drizzle-orm";
import type { Database } from "../../db/client.ts";

/**
 * Runs a hand-written select and answers its rows. The aggregates of this module (windows,
 * generated series, CTEs) read better as SQL than as builder calls; PGlite and node-postgres both
 * answer `{ rows }`. numeric columns arrive as strings: callers convert them with `num`.
 */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A numeric or bigint from PostgreSQL (string, number or null) as a number; null stays null. */
export const num = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Same, with 0 for null (sums over no rows). */
export const amount = (value: string | number | null | undefined): number => num(value) ?? 0;
