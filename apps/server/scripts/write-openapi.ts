import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";

// Writes the OpenAPI document that the route schemas describe, without listening and without
// touching a real database: the web's API types are generated from it, so a renamed path or
// field on the server breaks the web's typecheck.
const target = process.argv[2];
if (!target) {
  console.error("usage: tsx scripts/write-openapi.ts <output.json>");
  process.exit(1);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "alicerce-openapi-"));
const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ALICERCE_DATA_DIR: dataDir });
config.databaseUrl = "memory://";
// Route registration reads no rows, so the in-memory database is left unmigrated.
const database = await openDatabase({ url: config.databaseUrl, dataDir });
const app = await buildApp(config, { database });
await app.ready();
const document = app.swagger();
await app.close();
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });

await fs.mkdir(path.dirname(path.resolve(target)), { recursive: true });
await fs.writeFile(target, `${JSON.stringify(document, null, 2)}\n`);
