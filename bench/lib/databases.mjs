// The databases a benchmark runs on: the embedded PGlite always, and PostgreSQL when
// BENCH_DATABASE_URL points at a server (each run gets a fresh database, dropped afterwards).
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export function benchDatabases() {
  const list = [{ name: "PGlite" }];
  const server = process.env.BENCH_DATABASE_URL;
  if (server) list.push({ name: "PostgreSQL", server });
  return list;
}

/** Server environment for one run on `database`: a fresh PostgreSQL database, or PGlite in the run's data folder. */
export async function freshDatabase(database) {
  if (!database.server) return { env: {}, async drop() {} };
  const name = `alicerce_bench_${randomUUID().replace(/-/g, "")}`;
  await adminQuery(database.server, `create database ${name}`);
  const url = new URL(database.server);
  url.pathname = `/${name}`;
  return {
    // `npm run serve` runs in production, where PostgreSQL needs the shared session secret (decision 029)
    // and, with no PSP, the sandbox PSP asked for by name (decision 102).
    env: { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: randomBytes(32).toString("hex"), PAYMENTS_SANDBOX: "1" },
    drop: () => adminQuery(database.server, `drop database if exists ${name} with (force)`),
  };
}

async function adminQuery(connectionString, text) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * Runs SQL (a top-up) on a run's database while no server runs, so the next server plans on the grown
 * tables: on PostgreSQL through `freshDatabase`'s URL, on PGlite in the stopped server's data folder.
 */
export async function runSqlWhileStopped(fresh, dataDir, text) {
  if (fresh.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: fresh.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
    return;
  }
  // The extensions the migrations created (apps/server/src/db/pglite-extensions.ts).
  const db = new PGlite(path.join(dataDir, "db"), { extensions: { pg_trgm } });
  await db.waitReady;
  try {
    await db.exec(text);
  } finally {
    await db.close();
  }
}

/**
 * A copy of a stopped run's database and data folder (its uploads, outbox and, on PGlite, the database
 * itself), for a second server beside the first: on PostgreSQL a database made from the first as its
 * template (which needs no one connected to it), dropped with `drop()`.
 */
export async function copyWhileStopped(database, fresh, dataDir) {
  const copyDir = fs.mkdtempSync(`${dataDir}-copy-`);
  fs.cpSync(dataDir, copyDir, { recursive: true });
  if (!fresh.env.DATABASE_URL) return { fresh: { env: {}, async drop() {} }, dataDir: copyDir };
  const source = new URL(fresh.env.DATABASE_URL).pathname.slice(1);
  const name = `alicerce_bench_${randomUUID().replace(/-/g, "")}`;
  await adminQuery(database.server, `create database ${name} template ${source}`);
  const url = new URL(fresh.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    fresh: {
      env: { ...fresh.env, DATABASE_URL: url.toString() },
      drop: () => adminQuery(database.server, `drop database if exists ${name} with (force)`),
    },
    dataDir: copyDir,
  };
}
