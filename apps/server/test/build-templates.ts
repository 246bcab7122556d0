// Builds the databases every test app is copied from, once per run; global-setup.ts runs it as a
// child process (`node --import tsx`) because vitest's global-setup loader cannot load argon2's
// native module, which seeding the demo data needs. Prints the templates, the migrated PGlite data
// folder and (PGlite runs) the dump of the database before any migration as one JSON line.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { runOnServer } from "./postgres-admin.ts";
import { openDatabase } from "../src/db/client.ts";
import { pgliteExtensions } from "../src/db/pglite-extensions.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import type { TestTemplates } from "./global-setup.ts";

const seed = (db: Parameters<typeof seedDemoData>[0]) => seedDemoData(db, { passwordCost: "test-minimum" });

/**
 * A migrated PGlite data folder (`<folder>/db`, as the server keeps it) for the tests that run a
 * server process or the backup tools on a folder: they copy it instead of running initdb and every
 * migration again (test/server-process.ts, migratedDataDir). Loaded from the migrated dump when
 * there is one (on PGlite), else migrated here (on PostgreSQL runs, whose templates are databases).
 */
async function pgliteDataDir(migratedDump: string | null): Promise<string> {
  const folder = path.join(os.tmpdir(), `alicerce-pglite-datadir-${randomUUID()}`);
  if (migratedDump) {
    const { PGlite } = await import("@electric-sql/pglite");
    const dir = path.join(folder, "db");
    await fs.mkdir(dir, { recursive: true });
    const client = new PGlite(dir, {
      loadDataDir: new Blob([await fs.readFile(migratedDump)]),
      extensions: pgliteExtensions,
    });
    await client.waitReady;
    await client.close();
  } else {
    const handle = await openDatabase({ url: null, dataDir: folder });
    await handle.migrate();
    await handle.close();
  }
  return folder;
}

async function pgliteTemplates(): Promise<TestTemplates & { bare: string }> {
  const handle = await openDatabase({ url: "memory://", dataDir: os.tmpdir() });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = async () => {
    const data = await client.dumpDataDir("none");
    const file = path.join(os.tmpdir(), `alicerce-pglite-template-${randomUUID()}.tar`);
    await fs.writeFile(file, Buffer.from(await data.arrayBuffer()));
    return file;
  };
  // One initdb: dumped before any migration, once migrated, then again with the demo data.
  const bare = await dump();
  await handle.migrate();
  const empty = await dump();
  await seed(handle.db);
  const seeded = await dump();
  await handle.close();
  return { kind: "pglite", empty, seeded, bare };
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
    const { bare, ...templates } = await pgliteTemplates();
    const dataDir = await pgliteDataDir(templates.empty);
    process.stdout.write(`${JSON.stringify({ templates, pgliteDataDir: dataDir, pgliteBareDump: bare })}\n`);
  }
}
