import { createHash } from "node:crypto";
import pg from "pg";

/**
 * How many distinct query texts this process prepares. The app's queries are a bounded set (values
 * travel as parameters), but a few builders make one text per list length (`in ($1, $2, …)`); past
 * this many, further texts simply run unprepared.
 */
const MAX_PREPARED_TEXTS = 2000;
const names = new Map<string, string>();

function statementName(text: string): string | null {
  const known = names.get(text);
  if (known) return known;
  if (names.size >= MAX_PREPARED_TEXTS) return null;
  const name = `q_${createHash("sha1").update(text).digest("hex").slice(0, 20)}`;
  names.set(text, name);
  return name;
}

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown };

/**
 * Under test, a query sent to a connection that is still running another (outside pg's pipeline mode)
 * is an error. That happens when code runs `Promise.all` over the queries of one transaction: pg
 * queues them, so they gain nothing, and pg 8.23 deprecates the queueing (removed in pg 9). Production
 * keeps pg's queueing; the API tests on PostgreSQL find such code first.
 */
const REFUSE_QUEUED_QUERIES = process.env.NODE_ENV === "test";

type ClientQueue = { pipeline?: boolean; _activeQuery?: unknown; _queryQueue?: unknown[] };

function refuseQueuedQuery(client: pg.Client, config: unknown) {
  const state = client as unknown as ClientQueue;
  if (state.pipeline || (!state._activeQuery && !state._queryQueue?.length)) return;
  const text = typeof config === "string" ? config : ((config as QueryConfig | undefined)?.text ?? "");
  // A failed statement's rollback may be queued behind a query still running: that is pg's job.
  if (/^\s*rollback/i.test(String(text))) return;
  throw new Error(
    `A query was sent to a connection still running another (one transaction's queries run one at a time; ` +
      `await each instead of Promise.all): ${String(text).replace(/\s+/g, " ").slice(0, 120)}`,
  );
}

/**
 * A PostgreSQL connection that prepares every parameterised query once and then only binds and
 * executes it. Planning the project list's query costs PostgreSQL about three times what running
 * it does on the demo data (EXPLAIN ANALYZE: 1.0–1.6 ms planning, 0.3 ms execution); a prepared
 * statement is planned once per connection and, after a few runs, reuses a generic plan.
 * Queries without parameters (migrations, LISTEN, DDL, several statements in one text) are left
 * alone: PostgreSQL cannot prepare several statements at once, and those run rarely.
 */
export class PreparingClient extends pg.Client {
  // The overloads of pg.Client#query are many; this only names object-form queries and passes
  // every argument through unchanged.
  override query(...args: unknown[]): never {
    if (REFUSE_QUEUED_QUERIES) refuseQueuedQuery(this, args[0]);
    const [config, values] = args as [QueryConfig, unknown];
    if (config && typeof config === "object" && typeof config.text === "string" && config.name === undefined) {
      const hasValues = Array.isArray(values)
        ? values.length > 0
        : Array.isArray(config.values) && config.values.length > 0;
      const name = hasValues ? statementName(config.text) : null;
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}
