import os from "node:os";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "../src/db/client.ts";

describe("the database log", () => {
  let handle: DatabaseHandle | undefined;
  afterAll(() => handle?.close());

  it("writes every query to the logger it is pointed at, at debug level, without parameter values", async () => {
    handle = await openDatabase({ url: "memory://", dataDir: os.tmpdir() });
    const log = { debug: vi.fn(), warn: vi.fn(), error: vi.fn() };
    handle.log.useLogger(log);
    await handle.db.execute(sql`select ${"segredo"}::text as value`);
    expect(log.debug).toHaveBeenCalledWith({ sql: "select $1::text as value", params: 1 }, "sql");
    expect(JSON.stringify(log.debug.mock.calls)).not.toContain("segredo");
  });
});
