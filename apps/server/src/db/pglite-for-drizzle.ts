import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";

type Query = PGlite["query"];

/**
 * The PGlite client as drizzle-orm should get it. drizzle sends its own parsers with every query
 * (dates, times, intervals and a few arrays of them kept as text, which drizzle maps itself), and
 * PGlite copies its ~320 parsers and drizzle's into a new object for each query before reading a row:
 * ~90 µs of a 150 µs small read, measured. This view moves drizzle's parsers into the client's own
 * table the first time it sees each type and sends the queries without them, so PGlite reads rows
 * with its table as it is. drizzle answers the same; the client's own `query`, for anyone else, then
 * returns those types as text too (nothing else in the app queries it). Decision 080.
 */
export function pgliteForDrizzle(client: PGlite): PGlite {
  const table = client.parsers;
  const moved = new Set<string>();
  const withoutParsers = (options: QueryOptions | undefined): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    const { parsers, ...rest } = options;
    for (const [type, parser] of Object.entries(parsers)) {
      if (moved.has(type)) continue;
      table[type] = parser;
      moved.add(type);
    }
    return rest;
  };
  const queryOf =
    (target: { query: Query }): Query =>
    (text, params, options) =>
      target.query(text, params, withoutParsers(options));
  const query = queryOf(client);
  const transaction: PGlite["transaction"] = (callback) =>
    client.transaction((tx) => callback(viewOf(tx, { query: queryOf(tx) })));
  return viewOf(client, { query, transaction });
}

/** `target` with some members replaced; every other method is called on `target` itself (PGlite's private fields). */
function viewOf<T extends PGlite | Transaction>(target: T, replaced: Partial<T>): T {
  return new Proxy(target, {
    get(object, property) {
      if (Object.hasOwn(replaced, property)) return replaced[property as keyof T];
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(object) : value;
    },
  });
}
