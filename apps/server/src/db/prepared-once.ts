import { createHash } from "node:crypto";

/**
 * A statement built with drizzle once per database (or transaction) and name, then only executed.
 * Building a query costs the server more CPU than PostgreSQL spends running the small ones a page
 * makes (issue 30's bench: drizzle's builder was a quarter of the project page's CPU), and a named
 * statement is planned once per connection. Every value must be a `sql.placeholder`, so that one
 * statement serves every user; `name` identifies it (usually PostgreSQL's name for it, which must
 * stay unique to its text).
 */
export function preparedOnce<T>(db: object, name: string, build: () => T): T {
  let byName = builtByDatabase.get(db);
  if (!byName) builtByDatabase.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build()));
  return statement;
}

const builtByDatabase = new WeakMap<object, Map<string, unknown>>();

/** A statement name PostgreSQL keeps whole (63 characters at most), unique to the statement's parts. */
export const hashedStatementName = (prefix: string, key: string) =>
  `${prefix}_${createHash("sha1").update(key).digest("hex").slice(0, 16)}`;
