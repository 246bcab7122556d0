// Migrations (decision 029): a fresh database gets every one; a database of the previous version is
// brought up to date with its rows kept; two migrators at once on PostgreSQL apply each migration
// once (the advisory lock); a database migrated by newer code is refused at start-up, and a server
// told not to migrate refuses pending migrations. PGlite on a temp folder, or with TEST_DATABASE_URL
// a fresh database on that PostgreSQL server.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { runOnServer } from "./postgres-admin.ts";
import { afterAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../src/db/client.ts";
import {
  assertCurrent,
  defaultMigrationsFolder,
  MigrationError,
  readJournal,
  readMigrationStatus,
} from "../src/db/migration-status.ts";
import { migratedDatabase, migratedDataDir, spawnServer } from "./server-process.ts";
import { readImageFile, writeDataFolder } from "./data-folder-image.ts";
import { createTestApp, expectApiError } from "./test-app.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const known = readJournal();
const newestKnown = known.at(-1)!;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const adminQuery = (text: string) => runOnServer(serverUrl!, text);

const newDataDir = () => {
  const dataDir = path.join(os.tmpdir(), `alicerce-ops-migrations-${randomUUID()}`);
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
};

/** A database to open in this process or hand to a server process: PostgreSQL when `url` is set, else PGlite in `dataDir`. */
function targetOn(url: string | null, dataDir: string) {
  const open = (migrationsFolder?: string) => openDatabase({ url, dataDir, migrationsFolder });
  const env: Record<string, string> = url
    ? { DATABASE_URL: url, BETTER_AUTH_SECRET: randomUUID() + randomUUID() }
    : { ALICERCE_DATA_DIR: dataDir };
  return { dataDir, open, env };
}

/** An empty database: a new PostgreSQL database, or a new PGlite data folder. */
async function emptyTarget() {
  const dataDir = newDataDir();
  if (!serverUrl) return targetOn(null, dataDir);
  const name = `alicerce_ops_${randomUUID().replace(/-/g, "")}`;
  await adminQuery(`create database ${name}`);
  cleanups.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return targetOn(u.toString(), dataDir);
}

/** A database at this code's version: a copy of the run's migrated one (global-setup.ts). */
async function migratedTarget() {
  if (!serverUrl) {
    const dataDir = migratedDataDir("ops-migrations");
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    return targetOn(null, dataDir);
  }
  const database = await migratedDatabase(serverUrl, "ops");
  cleanups.push(database.drop);
  return targetOn(database.url, newDataDir());
}

/** A PGlite data folder (`<dataDir>/db`) holding the database of a template image. */
const loadImage = (image: string, dataDir: string) => writeDataFolder(readImageFile(image), path.join(dataDir, "db"));

let previousVersionFolderOnce: Promise<string> | null = null;
/**
 * A database of the previous version of the code: every migration but the newest applied to an
 * empty one. On PGlite the folder is made once and each test gets a copy, and its empty database is
 * the run's image of one that initdb made and no migration touched (global-setup.ts): a second initdb
 * on a folder took ~8 s of CPU, and the first test here runs one already. On PostgreSQL each test
 * migrates a new database.
 */
async function previousVersionTarget() {
  const migrateEmpty = async (target: ReturnType<typeof targetOn>) => {
    await withHandle(await target.open(previousVersionFolder()), (old) => old.migrate());
    return target;
  };
  if (serverUrl) return migrateEmpty(await emptyTarget());
  previousVersionFolderOnce ??= (async () => {
    const dataDir = newDataDir();
    loadImage(inject("pgliteBareDump")!, dataDir);
    return (await migrateEmpty(targetOn(null, dataDir))).dataDir;
  })();
  const dataDir = newDataDir();
  fs.cpSync(await previousVersionFolderOnce, dataDir, { recursive: true });
  return targetOn(null, dataDir);
}

/** A copy of the migrations folder whose journal stops before the newest migration: the previous version of the code. */
function previousVersionFolder(): string {
  const folder = path.join(os.tmpdir(), `alicerce-migrations-${randomUUID()}`);
  fs.cpSync(defaultMigrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { when: number }[] };
  journal.entries = journal.entries.filter((e) => e.when < newestKnown.when);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  cleanups.push(async () => fs.rmSync(folder, { recursive: true, force: true }));
  return folder;
}

const appliedRows = async (database: DatabaseHandle) =>
  (
    (await database.db.execute(
      sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
    )) as unknown as {
      rows: { hash: string; created_at: string }[];
    }
  ).rows;

async function withHandle<T>(handle: DatabaseHandle, use: (h: DatabaseHandle) => Promise<T>): Promise<T> {
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

describe("migrations", () => {
  it("apply every known migration to a fresh database, once", async () => {
    const target = await emptyTarget();
    await withHandle(await target.open(), async (database) => {
      const before = await database.migrationStatus();
      expect(before.newestApplied).toBeNull();
      expect(before.pending.map((m) => m.tag)).toEqual(known.map((m) => m.tag));

      await database.migrate();
      const after = await database.migrationStatus();
      expect(after.pending).toEqual([]);
      expect(after.unknownNewer).toEqual([]);
      expect(after.newestApplied).toBe(newestKnown.when);
      expect((await appliedRows(database)).map((r) => Number(r.created_at))).toEqual(known.map((m) => m.when));

      await database.migrate(); // nothing pending: nothing applied twice
      expect(await appliedRows(database)).toHaveLength(known.length);
    });
  }, 120_000);

  it("bring a database of the previous version up to date and keep its rows", async () => {
    const target = await previousVersionTarget();
    const email = `antes.${randomUUID().slice(0, 8)}@exemplo.com.br`;
    await withHandle(await target.open(previousVersionFolder()), async (old) => {
      const status = await readMigrationStatus(old.db);
      expect(status.pending.map((m) => m.tag)).toEqual([newestKnown.tag]);
      await old.db.execute(sql`insert into users (name, email) values ('Conta Antiga', ${email})`);
    });

    await withHandle(await target.open(), async (current) => {
      await expect(current.migrationStatus().then(assertCurrent)).rejects.toThrow(/npm run db:migrate/);
      await current.migrate();
      const status = await current.migrationStatus();
      expect(status.pending).toEqual([]);
      expect(status.newestApplied).toBe(newestKnown.when);
      const rows = (await current.db.execute(sql`select name from users where email = ${email}`)) as unknown as {
        rows: { name: string }[];
      };
      expect(rows.rows).toEqual([{ name: "Conta Antiga" }]);
    });
  }, 180_000);

  it.skipIf(!serverUrl)(
    "run by two processes at once on PostgreSQL: both succeed, each migration applied once",
    async () => {
      const target = await emptyTarget();
      const [a, b] = await Promise.all([target.open(), target.open()]);
      try {
        await Promise.all([a!.migrate(), b!.migrate()]);
        const rows = await appliedRows(a!);
        expect(rows).toHaveLength(known.length);
        expect(new Set(rows.map((r) => r.hash)).size).toBe(known.length);
        expect((await b!.migrationStatus()).pending).toEqual([]);
      } finally {
        await a!.close();
        await b!.close();
      }
    },
    120_000,
  );

  it("refuse a database migrated by newer code, naming the newest known migration and the database's", async () => {
    const target = await migratedTarget();
    const newer = newestKnown.when + 86_400_000;
    await withHandle(await target.open(), async (database) => {
      await database.migrate();
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('de-uma-versao-mais-nova', ${newer})`,
      );
      const refusal = await database.migrate().catch((err: unknown) => err);
      expect(refusal).toBeInstanceOf(MigrationError);
      expect((refusal as Error).message).toContain(newestKnown.tag);
      expect((refusal as Error).message).toContain(new Date(newer).toISOString());
      expect(await appliedRows(database)).toHaveLength(known.length + 1);
    });

    // The server process refuses to start on it, with that message, and exits 1.
    const server = await spawnServer(target.env);
    cleanups.push(() => server.kill());
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(1);
    expect(server.output()).toContain("O banco de dados tem migrações mais novas que este código");
    expect(server.output()).toContain(newestKnown.tag);
    expect(server.output()).not.toContain("Alicerce is running");
  }, 180_000);

  it("with ALICERCE_MIGRATE_ON_START=false, refuse to start on pending migrations and tell to run db:migrate", async () => {
    const target = await previousVersionTarget();
    const server = await spawnServer({ ...target.env, ALICERCE_MIGRATE_ON_START: "false" });
    cleanups.push(() => server.kill());
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(1);
    expect(server.output()).toContain("Rode npm run db:migrate");
    expect(server.output()).toContain(newestKnown.tag);
    // Nothing was applied.
    await withHandle(await target.open(), async (database) => {
      expect((await database.migrationStatus()).pending.map((m) => m.tag)).toEqual([newestKnown.tag]);
    });
  }, 180_000);
});

describe("GET /api/ready", () => {
  it("is 200 on a current database, 503 with a pt-BR message when a migration is missing or unknown", async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    expect((await t.app.inject({ method: "GET", url: "/api/ready" })).json()).toEqual({ status: "ready" });

    // The newest migration's row taken away: the database looks one version behind.
    const newest = String(newestKnown.when);
    const [row] = (await appliedRows(t.database)).filter((r) => String(r.created_at) === newest);
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
    expectApiError(
      await t.app.inject({ method: "GET", url: "/api/ready" }),
      503,
      "UNAVAILABLE",
      "O banco de dados não está na versão deste servidor: as migrações precisam ser aplicadas.",
    );
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${newest})`,
    );
    expect((await t.app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);

    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('mais-nova', ${newestKnown.when + 1})`,
    );
    expectApiError(await t.app.inject({ method: "GET", url: "/api/ready" }), 503, "UNAVAILABLE");
    await t.database.db.execute(sql`delete from drizzle.__drizzle_migrations where hash = 'mais-nova'`);
    expect((await t.app.inject({ method: "GET", url: "/api/ready" })).statusCode).toBe(200);
  });

  it("is 503 when the database is unreachable, while /api/health still answers 200", async () => {
    const t = await createTestApp();
    cleanups.push(async () => {
      await t.app.close();
      // Its database is closed below; a PostgreSQL test database is dropped by name.
      if (serverUrl)
        await adminQuery(`drop database if exists ${new URL(t.config.databaseUrl!).pathname.slice(1)} with (force)`);
    });
    await t.database.close();
    expectApiError(
      await t.app.inject({ method: "GET", url: "/api/ready" }),
      503,
      "UNAVAILABLE",
      "O banco de dados não está acessível no momento.",
    );
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
  }, 60_000);
});
