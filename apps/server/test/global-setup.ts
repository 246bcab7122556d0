import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import type { TestProject } from "vitest/node";

/** Where each test app's database is copied from: PGlite dump files, or PostgreSQL template databases. */
export type TestTemplates =
  { kind: "pglite"; empty: string; seeded: string } | { kind: "postgres"; empty: string; seeded: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database, empty and with the demo data, made once per run (docs/decisions/041-fast-tests.md). */
    testTemplates: TestTemplates;
  }
}

/**
 * Starting PGlite from scratch runs initdb (~4 s on 2 cores) and seeding the demo data takes
 * seconds more; loading a dump of an already migrated (and seeded) database takes about 1 s.
 * On PostgreSQL, `CREATE DATABASE … TEMPLATE` copies a migrated database in a fraction of the
 * time migrating a new one takes. build-templates.ts makes both once per run through the app's
 * own openDatabase, migrate and seed, and every test app starts from a copy of one of them.
 */
export default async function setup(project: TestProject) {
  const script = path.join(import.meta.dirname, "build-templates.ts");
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script], {
    cwd: path.join(import.meta.dirname, ".."),
    env: process.env,
  });
  const templates = JSON.parse(stdout.trim().split("\n").at(-1)!) as TestTemplates;
  project.provide("testTemplates", templates);
  return async () => {
    if (templates.kind === "pglite") {
      await Promise.all([templates.empty, templates.seeded].map((file) => fs.rm(file, { force: true })));
      return;
    }
    for (const name of [templates.empty, templates.seeded]) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  };
}
