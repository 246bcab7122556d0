import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema/index.ts";
import { localGeneration, sharedGeneration, type DataGeneration } from "../cache/data-generation.ts";
import { DatabaseLog } from "./database-log.ts";
import { PreparingClient } from "./prepared-statements.ts";
import { PipelinedReads } from "./pipelined-reads.ts";
import { pgliteExtensions } from "./pglite-extensions.ts";
import { pgliteForDrizzle } from "./pglite-for-drizzle.ts";
import { APP_CONNECTION_OPTIONS } from "./connection-options.ts";
import {
  assertNotNewer,
  defaultMigrationsFolder,
  MIGRATION_LOCK_KEY,
  readMigrationStatus,
  type MigrationStatus,
} from "./migration-status.ts";

export type Schema = typeof schema;
/** The same query API whether PGlite or a PostgreSQL server sits underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** Single autocommit selects only: no transaction, no write (see `DatabaseHandle.reads`). */
export type ReadDatabase = Pick<Database, "select">;

export type DatabaseHandle = {
  db: Database;
  /**
   * For the hot single-statement reads (sessions, the project list): on PostgreSQL a few pipelined
   * connections shared by every request (db/pipelined-reads.ts, decision 032); on PGlite, `db`.
   */
  reads: ReadDatabase;
  kind: "pglite" | "postgres";
  /** Moves on every write this process makes or hears of; read caches key on it. */
  generation: DataGeneration;
  /**
   * The PostgreSQL server this process shares with others, for what crosses processes beside the
   * queries (the realtime signal bus the app builds on it: realtime/signal-bus.ts); null on PGlite.
   */
  sharedServer: { connectionString: string; pool: pg.Pool } | null;
  /** Where queries (debug) and connection problems (warn) are logged; the app points it at its logger. */
  log: DatabaseLog;
  /**
   * Applies the pending migrations; refuses (MigrationError) a database migrated by newer code.
   * On PostgreSQL under an advisory lock, so processes starting together apply each migration once.
   */
  migrate(): Promise<void>;
  /** What the database has applied compared with this code's migrations (readiness, start-up checks). */
  migrationStatus(): Promise<MigrationStatus>;
  close(): Promise<void>;
};

/**
 * Opens the database: a PostgreSQL server when `url` is a postgres:// URL, an in-memory PGlite
 * for "memory://", otherwise PGlite persisted in `<dataDir>/db`.
 * PGlite is single-process: one server process per data folder.
 */
export async function openDatabase(options: {
  url: string | null;
  dataDir: string;
  /** PostgreSQL connections of this process (DATABASE_POOL_SIZE); PGlite has one. */
  poolSize?: number;
  /** Pipelined PostgreSQL connections for `reads` (DATABASE_PIPELINED_CONNECTIONS); 0 = the pool. */
  pipelinedConnections?: number;
  /** Tests migrate from a trimmed copy (an older version of the code). */
  migrationsFolder?: string;
}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  const log = new DatabaseLog();
  if (options.url?.startsWith("postgres")) {
    // PreparingClient: each parameterised query is planned once per connection (db/prepared-statements.ts).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 25,
      Client: PreparingClient,
      options: APP_CONNECTION_OPTIONS,
    });
    // An idle connection the server drops (restart, failover, admin command) must not crash the
    // process: pg emits it on the pool, and the pool opens a new connection on the next query.
    const connectionLost = (err: Error) => log.warn("PostgreSQL connection lost", err);
    pool.on("error", connectionLost);
    // A connection checked out and idle when the server drops it (a job holding it between queries)
    // emits on the client itself, where pg-pool listens only while it is idle: without a listener the
    // process crashed (seen when the scale bench dropped its database during a shutdown). Its next
    // query fails and the pool discards it.
    pool.on("connect", (client) => client.on("error", connectionLost));
    const db = drizzlePg({ client: pool, schema, logger: log }) as unknown as Database;
    const pipelined =
      options.pipelinedConnections === 0
        ? null
        : new PipelinedReads(options.url, options.pipelinedConnections ?? 2, connectionLost);
    // drizzle only calls `query` on it, as it would on a pg.Pool.
    const reads = pipelined
      ? (drizzlePg({ client: pipelined as unknown as pg.Pool, schema, logger: log }) as unknown as Database)
      : db;
    const generation = sharedGeneration({ connectionString: options.url, pool, log: (m) => log.warn(m) });
    return {
      db,
      reads,
      kind: "postgres",
      generation,
      sharedServer: { connectionString: options.url, pool },
      log,
      migrate: () => migratePostgres(options.url!, migrationsFolder),
      migrationStatus: () => readMigrationStatus(db, migrationsFolder),
      close: async () => {
        await generation.close();
        await pipelined?.end();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (options.url === "memory://") {
    client = new PGlite({ extensions: pgliteExtensions });
  } else {
    const dir = path.join(options.dataDir, "db");
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: pgliteExtensions });
  }
  await client.waitReady;
  const db = drizzlePglite({ client: pgliteForDrizzle(client), schema, logger: log }) as unknown as Database;
  return {
    db,
    reads: db,
    kind: "pglite",
    generation: localGeneration(),
    sharedServer: null,
    log,
    migrate: async () => {
      // One process per data folder (data-dir-lock.ts): no other migrator to wait for.
      const migrator = drizzlePglite({ client });
      assertNotNewer(await readMigrationStatus(migrator, migrationsFolder));
      await migratePglite(migrator, { migrationsFolder });
    },
    migrationStatus: () => readMigrationStatus(db, migrationsFolder),
    close: () => client.close(),
  };
}

/**
 * Migrates under a session-level advisory lock held on one dedicated connection for the whole run:
 * a second process (another server starting, `npm run db:migrate`) waits at the lock, then finds
 * nothing pending. Servers already running keep serving meanwhile: the lock blocks only migrators.
 * The lock dies with the connection, so a migrator killed midway does not leave it held.
 */
async function migratePostgres(url: string, migrationsFolder: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const migrator = drizzlePg({ client });
    assertNotNewer(await readMigrationStatus(migrator, migrationsFolder));
    await migratePg(migrator, { migrationsFolder });
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
  } finally {
    await client.end();
  }
}
