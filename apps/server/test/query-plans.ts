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

/** A captured parameter written into a statement as a quoted literal. */
const literal = (value: unknown) => `'${value instanceof Date ? value.toISOString() : String(value)}'`;

/**
 * The plan's lines for `statement`, its parameters written in as literals. With `indexesOnly`, sequential
 * scans are discouraged: the test data is small enough for a scan to win, and the question is whether an
 * index can serve. With `ordersFromIndexes`, sorts are discouraged too: whether an index gives the order.
 */
export async function planOf(
  database: DatabaseHandle,
  statement: Statement,
  { indexesOnly = false, ordersFromIndexes = false } = {},
): Promise<string[]> {
  const text = `explain ${statement.query.replace(/\$(\d+)/g, (_, n: string) => literal(statement.params[Number(n) - 1]))}`;
  const result = await database.db.transaction(async (tx) => {
    if (indexesOnly) await tx.execute(sql`set local enable_seqscan = off`);
    if (ordersFromIndexes) await tx.execute(sql`set local enable_sort = off`);
    return (await tx.execute(sql.raw(text))) as unknown as { rows: { "QUERY PLAN": string }[] };
  });
  return result.rows.map((r) => r["QUERY PLAN"]);
}

/**
 * How PostgreSQL plans `statement` when one connection runs it `runs` times as a prepared statement
 * with the same values: after five plans of its own per call it keeps the generic plan only when that
 * plan's estimated cost is no higher (pg_prepared_statements counts both kinds).
 */
export async function plansChosen(database: DatabaseHandle, statement: Statement, runs = 8) {
  const values = statement.params.map(literal).join(", ");
  return database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`prepare plans_chosen as ${statement.query}`));
    for (let run = 0; run < runs; run++)
      await tx.execute(sql.raw(`execute plans_chosen${values ? `(${values})` : ""}`));
    const result = (await tx.execute(
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name = 'plans_chosen'`,
    )) as unknown as { rows: { generic: number; custom: number }[] };
    await tx.execute(sql`deallocate plans_chosen`);
    return result.rows[0]!;
  });
}
