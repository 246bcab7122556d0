import { randomUUID } from "node:crypto";
import pg from "pg";

/**
 * A counter that moves whenever data this process may have cached could have changed: after every
 * write request (bumped before its response leaves) and, with several processes on one PostgreSQL
 * server, when another process announces a write through NOTIFY. Read caches store the generation
 * they computed at and treat any other as a miss; a read that raced a write stores under the older
 * generation and is never served.
 */
export type DataGeneration = {
  current(): number;
  /** A write committed here: moves the counter and tells the other processes. */
  bump(): void;
  close(): Promise<void>;
};

export const CHANGES_CHANNEL = "alicerce_changes";

/** One process owns the database (PGlite): its own writes are all there is. */
export function localGeneration(): DataGeneration {
  let generation = 0;
  return {
    current: () => generation,
    bump: () => void generation++,
    close: async () => {},
  };
}

/**
 * Several processes may share the PostgreSQL server: each listens on one connection of its own
 * and announces its writes on the pool. Until the listener is connected, and whenever it drops,
 * the counter moves on every read, so nothing is cached that could miss another process's write.
 */
export function sharedGeneration(options: {
  connectionString: string;
  pool: pg.Pool;
  log: (message: string) => void;
}): DataGeneration {
  const processId = randomUUID();
  let generation = 0;
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;

  async function listen() {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on("notification", (message) => {
      if (message.payload !== processId) generation++;
    });
    // A dropped connection may surface as an error, an end, or both: react once.
    let lost = false;
    const onLost = (reason: string) => {
      if (lost || closed) return;
      lost = true;
      options.log(`change listener lost: ${reason}`);
      listening = false;
      generation++;
      next.end().catch(() => {});
      setTimeout(() => void listen(), 1000).unref();
    };
    next.on("error", (err) => onLost(err.message));
    next.on("end", () => onLost("connection ended"));
    try {
      await next.connect();
      await next.query(`listen ${CHANGES_CHANNEL}`);
      client = next;
      generation++;
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
    current: () => (listening ? generation : ++generation),
    bump() {
      generation++;
      options.pool.query("select pg_notify($1, $2)", [CHANGES_CHANNEL, processId]).catch((err: Error) => {
        options.log(`change notification failed: ${err.message}`);
      });
    },
    async close() {
      closed = true;
      listening = false;
      await client?.end().catch(() => {});
    },
  };
}
