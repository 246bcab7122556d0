/** What merging needs of a message: its id, its time and, for one's own, the client id it was sent with. */
export type Mergeable = { id: string; created_at: string; client_id?: string | null };

const byTimeThenId = (a: Mergeable, b: Mergeable) =>
  a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * One ordered list from pages, live events and catch-up fetches that may overlap: each id once
 * (the latest copy wins, so an "important" update replaces the older copy), oldest first, ties by id
 * as the server's keyset orders them.
 */
export function mergeMessages<M extends Mergeable>(...lists: readonly (readonly M[])[]): M[] {
  const byId = new Map<string, M>();
  for (const list of lists) for (const message of list) byId.set(message.id, message);
  return [...byId.values()].sort(byTimeThenId);
}

/** The pending sends the server has not confirmed yet: a confirmed one arrives with the same client id. */
export function unconfirmed<P extends { client_id: string }>(pending: readonly P[], held: readonly Mergeable[]): P[] {
  const confirmed = new Set(held.flatMap((m) => (m.client_id ? [m.client_id] : [])));
  return pending.filter((p) => !confirmed.has(p.client_id));
}

/** The newest message held, to ask the server for what came after it once the socket is back. */
export function newestOf<M extends Mergeable>(messages: readonly M[]): M | undefined {
  let newest: M | undefined;
  for (const message of messages) if (!newest || byTimeThenId(message, newest) > 0) newest = message;
  return newest;
}
