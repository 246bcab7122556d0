// The session settings of the app's PostgreSQL connections (db/connection-options.ts, decision 052),
// on the PostgreSQL of TEST_DATABASE_URL: JIT is off on the pool and on the pipelined reads, so no
// request pays for compiling a query whose planner cost passed jit_above_cost.
import os from "node:os";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../src/db/client.ts";
import { inSequence } from "../src/db/in-sequence.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("the app's PostgreSQL connections", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ url: serverUrl!, dataDir: os.tmpdir(), poolSize: 2, pipelinedConnections: 2 });
  });
  afterAll(() => database?.close());

  const jitOf = async (db: Database) => {
    const result = (await db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
    return result.rows[0]?.jit;
  };

  it("run with JIT off through the pool", async () => {
    expect(await jitOf(database.db)).toBe("off");
  });

  it("run with JIT off through the pipelined reads, on each of their connections", async () => {
    const reads = database.reads as unknown as Database;
    expect(await Promise.all([jitOf(reads), jitOf(reads), jitOf(reads)])).toEqual(["off", "off", "off"]);
  });

  it("refuse, under test, a query sent to a transaction's connection while another runs; in sequence they answer", async () => {
    const one = (n: number) => sql`select ${n}::int as n, pg_sleep(0.05)`;
    const rows = (r: unknown) => (r as { rows: { n: number }[] }).rows[0]?.n;
    const refused = await database.db
      .transaction(async (tx) => Promise.all([tx.execute(one(1)), tx.execute(one(2))]))
      .catch((error: Error) => error);
    expect(String((refused as Error).cause ?? refused)).toMatch(/still running another/);
    // The connection went back to the pool clean: the next transaction runs.
    const answered = await database.db.transaction(async (tx) => inSequence([tx.execute(one(1)), tx.execute(one(2))]));
    expect(answered.map(rows)).toEqual([1, 2]);
  });
});
