import { randomUUID } from "node:crypto";
import pg from "pg";
import { DATA_DOMAINS, isDataDomain, type DataDomain } from "./data-domains.ts";
import { APP_CONNECTION_OPTIONS } from "../db/connection-options.ts";

/**
 * Counters that move whenever data this process may have cached could have changed: one per data
 * domain (projects, accounts, chat…, see data-domains.ts), bumped after every write request that
 * committed (before its response leaves) for the domains the route declares, and, with several
 * processes on one PostgreSQL server, when another process announces a write through NOTIFY. Read
 * caches store the generation of the domain they read from and treat any other as a miss; a read
 * that raced a write stores under the older generation and is never served.
 */
export type DataGeneration = {
  /** The domain's counter; without a domain, a counter that moves on any write at all. */
  current(domain?: DataDomain): number;
  /**
   * A write committed here: moves the domains' counters (all when none are named) and tells the
   * other processes. Resolves once PostgreSQL has taken the announcement (never rejects: a failed
   * one is logged), so a write's answer can wait for it (http/touches.ts).
   */
  bump(domains?: readonly DataDomain[]): Promise<void>;
  close(): Promise<void>;
};

export const CHANGES_CHANNEL = "alicerce_changes";

/**
 * The NOTIFY payload: `<process id>` (every domain, the form older senders such as the admin
 * command use) or `<process id>:<domain>,<domain>`.
 */
export function changePayload(processId: string, domains?: readonly DataDomain[]): string {
  return domains ? `${processId}:${domains.join(",")}` : processId;
}

export function parseChangePayload(payload: string): { processId: string; domains: readonly DataDomain[] } {
  const colon = payload.indexOf(":");
  if (colon === -1) return { processId: payload, domains: DATA_DOMAINS };
  const named = payload.slice(colon + 1).split(",");
  // A domain this version does not know (a newer process): count it as a change to everything.
  const domains = named.every(isDataDomain) ? named : DATA_DOMAINS;
  return { processId: payload.slice(0, colon), domains };
}

function counters() {
  const byDomain = new Map<DataDomain, number>(DATA_DOMAINS.map((d) => [d, 0]));
  let any = 0;
  return {
    get: (domain?: DataDomain) => (domain ? byDomain.get(domain)! : any),
    move(domains: readonly DataDomain[] = DATA_DOMAINS) {
      for (const d of domains) byDomain.set(d, byDomain.get(d)! + 1);
      any++;
    },
  };
}

/** One process owns the database (PGlite): its own writes are all there is. */
export function localGeneration(): DataGeneration {
  const count = counters();
  return {
    current: (domain) => count.get(domain),
    bump: async (domains) => count.move(domains),
    close: async () => {},
  };
}

/**
 * Several processes may share the PostgreSQL server: each listens on one connection of its own
 * and announces its writes on the pool. Until the listener is connected, and whenever it drops,
 * the counters move on every read, so nothing is cached that could miss another process's write.
 */
export function sharedGeneration(options: {
  connectionString: string;
  pool: pg.Pool;
  log: (message: string) => void;
}): DataGeneration {
  const processId = randomUUID();
  const count = counters();
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;

  async function listen() {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString, options: APP_CONNECTION_OPTIONS });
    next.on("notification", (message) => {
      const change = parseChangePayload(message.payload ?? "");
      if (change.processId !== processId) count.move(change.domains);
    });
    // A dropped connection may surface as an error, an end, or both: react once.
    let lost = false;
    const onLost = (reason: string) => {
      if (lost || closed) return;
      lost = true;
      options.log(`change listener lost: ${reason}`);
      listening = false;
      count.move();
      next.end().catch(() => {});
      setTimeout(() => void listen(), 1000).unref();
    };
    next.on("error", (err) => onLost(err.message));
    next.on("end", () => onLost("connection ended"));
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      client = next;
      count.move();
      listening = true;
    } catch (err) {
      if (lost) return; // already handled by onLost
      lost = true;
      options.log(`change listener could not connect: ${(err as Error).message}`);
      await next.end().catch(() => {});
      if (!closed) setTimeout(() => void listen(), 1000).unref();
    }
  }
  void listen();

  return {
    current(domain) {
      if (!listening) count.move();
      return count.get(domain);
    },
    async bump(domains) {
      count.move(domains);
      await options.pool.query("select pg_notify($1, $2)", [CHANGES_CHANNEL, changePayload(processId, domains)]).then(
        () => undefined,
        (err: Error) => options.log(`change notification failed: ${err.message}`),
      );
    },
    async close() {
      closed = true;
      listening = false;
      await client?.end().catch(() => {});
    },
  };
}
