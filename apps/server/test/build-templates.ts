// Builds the databases every test app is copied from, once per run; global-setup.ts runs it as a
// child process (`node --import tsx`) because vitest's global-setup loader cannot load argon2's
// native module, which seeding the demo data needs. Prints the templates, the migrated PGlite data
// folder and (PGlite runs) the dump of the database before any migration as one JSON line.
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { readDataFolder, writeDataFolder, writeImageFile, type DataFolderEntry } from "./data-folder-image.ts";
import { runOnServer } from "./postgres-admin.ts";
import { openDatabase } from "../src/db/client.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import type { TestTemplates } from "./global-setup.ts";

const seed = (db: Parameters<typeof seedDemoData>[0]) => seedDemoData(db, { passwordCost: "test-minimum" });

/**
 * A migrated PGlite data folder (`<folder>/db`, as the server keeps it) for the tests that run a
 * server process or the backup tools on a folder: they copy it instead of running initdb and every
 * migration again (test/server-process.ts, migratedDataDir). Written from the migrated template's
 * files when there are some (on PGlite), else migrated here (on PostgreSQL runs, whose templates are
 * databases).
 */
async function pgliteDataDir(migrated: DataFolderEntry[] | null): Promise<string> {
  const folder = path.join(os.tmpdir(), `alicerce-pglite-datadir-${randomUUID()}`);
  if (migrated) {
    writeDataFolder(migrated, path.join(folder, "db"));
  } else {
    const handle = await openDatabase({ url: null, dataDir: folder });
    await handle.migrate();
    await handle.close();
  }
  return folder;
}

async function pgliteTemplates(): Promise<TestTemplates & { bare: string; migrated: DataFolderEntry[] }> {
  const handle = await openDatabase({ url: "memory://", dataDir: os.tmpdir() });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const image = async () => {
    const entries = await readDataFolder(client);
    const file = path.join(os.tmpdir(), `alicerce-pglite-template-${randomUUID()}.image`);
    writeImageFile(entries, file);
    return { file, entries };
  };
  // One initdb: kept before any migration, once migrated, then again with the demo data.
  const bare = await image();
  await handle.migrate();
  const empty = await image();
  await seed(handle.db);
  const seeded = await image();
  await handle.close();
  return { kind: "pglite", empty: empty.file, seeded: seeded.file, bare: bare.file, migrated: empty.entries };
}

async function postgresTemplates(serverUrl: string): Promise<TestTemplates> {
  const run = randomUUID().replace(/-/g, "");
  const names = { empty: `alicerce_template_${run}`, seeded: `alicerce_template_seeded_${run}` };
  for (const [which, name] of Object.entries(names)) {
    await runOnServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString(), dataDir: os.tmpdir() });
    try {
      await handle.migrate();
      if (which === "seeded") await seed(handle.db);
    } finally {
      // A template must have no open connection while it is copied.
      await handle.close();
    }
  }
  return { kind: "postgres", ...names };
}

if (process.argv[1] === import.meta.filename) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const [templates, dataDir] = await Promise.all([postgresTemplates(serverUrl), pgliteDataDir(null)]);
    process.stdout.write(`${JSON.stringify({ templates, pgliteDataDir: dataDir, pgliteBareDump: null })}\n`);
  } else {
    const { bare, migrated, ...templates } = await pgliteTemplates();
    const dataDir = await pgliteDataDir(migrated);
    process.stdout.write(`${JSON.stringify({ templates, pgliteDataDir: dataDir, pgliteBareDump: bare })}\n`);
  }
}
