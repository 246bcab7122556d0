// The hot reads' pipelined connections (db/pipelined-reads.ts, decision 032), on the PostgreSQL of
// TEST_DATABASE_URL: answers reach the query that asked, an error stays with its query, the queries
// of one event-loop turn leave in one write, and a lost connection is replaced.
import net from "node:net";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PIPELINED_READS_APPLICATION_NAME, PipelinedReads } from "../src/db/pipelined-reads.ts";
import type { ReadDatabase } from "../src/db/client.ts";
import { createProject, newAccount, type Account } from "./project-helpers.ts";
import { createTestApp, sessionUser, type TestApp } from "./test-app.ts";

const serverUrl = process.env.TEST_DATABASE_URL;

type Rows<R> = { rows: R[] };

describe.skipIf(!serverUrl)("pipelined reads on PostgreSQL", () => {
  let reads: PipelinedReads;
  const lost: Error[] = [];
  beforeAll(() => {
    reads = new PipelinedReads(serverUrl!, 2, (err) => lost.push(err));
  });
  afterAll(() => reads?.end());
  afterEach(() => {
    lost.length = 0;
  });

  const ask = (n: number) => reads.query({ text: "select $1::int as n" }, [n]) as Promise<Rows<{ n: number }>>;

  it("gives each of 500 concurrent queries its own answer, an error only to the query that failed", async () => {
    const asked = Array.from({ length: 500 }, (_, i) => i);
    const answers = await Promise.allSettled(
      asked.map((i) =>
        i % 50 === 7
          ? reads.query({ text: "select 1 / $1::int as n" }, [0]) // division by zero
          : ask(i),
      ),
    );
    answers.forEach((answer, i) => {
      if (i % 50 === 7) {
        expect(answer.status).toBe("rejected");
        expect(String((answer as PromiseRejectedResult).reason)).toMatch(/division by zero/);
      } else {
        expect(answer).toEqual({ status: "fulfilled", value: expect.objectContaining({ rows: [{ n: i }] }) });
      }
    });
  });

  it("sends the queries of one event-loop turn in one write per connection", async () => {
    await Promise.all([ask(1), ask(2)]); // both connections open
    const port = Number(new URL(serverUrl!).port || 5432);
    const writes = { count: 0 };
    const original = { write: net.Socket.prototype._write, writev: net.Socket.prototype._writev };
    const counted = <F extends (...a: never[]) => unknown>(f: F) =>
      function (this: net.Socket, ...args: Parameters<F>) {
        if (this.remotePort === port) writes.count++;
        return f.apply(this, args);
      };
    net.Socket.prototype._write = counted(original.write);
    net.Socket.prototype._writev = counted(original.writev!);
    try {
      const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => ask(i)));
      expect(answers.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 60 }, (_, i) => i));
    } finally {
      net.Socket.prototype._write = original.write;
      net.Socket.prototype._writev = original.writev;
    }
    // Without the batching: one write per query (60).
    expect(writes.count).toBeLessThanOrEqual(2);
    expect(writes.count).toBeGreaterThan(0);
  });

  it("fails the queries on a lost connection, then opens a new one", async () => {
    await Promise.all([ask(1), ask(2)]);
    // The expectation is attached at once: the rejection may come before the admin query answers.
    const sleepingFails = expect(reads.query({ text: "select pg_sleep($1::int)" }, [30])).rejects.toThrow();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      // The long query is running on the server before its connection is cut.
      await vi.waitFor(
        async () => {
          const running = await admin.query(
            "select 1 from pg_stat_activity where application_name = $1 and state = 'active' and query like 'select pg_sleep%'",
            [PIPELINED_READS_APPLICATION_NAME],
          );
          expect(running.rowCount).toBeGreaterThan(0);
        },
        { timeout: 5_000, interval: 20 },
      );
      const terminated = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()",
        [PIPELINED_READS_APPLICATION_NAME],
      );
      expect(terminated.rowCount).toBeGreaterThanOrEqual(2);
      await sleepingFails;
      // Both connections were cut: each reports its loss before the next queries are asked.
      await vi.waitFor(() => expect(lost.length).toBeGreaterThanOrEqual(2), { timeout: 3_000, interval: 20 });
      const again = await Promise.all(Array.from({ length: 10 }, (_, i) => ask(100 + i)));
      expect(again.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 10 }, (_, i) => 100 + i));
    } finally {
      await admin.end();
    }
  });
});

describe.skipIf(!serverUrl)("the app's sessions and project list on pipelined reads", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE: "false", REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000" }, { seed: true });
  });
  afterAll(() => t?.close());

  it("answers 20 creators reading at once each with their own session and their own project", async () => {
    const creators: (Account & { title: string })[] = [];
    for (let i = 0; i < 20; i++) {
      const account = await newAccount(t.app, "creator", { name: `Criadora ${i}` });
      const title = `Residencial Pipeline ${i}`;
      await createProject(t.app, account.cookie, { title, visibility: "private" });
      creators.push({ ...account, title });
    }
    const seen = await Promise.all(
      creators.map(async (c) => ({
        user: await sessionUser(t.app, c.cookie),
        list: await t.app.inject({ method: "GET", url: "/api/projects?scope=mine", headers: { cookie: c.cookie } }),
      })),
    );
    seen.forEach(({ user, list }, i) => {
      expect(user?.id).toBe(creators[i]!.id);
      expect(list.statusCode).toBe(200);
      const body = list.json() as { items: { title: string }[]; summary: { total: number } };
      expect(body.items.map((p) => p.title)).toEqual([creators[i]!.title]);
      expect(body.summary.total).toBe(1);
    });
  });
});

// At compile time: the reads offer no transaction, which would interleave with other requests' queries.
const noTransaction: "transaction" extends keyof ReadDatabase ? never : true = true;
void noTransaction;
