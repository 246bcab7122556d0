import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { runOnServer } from "./postgres-admin.ts";
import type { TestProject } from "vitest/node";
import { compiledServerIsCurrent } from "./server-build.ts";
import { TEST_WASM_FLAGS } from "./wasm-tier.ts";

/** Where each test app's database is copied from: PGlite template images (data-folder-image.ts), or PostgreSQL template databases. */
export type TestTemplates =
  { kind: "pglite"; empty: string; seeded: string } | { kind: "postgres"; empty: string; seeded: string };

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated database, empty and with the demo data, made once per run (docs/decisions/041-fast-tests.md). */
    testTemplates: TestTemplates;
    /** A migrated PGlite data folder (its `db/`), copied by the tests that run a server process on a folder. */
    pgliteDataDir: string;
    /**
     * On PGlite runs, the image of a database that initdb made and no migration touched (null on PostgreSQL
     * runs): ops-migrations.test.ts starts its older-version database from it instead of a second initdb.
     */
    pgliteBareDump: string | null;
    /** The server compiled for this run (`main.js`), or null when apps/server/dist is current. */
    compiledServer: string | null;
  }
}

const serverDir = path.join(import.meta.dirname, "..");
const run = promisify(execFile);

/**
 * Starting PGlite from scratch runs initdb (~4 s on 2 cores) and seeding the demo data takes
 * seconds more; starting from the files of an already migrated (and seeded) database takes about 1 s.
 * On PostgreSQL, `CREATE DATABASE … TEMPLATE` copies a migrated database in a fraction of the
 * time migrating a new one takes. build-templates.ts makes both once per run through the app's
 * own openDatabase, migrate and seed, and every test app starts from a copy of one of them.
 */
async function buildTemplates() {
  const script = path.join(import.meta.dirname, "build-templates.ts");
  const { stdout } = await run(process.execPath, [...TEST_WASM_FLAGS, "--import", "tsx", script], {
    cwd: serverDir,
    env: process.env,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as {
    templates: TestTemplates;
    pgliteDataDir: string;
    pgliteBareDump: string | null;
  };
}

/**
 * The tests that run the server as a child process would each compile the TypeScript through tsx
 * (seconds of CPU per process) when apps/server/dist is absent or older than the source, as on a
 * fresh clone: the production build (build.mjs) is made once per run beside dist instead.
 */
async function compileServer(): Promise<string | null> {
  if (compiledServerIsCurrent()) return null;
  const folder = path.join(serverDir, `dist-test-${randomUUID()}`);
  await run(process.execPath, [path.join(serverDir, "build.mjs"), folder], { cwd: serverDir });
  return folder;
}

export default async function setup(project: TestProject) {
  const [{ templates, pgliteDataDir, pgliteBareDump }, compiledFolder] = await Promise.all([
    buildTemplates(),
    compileServer(),
  ]);
  project.provide("testTemplates", templates);
  project.provide("pgliteDataDir", pgliteDataDir);
  project.provide("pgliteBareDump", pgliteBareDump);
  project.provide("compiledServer", compiledFolder && path.join(compiledFolder, "main.js"));
  return async () => {
    await Promise.all(
      [pgliteDataDir, compiledFolder].map((dir) => dir && fs.rm(dir, { recursive: true, force: true })),
    );
    if (templates.kind === "pglite") {
      const dumps = [templates.empty, templates.seeded, pgliteBareDump];
      await Promise.all(dumps.map((file) => file && fs.rm(file, { force: true })));
      return;
    }
    for (const name of [templates.empty, templates.seeded]) {
      await runOnServer(process.env.TEST_DATABASE_URL!, `drop database if exists ${name} with (force)`);
    }
  };
}
