import type { SQL } from "drizzle-orm";
import type { Database } from "./client.ts";

/**
 * Runs a hand-written select and answers its rows as the driver gives them (PGlite and node-postgres both
 * answer `{ rows }`): no per-field mapping. numeric columns arrive as strings; timestamps as strings on
 * node-postgres (drizzle's type parsers) and as dates on PGlite, so readers convert them.
 */
export async function rowsOf<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp column of `rowsOf`'s rows as a Date (null stays null). */
export const dateOf = (value: string | Date | null): Date | null =>
  value === null ? null : value instanceof Date ? value : new Date(value);
