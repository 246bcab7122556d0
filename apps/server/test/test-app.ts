import { randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp } from "../src/app.ts";
import { loadConfig, type Config } from "../src/config.ts";
import { openDatabase, type DatabaseHandle } from "../src/db/client.ts";
import { seedDemoData } from "../src/seed/seed.ts";

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
};

/**
 * A fresh server on a fresh database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { seed?: boolean } = {},
): Promise<TestApp> {
  const dataDir = path.join(os.tmpdir(), `alicerce-test-${randomUUID()}`);
  let databaseUrl = "memory://";
  let dropDatabase: (() => Promise<void>) | null = null;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `alicerce_test_${randomUUID().replace(/-/g, "")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    ALICERCE_DATA_DIR: dataDir,
    ...env,
  });
  config.databaseUrl = databaseUrl;
  const database = await openDatabase({ url: databaseUrl, dataDir });
  await database.migrate();
  if (options.seed) await seedDemoData(database.db);
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
      if (dropDatabase) await dropDatabase();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, ready for a Cookie header. */
export function cookieHeader(response: LightMyRequestResponse): string {
  const raw = response.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

let cpfCounter = 100_000_000;
/** A valid, unused-looking CPF for each call (check digits computed). */
export function nextCpf(): string {
  const base = String(cpfCounter++).padStart(9, "0");
  const digits = base.split("").map(Number);
  for (const length of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += digits[i]! * (length + 1 - i);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join("");
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: "Maria Teste",
    cpf: nextCpf(),
    email: `maria.${randomUUID().slice(0, 8)}@exemplo.com.br`,
    phone: "(11) 98765-4321",
    password: "uma senha longa e boa",
    type: "investor",
    ...overrides,
  };
}
