import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../src/db/client.ts";

type Statement = { query: string; params: unknown[] };

/**
 * The first statement `matches` picks among those the app sends while `run` runs (read from the
 * database's query log), for tests that check how PostgreSQL would run a statement the app really builds.
 */
export async function captureStatement(
  database: DatabaseHandle,
  matches: (query: string) => boolean,
  run: () => Promise<unknown>,
): Promise<Statement> {
  const seen: Statement[] = [];
  const logQuery = database.log.logQuery.bind(database.log);
  database.log.logQuery = (query, params) => {
    if (matches(query)) seen.push({ query, params });
    logQuery(query, params);
  };
  try {
    await run();
  } finally {
    database.log.logQuery = logQuery;
  }
  const [first] = seen;
  if (!first) throw new Error("the app sent no statement the test looks for");
  return first;
}

/**
 * The plan's lines for `statement`, its parameters written in as literals. With `indexesOnly`, sequential
 * scans are discouraged: the test data is small enough for a scan to win, and the question is whether an
 * index can serve.
 */
export async function planOf(
  database: DatabaseHandle,
  statement: Statement,
  { indexesOnly = false } = {},
): Promise<string[]> {
  const literal = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
  const text = `explain ${statement.query.replace(/\$(\d+)/g, (_, n: string) => `'${literal(statement.params[Number(n) - 1])}'`)}`;
  const result = await database.db.transaction(async (tx) => {
    if (indexesOnly) await tx.execute(sql`set local enable_seqscan = off`);
    return (await tx.execute(sql.raw(text))) as unknown as { rows: { "QUERY PLAN": string }[] };
  });
  return result.rows.map((r) => r["QUERY PLAN"]);
}
