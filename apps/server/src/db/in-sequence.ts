/**
 * Awaits queries one after the other and gives their results in order, like `Promise.all` does.
 * Drizzle's query builders run only when awaited, so each starts after the previous one answered.
 * Pass the builders themselves: a call of an async function has already sent its query, and a list
 * of those runs at once (the seed's signers loop for that reason).
 * For the queries of one transaction: they share its connection, where `Promise.all` gains nothing
 * (pg queues them) and pg 8.23 deprecates the queueing (db/prepared-statements.ts refuses it under test).
 */
export async function inSequence<T extends readonly PromiseLike<unknown>[]>(
  queries: [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
