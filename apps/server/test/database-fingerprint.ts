import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../src/db/client.ts";

/** One fingerprint per table of the public schema: its row count and the sum of its rows' xmin. */
export type DatabaseFingerprint = Map<string, string>;

/** Rows of a raw query, on PGlite and node-postgres alike (both answer `{ rows }`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The application's tables (migrations' bookkeeping lives in the drizzle schema, not here). */
export async function publicTables(db: Database): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/**
 * Fingerprints every table in one statement, so "nothing was written" covers updates and deletes
 * as well as inserts. Every row version PostgreSQL keeps carries `xmin`, the transaction that
 * wrote it: an insert or update adds a row version with a new xmin (so the sum moves), a delete
 * lowers the count, and a rolled-back write leaves no visible version at all. Much cheaper than
 * hashing every row's text, which matters when it runs after each of thousands of requests.
 */
export function fingerprintQuery(tables: string[]) {
  const parts = tables.map(
    (table) =>
      sql`select ${table} as t, count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text as h from ${sql.identifier(table)}`,
  );
  return sql.join(parts, sql` union all `);
}

export async function fingerprint(db: Database, query: SQL): Promise<DatabaseFingerprint> {
  const rows = await rowsOf<{ t: string; h: string }>(db, query);
  return new Map(rows.map((r) => [r.t, r.h]));
}

/** The tables whose fingerprint differs between two fingerprints. */
export function changedTables(before: DatabaseFingerprint, after: DatabaseFingerprint): string[] {
  return [...after.keys()].filter((table) => before.get(table) !== after.get(table));
}
