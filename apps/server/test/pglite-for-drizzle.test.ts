import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pgliteForDrizzle } from "../src/db/pglite-for-drizzle.ts";

const samples = pgTable("samples", {
  id: integer("id").primaryKey(),
  at: timestamp("at", { withTimezone: true, mode: "date" }),
  atText: timestamp("at_text", { withTimezone: true, mode: "string" }),
  day: date("day"),
  wait: interval("wait"),
  amount: numeric("amount", { precision: 14, scale: 2 }),
  tags: text("tags").array(),
  data: jsonb("data"),
});

describe("pgliteForDrizzle", () => {
  const client = new PGlite();
  beforeAll(async () => {
    await client.exec(`
      create table samples (id int primary key, at timestamptz, at_text timestamptz, day date, wait interval,
        amount numeric(14,2), tags text[], data jsonb);
      insert into samples values
        (1, '2026-11-29 10:15:30.123-03', '2026-11-29 10:15:30.123-03', '2026-11-29', '2 days 3 hours', 1234.5,
         '{a,b}', '{"k": [1, 2]}'),
        (2, null, null, null, null, null, null, null);`);
  });
  afterAll(() => client.close());

  /** What drizzle answers for each kind of query: typed selects (array rows), raw SQL (object rows), in a transaction. */
  async function answers(db: ReturnType<typeof drizzle>) {
    const selected = await db.select().from(samples).orderBy(samples.id);
    const raw = await db.execute(sql`select * from samples order by id`);
    const inTransaction = await db.transaction((tx) => tx.select().from(samples).orderBy(samples.id));
    const arrays = await db.execute(
      sql`select array[at, at] as ats, array[day] as days, array[amount] as amounts from samples`,
    );
    return { selected, rows: raw.rows, inTransaction, arrays: arrays.rows };
  }

  it("answers drizzle exactly as the client itself does", async () => {
    const expected = await answers(drizzle({ client }));
    expect(expected.selected[0]!.at).toEqual(new Date("2026-11-29T13:15:30.123Z"));
    expect(await answers(drizzle({ client: pgliteForDrizzle(client) }))).toEqual(expected);
    // And again once drizzle's parsers sit in the client's table.
    expect(await answers(drizzle({ client: pgliteForDrizzle(client) }))).toEqual(expected);
  });

  it("passes PGlite no parsers with a query, in or out of a transaction", async () => {
    const sentOptions: (QueryOptions | undefined)[] = [];
    const query = vi.spyOn(client, "query");
    const transaction = vi.spyOn(client, "transaction");
    transaction.mockImplementation(function (this: PGlite, callback) {
      return PGlite.prototype.transaction.call(client, (tx: Transaction) =>
        callback({
          ...tx,
          query: (text, params, options) => (sentOptions.push(options), tx.query(text, params, options)),
        } as Transaction),
      );
    });
    try {
      const db = drizzle({ client: pgliteForDrizzle(client) });
      await db.select().from(samples);
      await db.execute(sql`select 1`);
      await db.transaction((tx) => tx.select().from(samples));
      sentOptions.push(...query.mock.calls.map((call) => call[2]));
    } finally {
      query.mockRestore();
      transaction.mockRestore();
    }
    expect(sentOptions).toHaveLength(3);
    for (const options of sentOptions) expect(options).not.toHaveProperty("parsers");
  });
});
