import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "../src/db/client.ts";
import { migratedDataDir } from "./server-process.ts";

describe("the database log", () => {
  // A copy of the run's migrated folder: opening it takes about a second, a new in-memory database
  // (initdb) several.
  const dataDir = migratedDataDir("database-log");
  let handle: DatabaseHandle | undefined;
  afterAll(async () => {
    await handle?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("writes every query to the logger it is pointed at, at debug level, without parameter values", async () => {
    handle = await openDatabase({ url: null, dataDir });
    const log = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    handle.log.useLogger(log);
    await handle.db.execute(sql`select ${"segredo"}::text as value`);
    expect(log.debug).toHaveBeenCalledWith({ sql: "select $1::text as value", params: 1 }, "sql");
    expect(JSON.stringify(log.debug.mock.calls)).not.toContain("segredo");
  });
});
