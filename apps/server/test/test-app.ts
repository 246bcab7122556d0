import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { MemoryFS, PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { SQL } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { runOnServer } from "./postgres-admin.ts";
import { emscriptenFs, PGDATA, readImageFile, type DataFolderEntry } from "./data-folder-image.ts";
import { resetToTemplate, snapshotTemplate } from "./template-reset.ts";
import { expect, inject } from "vitest";
import { buildApp, type BuildOptions } from "../src/app.ts";
import { loadConfig, type Config } from "../src/config.ts";
import { openDatabase, type Database, type DatabaseHandle } from "../src/db/client.ts";
import * as schema from "../src/db/schema/index.ts";
import { localGeneration } from "../src/cache/data-generation.ts";
import { DatabaseLog } from "../src/db/database-log.ts";
import { readMigrationStatus } from "../src/db/migration-status.ts";
import { pgliteExtensions } from "../src/db/pglite-extensions.ts";
import { pgliteForDrizzle } from "../src/db/pglite-for-drizzle.ts";
import { openSignalBus, type SignalBus } from "../src/realtime/signal-bus.ts";

/**
 * The test app's database, with the signal bus its apps share: a test publishes on it or listens to
 * it as a process would (the app opens its bus itself outside the tests: decision 096).
 */
export type TestDatabase = DatabaseHandle & { signals: SignalBus };

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** Builds another app (a "second process" or a restart) on the same database; close it yourself. */
  rebuild(env?: Record<string, string>): Promise<FastifyInstance>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, "../src/db/migrations");

/** Each template's files, read from disk once per worker (they do not change during a run). */
const templateEntries = new Map<string, DataFolderEntry[]>();

/**
 * PGlite's in-memory file system, filled with a template's files before PostgreSQL starts (PGlite
 * then finds PG_VERSION and starts on it, as after its own `loadDataDir`). `loadDataDir` untars a
 * ~40 MB dump for every test app and looks each path's every parent folder up again, ~0.6 s of CPU
 * for 1 300 files; here the template (test/data-folder-image.ts) is read once per worker and each
 * file is written once (copied: a database writes to its files, and the next app needs the template
 * unchanged).
 */
class TemplateFs extends MemoryFS {
  constructor(private readonly entries: DataFolderEntry[]) {
    super();
  }
  override async initialSyncFs() {
    const files = emscriptenFs(this.pg!);
    files.mkdirTree(PGDATA);
    for (const entry of this.entries) {
      if (entry.data === null) files.mkdirTree(PGDATA + entry.path);
      else files.writeFile(PGDATA + entry.path, entry.data);
    }
  }
}

/**
 * PGlite's start parameters with 16 MB of shared buffers instead of PostgreSQL's 128 MB: starting a
 * backend allocates and initialises them, which was more than half of a test database's start
 * (~1.4 s → ~0.9 s of CPU). The test databases hold a few MB; the buffer size changes no result
 * (nor any plan: the planner reads effective_cache_size, not shared_buffers). Only these in-memory
 * test databases: the server processes the tests spawn run PGlite as configured in production.
 */
const testStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

/** A PGlite started from a template, with the SQL that puts it back to the template's rows. */
type ReusableClient = { client: PGlite; resetSql: string };

/** Per template, the worker's PGlite that no test app uses right now (test/template-reset.ts). */
const idleClients = new Map<string, ReusableClient>();

/** A new in-memory PGlite started from a migrated template that global-setup.ts made. */
async function startFromTemplate(template: string): Promise<ReusableClient> {
  if (!templateEntries.has(template)) templateEntries.set(template, readImageFile(template));
  const client = new PGlite({
    fs: new TemplateFs(templateEntries.get(template)!),
    extensions: pgliteExtensions,
    startParams: testStartParams,
  });
  await client.waitReady;
  return { client, resetSql: await snapshotTemplate(client) };
}

/**
 * The worker's idle PGlite for the template, reset to its rows, or a new one. A reset that fails is an
 * error of the harness, not a reason to start quietly from scratch (that would hide it as slowness).
 */
async function takeClient(template: string): Promise<ReusableClient> {
  const idle = idleClients.get(template);
  if (!idle) return startFromTemplate(template);
  idleClients.delete(template);
  await resetToTemplate(idle.client, idle.resetSql);
  return idle;
}

/** Keeps a test app's PGlite for the next one, unless the test closed it or another is kept already. */
async function giveBack(template: string, reusable: ReusableClient): Promise<void> {
  if (reusable.client.closed) return;
  if (idleClients.has(template)) await reusable.client.close();
  else idleClients.set(template, reusable);
}

/**
 * The PGlite as one test app sees it, until `revoke`: after that every call fails as on a closed
 * database. Work an app leaves running when it is closed (a `void deliverMail()` loop that keeps
 * finding mail) would otherwise reach the next test app's rows on the reused PGlite: it claimed the
 * next file's mail and wrote it into the closed app's outbox.
 */
function revocable(client: PGlite): { client: PGlite; revoke(): void } {
  let revoked = false;
  const view = new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      return (...args: unknown[]) => {
        if (revoked) throw new Error("This test app's database was closed (test/test-app.ts, revocable).");
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { client: view, revoke: () => (revoked = true) };
}

/** An in-memory database with the template's rows; `release` hands its PGlite to the next test app. */
async function openFromTemplate(template: string): Promise<{ handle: DatabaseHandle; release(): Promise<void> }> {
  const reusable = await takeClient(template);
  const { client, revoke } = revocable(reusable.client);
  const log = new DatabaseLog();
  const db = drizzlePglite({ client: pgliteForDrizzle(client), schema, logger: log }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    reads: db,
    kind: "pglite",
    generation: localGeneration(),
    sharedServer: null,
    log,
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    migrationStatus: () => readMigrationStatus(db, migrationsFolder),
    // A test that closes its database means it (an outage): that PGlite is not used again. Through
    // the app's view, so a close after the app was closed cannot reach the PGlite the worker kept.
    close: () => client.close(),
  };
  return {
    handle,
    release: () => {
      revoke();
      return giveBack(template, reusable);
    },
  };
}

function testConfig(dataDir: string, databaseUrl: string, env: Record<string, string>): Config {
  const config = loadConfig({
    NODE_ENV: "test",
    // TEST_LOG_LEVEL=error shows a failing request's server error (and the SQL of a failed query).
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    // Tests run the background jobs themselves (app.jobs.*) when they need them.
    ALICERCE_JOBS: "false",
    ALICERCE_DATA_DIR: dataDir,
    // Test files send many requests from one address in seconds; rate-limits.test.ts sets its own.
    RATE_LIMIT_PER_SESSION_PER_MINUTE: "1000000",
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: "1000000",
    RATE_LIMIT_EXPENSIVE_PER_MINUTE: "1000000",
    RATE_LIMIT_QUOTATIONS_PER_REQUESTER: "1000000",
    RATE_LIMIT_QUOTATIONS_PER_SUPPLIER: "1000000",
    // Test files log the same accounts in many times from one address and keep the early cookies;
    // right-password-floods.test.ts sets its own small limits.
    LOGIN_MAX_SUCCESSES_PER_ACCOUNT: "1000000",
    LOGIN_MAX_SUCCESSES_PER_ADDRESS: "1000000",
    SESSIONS_PER_ACCOUNT: "1000000",
    ...env,
  });
  config.databaseUrl = databaseUrl;
  return config;
}

/**
 * argon2 at its lowest cost for apps under NODE_ENV=test (hashing at the OWASP cost is most of a
 * registration's time); an app a test builds as production keeps the OWASP cost it would have.
 */
const cheapHashingUnderTest = (config: Config) => (config.env === "test" ? ("test-minimum" as const) : undefined);

/**
 * A fresh server on a fresh database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close). Either is a copy of the
 * template global-setup.ts migrated (and, for `seed`, loaded with the demo data) once per run.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, "mailer" | "now" | "onRoute" | "logStream"> & { seed?: boolean } = {},
): Promise<TestApp> {
  const dataDir = path.join(os.tmpdir(), `alicerce-test-${randomUUID()}`);
  let databaseUrl = "memory://";
  let dropDatabase: (() => Promise<void>) | null = null;
  const templates = inject("testTemplates");
  const template = options.seed ? templates.seeded : templates.empty;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    if (templates.kind !== "postgres") throw new Error("global-setup.ts ran without TEST_DATABASE_URL");
    const name = `alicerce_test_${randomUUID().replace(/-/g, "")}`;
    await runOnServer(serverUrl, `create database ${name} template ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const config = testConfig(dataDir, databaseUrl, env);
  let releaseDatabase: (() => Promise<void>) | null = null;
  let handle: DatabaseHandle;
  if (templates.kind === "pglite") {
    const opened = await openFromTemplate(template);
    handle = opened.handle;
    releaseDatabase = opened.release;
  } else {
    handle = await openDatabase({ url: databaseUrl, dataDir });
  }
  const signals = openSignalBus(handle);
  const database: TestDatabase = { ...handle, signals };
  // A no-op on the migrated copy; kept so the migrator's own bookkeeping is exercised as at start-up.
  await database.migrate();
  const app = await buildApp(config, {
    database,
    signals,
    mailer: options.mailer,
    now: options.now,
    onRoute: options.onRoute,
    logStream: options.logStream,
    passwordCost: cheapHashingUnderTest(config),
  });
  await app.ready();
  return {
    app,
    config,
    database,
    async rebuild(overrides = {}) {
      const otherConfig = testConfig(dataDir, databaseUrl, { ...env, ...overrides });
      const other = await buildApp(otherConfig, {
        database,
        signals,
        mailer: options.mailer,
        now: options.now,
        passwordCost: cheapHashingUnderTest(otherConfig),
      });
      await other.ready();
      return other;
    },
    async close() {
      await app.close();
      await signals.close();
      if (releaseDatabase) await releaseDatabase();
      else await database.close();
      if (dropDatabase) await dropDatabase();
      // A write still landing (a mail worker finishing its file) can make one pass find the folder not empty.
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}

/**
 * The Cookie header a browser would send after this response: the cookies of `previous`
 * updated by the response's Set-Cookie headers in order (an empty value or Max-Age=0 deletes).
 */
export function cookieHeader(response: LightMyRequestResponse, previous = ""): string {
  const jar = new Map<string, string>();
  for (const pair of previous
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)) {
    const i = pair.indexOf("=");
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
  for (const c of setCookies(response).map(parseSetCookie)) {
    if (c.value === "" || c.attributes["max-age"] === "0") jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** The raw Set-Cookie headers of a response. */
export function setCookies(response: LightMyRequestResponse): string[] {
  const raw = response.headers["set-cookie"];
  return Array.isArray(raw) ? raw : raw ? [raw] : [];
}

/** One Set-Cookie header parsed: name, value and attributes (lower-cased names). */
export function parseSetCookie(header: string) {
  const [pair = "", ...attrs] = header.split(";").map((p) => p.trim());
  const eq = pair.indexOf("=");
  const attributes: Record<string, string | true> = {};
  for (const attr of attrs) {
    const i = attr.indexOf("=");
    if (i === -1) attributes[attr.toLowerCase()] = true;
    else attributes[attr.slice(0, i).toLowerCase()] = attr.slice(i + 1);
  }
  return { name: pair.slice(0, eq), value: pair.slice(eq + 1), attributes };
}

/** The session cookie a response sets (with a value), or undefined. */
export function sessionCookie(response: LightMyRequestResponse) {
  return setCookies(response)
    .map(parseSetCookie)
    .find((c) => c.name.endsWith("session_token") && c.value !== "");
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

/** "52998224725" → "529.982.247-25". */
export function maskedCpf(cpf: string): string {
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

export function uniqueEmail(prefix = "maria"): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@exemplo.com.br`;
}

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    name: "Maria Teste",
    cpf: nextCpf(),
    email: uniqueEmail(),
    phone: "(11) 98765-4321",
    password: "uma senha longa e boa",
    type: "investor",
    ...overrides,
  };
}

type Extra = Omit<InjectOptions, "method" | "url" | "payload" | "body">;

/** POST /api/auth/register; returns the response, the input used and the session cookie. */
export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}, extra: Extra = {}) {
  const input = registration(overrides);
  const res = await app.inject({ method: "POST", url: "/api/auth/register", payload: input, ...extra });
  return { res, input, cookie: cookieHeader(res) };
}

/** POST /api/auth/login. */
export function login(app: FastifyInstance, email: string, password: string, extra: Extra = {}) {
  return app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password }, ...extra });
}

/** The user GET /api/auth/session answers for a Cookie header (null when logged out). */
export async function sessionUser(app: FastifyInstance, cookie?: string) {
  const res = await app.inject({
    method: "GET",
    url: "/api/auth/session",
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`GET /api/auth/session → ${res.statusCode}: ${res.body}`);
  return (res.json() as { user: { id: string; email: string; name: string; type: string } | null }).user;
}

/** The rows a raw SQL statement gives on the test's database (drizzle's `execute` answer, typed). */
export async function sqlRows<R>(db: Database, query: SQL): Promise<R[]> {
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Checks a response is the API's error shape `{"error":{"code","message","fields"?}}`; returns the error. */
export function expectApiError(response: LightMyRequestResponse, status: number, code: string, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json() as { error: { code: string; message: string; fields?: Record<string, string[]> } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(Object.keys(body.error).every((k) => ["code", "message", "fields"].includes(k))).toBe(true);
  expect(body.error.code).toBe(code);
  expect(typeof body.error.message).toBe("string");
  expect(body.error.message).not.toBe("");
  if (message !== undefined) expect(body.error.message).toBe(message);
  if (body.error.fields !== undefined) {
    for (const list of Object.values(body.error.fields)) {
      expect(Array.isArray(list) && list.length > 0 && list.every((m) => typeof m === "string")).toBe(true);
    }
  }
  return body.error;
}
