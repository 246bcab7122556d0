import pg from "pg";
import { PreparingClient } from "./prepared-statements.ts";
import { APP_CONNECTION_OPTIONS } from "./connection-options.ts";

export const PIPELINED_READS_APPLICATION_NAME = "alicerce-pipelined-reads";

type CorkableStream = { cork(): void; uncork(): void };

/**
 * A connection in pg's pipeline mode that sends what the process queued during one turn of the
 * event loop in one write. pg writes each query as soon as it is queued (one system call each);
 * corking the socket until `setImmediate` gathers the queries of every request handled in this turn
 * (their session reads, their pages) into one `writev`, and PostgreSQL reads them in one go.
 */
class BatchingPipelinedClient extends PreparingClient {
  private corked = false;

  override query(...args: unknown[]): never {
    if (!this.corked) {
      const stream = (this as unknown as { connection: { stream: CorkableStream } }).connection.stream;
      stream.cork();
      this.corked = true;
      setImmediate(() => {
        this.corked = false;
        stream.uncork();
      });
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

/**
 * The hot reads (every request's session, the project list) on a few pipelined PostgreSQL
 * connections shared by all requests, instead of one pooled connection per request (decision 032).
 *
 * Through the pool, every query is a round trip on a connection of its own: one write to wake an
 * idle backend, one read of its answer. On the 2-core machine of the benchmarks those system calls
 * and wake-ups, not the queries (0.03–0.16 ms each in PostgreSQL), were most of the CPU of both
 * the server and PostgreSQL. Here queries from concurrent requests go out back to back on the
 * same connections without waiting for each other's answers, and each answer comes back in order.
 *
 * Only single autocommit statements belong here, and short ones: a transaction would interleave
 * with other requests' queries (the `ReadDatabase` type offers no `transaction`), and a slow query
 * delays the ones queued behind it on its connection. Writes and everything else use the pool.
 * A connection that fails fails the queries on it; the next query opens a new one.
 */
export class PipelinedReads {
  private readonly clients: (Promise<pg.Client> | null)[];
  private next = 0;

  constructor(
    private readonly connectionString: string,
    connections: number,
    private readonly onConnectionLost: (err: Error) => void,
  ) {
    this.clients = new Array<Promise<pg.Client> | null>(connections).fill(null);
  }

  /** pg's `Pool#query` signature, as drizzle calls it: round-robin over the connections. */
  query(config: unknown, values?: unknown): Promise<unknown> {
    return this.connection().then((client) =>
      (client.query as (config: unknown, values: unknown) => Promise<unknown>)(config, values),
    );
  }

  async end(): Promise<void> {
    const open = this.clients.filter((c): c is Promise<pg.Client> => c !== null);
    this.clients.fill(null);
    await Promise.allSettled(open.map(async (c) => (await c).end()));
  }

  private connection(): Promise<pg.Client> {
    const slot = this.next;
    this.next = (slot + 1) % this.clients.length;
    return this.clients[slot] ?? this.open(slot);
  }

  private open(slot: number): Promise<pg.Client> {
    const client = new BatchingPipelinedClient({
      connectionString: this.connectionString,
      pipeline: true,
      options: APP_CONNECTION_OPTIONS,
      // Named in pg_stat_activity, for whoever looks at the database's connections.
      application_name: PIPELINED_READS_APPLICATION_NAME,
    } as pg.ClientConfig);
    const opened = client.connect().then(() => client);
    this.clients[slot] = opened;
    // Forget a lost connection (server restart, terminated backend) so the next query opens anew;
    // pg has already failed the queries that were on it.
    const forget = (err?: Error) => {
      if (this.clients[slot] !== opened) return;
      this.clients[slot] = null;
      if (err) this.onConnectionLost(err);
      client.end().catch(() => undefined);
    };
    client.on("error", forget);
    client.on("end", () => forget());
    opened.catch(forget);
    return opened;
  }
}
