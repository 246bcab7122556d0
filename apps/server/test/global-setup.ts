import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (tar file); null when tests use TEST_DATABASE_URL. */
    pgliteTemplate: string | null;
  }
}

/**
 * Starting PGlite from scratch runs initdb (~4 s on 2 cores); loading a dump of an already
 * migrated database takes about 1 s. The template is built once per run through the app's own
 * openDatabase + migrate, and every test app starts from a copy of it.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", null);
    return;
  }
  const handle = await openDatabase({ url: "memory://", dataDir: os.tmpdir() });
  await handle.migrate();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const file = path.join(os.tmpdir(), `alicerce-pglite-template-${randomUUID()}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return async () => {
    await fs.rm(file, { force: true });
  };
}
