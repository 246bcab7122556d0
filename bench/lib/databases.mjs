// The databases a benchmark runs on: the embedded PGlite always, and PostgreSQL when
// BENCH_DATABASE_URL points at a server (each run gets a fresh database, dropped afterwards).
import { randomBytes, randomUUID } from "node:crypto";
import pg from "pg";

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
    // `npm run serve` runs in production, where PostgreSQL needs the shared session secret (decision 029).
    env: { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: randomBytes(32).toString("hex") },
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
