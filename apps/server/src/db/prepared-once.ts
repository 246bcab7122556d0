import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { withCompiledRows } from "./compiled-rows.ts";

/**
 * A statement built with drizzle once per database (or transaction) and name, then only executed.
 * Building a query costs the server more CPU than PostgreSQL spends running the small ones a page
 * makes (the project-life bench, decision 065: drizzle's builder was a quarter of the project page's CPU), and a named
 * statement is planned once per connection. Every value must be a `sql.placeholder`, so that one
 * statement serves every user; `name` identifies it (usually PostgreSQL's name for it, which must
 * stay unique to its text). Its selects map their rows with a mapper compiled once (compiled-rows.ts).
 */
export function preparedOnce<T>(db: object, name: string, build: () => T): T {
  let byName = builtByDatabase.get(db);
  if (!byName) builtByDatabase.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = withCompiledRows(build())));
  return statement;
}

const builtByDatabase = new WeakMap<object, Map<string, unknown>>();

/** A statement name PostgreSQL keeps whole (63 characters at most), unique to the statement's parts. */
export const hashedStatementName = (prefix: string, key: string) =>
  `${prefix}_${createHash("sha1").update(key).digest("hex").slice(0, 16)}`;

/**
 * A placeholder PostgreSQL cannot look into when it plans (a one-value subquery), for a statement whose
 * generic plan serves every value well: with the value in view PostgreSQL compares each call's own plan
 * with the generic one by estimated cost alone, and for a statement of many joins it kept planning every
 * call (its planning costs more than its estimate says: 1–2 ms against 1 ms of reading, decision 068).
 * Hiding the value makes both plans cost the same, so after five calls the generic plan is kept.
 */
export const opaquePlaceholder = (name: string, type: "uuid" | "text" | "integer") =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;

/**
 * SQL: `column = 'value'` (or `in (...)` for several) with the value written into the statement, for a
 * value fixed in code (an enum's), never a client's. Bound, PostgreSQL's generic plan knows neither the
 * value's frequency nor that a partial index on it applies, so it costs more than each call's own plan
 * and PostgreSQL plans every call anew (decision 086).
 */
export function fixedValue(column: AnyPgColumn, ...values: [string, ...string[]]): SQL {
  const literals = values.map((v) => `'${v.replace(/'/g, "''")}'`);
  return literals.length === 1
    ? sql`${column} = ${sql.raw(literals[0]!)}`
    : sql`${column} in (${sql.raw(literals.join(", "))})`;
}

/**
 * An OFFSET bound as an opaque placeholder: bound plainly, PostgreSQL costs a generic plan as if a tenth
 * of the rows were skipped while each call's own plan knows the offset, so it planned every call anew (the
 * documents list, decision 086). Hidden, both plans cost it alike. Drizzle writes a SQL fragment given to
 * `.offset()` as it is (its type does not say so, hence the cast).
 */
export const opaqueOffset = (name: string): number => opaquePlaceholder(name, "integer") as unknown as number;

/**
 * A LIMIT written into the statement instead of bound: with a bound LIMIT PostgreSQL costs a generic plan
 * as if a tenth of the matching rows were read, far above a plan for the real count, so it plans every
 * call anew (decision 068). Drizzle binds a number given to `.limit()`; a SQL fragment it writes as it is
 * (its type does not say so, hence the cast). Only for a count the server chose, never a client's value.
 */
export const literalLimit = (rows: number): number => rowCount(rows) as unknown as number;

/** A row count the server chose, as SQL text: for `limit` inside a fragment, and for `literalLimit`. */
export function rowCount(rows: number): SQL {
  if (!Number.isInteger(rows) || rows < 0) throw new Error(`not a row count: ${rows}`);
  return sql.raw(String(rows));
}

/**
 * How many rows a page of `limit` items reads: at least one more than the page (whether a next page
 * exists), rounded up to one of five sizes. The count is written into the statement rather than bound
 * (`literalLimit`: a bound LIMIT made PostgreSQL plan every call anew, decision 068); five sizes keep
 * the statements per connection few whatever `limit` (1–50) a client sends. The extra rows are dropped.
 */
const ROWS_TO_READ = [4, 7, 13, 25, 51];
export const rowsToRead = (limit: number) => ROWS_TO_READ.find((rows) => rows > limit) ?? limit + 1;
