import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/** The migrations this code ships: apps/server/src/db/migrations (copied to dist/migrations by the build). */
export const defaultMigrationsFolder = path.join(import.meta.dirname, "migrations");

/**
 * The key of the PostgreSQL advisory lock every migration run takes (any fixed 64-bit number works;
 * this one is unlikely to clash with another application sharing the server).
 */
export const MIGRATION_LOCK_KEY = 7_401_170_029;

export type KnownMigration = { tag: string; when: number };

export type MigrationStatus = {
  /** The migrations this code knows, oldest first (meta/_journal.json). */
  known: KnownMigration[];
  /** `created_at` (= the journal's `when`) of the newest migration the database has applied; null if none. */
  newestApplied: number | null;
  /** Known migrations the database has not applied yet: what `npm run db:migrate` would run. */
  pending: KnownMigration[];
  /** Applied migrations newer than every known one: the database was migrated by a newer Alicerce. */
  unknownNewer: number[];
};

/** A database this code must not serve as it is; the message says what to do. */
export class MigrationError extends Error {}

const journals = new Map<string, KnownMigration[]>();

/** The journal of a migrations folder, read once per process (the readiness check asks often). */
export function readJournal(folder = defaultMigrationsFolder): KnownMigration[] {
  const cached = journals.get(folder);
  if (cached) return cached;
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const known = journal.entries.map((e) => ({ tag: e.tag, when: e.when })).sort((a, b) => a.when - b.when);
  journals.set(folder, known);
  return known;
}

// Both PGlite and node-postgres answer `execute` with `{ rows }`.
type AnyDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;
type Rows<T> = { rows: T[] };

/**
 * Compares what the database has applied (drizzle.__drizzle_migrations, written by Drizzle's
 * migrator: one row per migration with the journal's `when` as created_at) with this code's journal.
 * Drizzle applies every known migration newer than the newest applied one, so that is "pending".
 */
export async function readMigrationStatus(db: AnyDatabase, folder = defaultMigrationsFolder): Promise<MigrationStatus> {
  const known = readJournal(folder);
  const table = (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') as name`)) as unknown as Rows<{
    name: string | null;
  }>;
  let applied: number[] = [];
  if (table.rows[0]?.name) {
    const rows = (await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
    )) as unknown as Rows<{ created_at: string | number | null }>;
    applied = rows.rows.map((r) => Number(r.created_at)).filter((n) => Number.isFinite(n));
  }
  const newestApplied = applied.length ? Math.max(...applied) : null;
  const newestKnown = known.at(-1)?.when ?? 0;
  return {
    known,
    newestApplied,
    pending: known.filter((m) => newestApplied === null || m.when > newestApplied),
    unknownNewer: applied.filter((when) => when > newestKnown),
  };
}

const isoDate = (when: number) => new Date(when).toISOString();

/** Refuses a database migrated by a newer version of Alicerce: this code would misread its tables. */
export function assertNotNewer(status: MigrationStatus) {
  if (status.unknownNewer.length === 0) return;
  const newestKnown = status.known.at(-1);
  const newestApplied = Math.max(...status.unknownNewer);
  throw new MigrationError(
    `O banco de dados tem migrações mais novas que este código do Alicerce: a mais nova que este código ` +
      `conhece é ${newestKnown ? `${newestKnown.tag} (${isoDate(newestKnown.when)})` : "nenhuma"}, e a mais ` +
      `nova aplicada no banco é de ${isoDate(newestApplied)} (created_at ${newestApplied} em ` +
      `drizzle.__drizzle_migrations). Rode a versão do Alicerce que migrou este banco, ou uma mais nova. ` +
      `(The database has migrations newer than this code; refusing to start.)`,
  );
}

/** With ALICERCE_MIGRATE_ON_START=false, start-up serves only a database that is already current. */
export function assertCurrent(status: MigrationStatus) {
  assertNotNewer(status);
  if (status.pending.length === 0) return;
  throw new MigrationError(
    `O banco de dados não está atualizado: faltam ${status.pending.length} migração(ões) ` +
      `(${status.pending.map((m) => m.tag).join(", ")}). Rode npm run db:migrate e inicie o servidor de novo ` +
      `(ou deixe ALICERCE_MIGRATE_ON_START=true). ` +
      `(Pending migrations: run npm run db:migrate.)`,
  );
}

/** True when the database has every known migration and none newer: the readiness check. */
export const isCurrent = (status: MigrationStatus) => status.pending.length === 0 && status.unknownNewer.length === 0;
