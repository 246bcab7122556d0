// A crash loses no acknowledged Pix (docs/decisions/109-pix-webhook-intake-and-reconciler.md): the PSP's
// notifications arrive in a burst at a real server process whose background jobs take them in as they
// come; the process is killed with SIGKILL mid-burst (mid-request and, likely, mid-job). After a restart
// whose jobs run to the end, every endToEndId answered 200 is recorded once and in the ledger once with
// its own value, nothing else was counted twice, and `npm run ledger:check` exits 0. On PostgreSQL with
// TEST_DATABASE_URL, else on the embedded PGlite in a data folder.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { ledgerEntries, ledgerTransactions, receivedPix } from "../src/db/schema/index.ts";
import {
  freePort,
  migratedDatabase,
  migratedDataDir,
  SERVER_TEST_ENV,
  serverCommand,
  startServer,
  type ServerProcess,
} from "./server-process.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
const SENDERS = 8;
/** The kill comes once this many notifications were answered 200. */
const KILL_AFTER = 40;

const dataDir = serverUrl ? path.join(os.tmpdir(), `alicerce-pix-crash-${randomUUID()}`) : migratedDataDir("pix-crash");
const authSecret = randomUUID() + randomUUID();
const webhookSecret = randomBytes(32).toString("hex");
let databaseUrl: string | null = null;
let dropDatabase: (() => Promise<void>) | null = null;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (serverUrl) {
    const database = await migratedDatabase(serverUrl, "pix_crash");
    dropDatabase = database.drop;
    databaseUrl = database.url;
  }
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.kill();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const baseEnv = () => ({
  ALICERCE_DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: authSecret,
  PIX_WEBHOOK_SECRET: webhookSecret,
  PAYMENTS_SANDBOX: "1",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
});

let sequence = 0;
/** A Pix as the PSP notifies it, with a txid no charge has (the intake parks it as unmatched). */
function newPix() {
  const n = ++sequence;
  return {
    endToEndId: `E99999999202612061000${String(n).padStart(11, "0")}`,
    txid: `crash${String(n).padStart(26, "0")}`,
    valor: `${n}.${String(n % 100).padStart(2, "0")}`,
    horario: new Date().toISOString(),
  };
}
const centsOf = (valor: string) => Number(valor.replace(".", ""));

/** `npm run ledger:check` as an operator runs it: the compiled command on the same database. */
function ledgerCheck(): Promise<{ code: number | null; output: string }> {
  const { args, compiled } = serverCommand();
  const main = args.at(-1)!;
  const command = compiled
    ? [...args.slice(0, -1), path.join(path.dirname(main), "ledger-check.js")]
    : ["--import", "tsx", path.join(import.meta.dirname, "../src/cli/ledger-check.ts")];
  const env: NodeJS.ProcessEnv = { ...process.env, ...SERVER_TEST_ENV, ...baseEnv() };
  delete env.VITEST;
  delete env.TEST;
  delete env.TEST_DATABASE_URL;
  const child = spawn(process.execPath, command, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once("exit", (code) => resolve({ code, output })));
}

describe(`kill -9 during a burst of Pix notifications (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it("loses no acknowledged Pix, counts none twice, and the ledger check passes", async () => {
    const port = await freePort();
    // The background jobs on: the intake takes Pix in during the burst, so the kill can cut a job too.
    const first = await startServer(
      { ...baseEnv(), ALICERCE_JOBS: "true", PUBLIC_URL: `http://127.0.0.1:${port}` },
      port,
    );
    servers.push(first);
    const url = `${first.url}/api/payments/pix/webhook/${webhookSecret}/pix`;
    const acknowledged = new Map<string, string>();
    let cut = 0;
    let killed = false;
    const burst = Array.from({ length: SENDERS }, async (_, sender) => {
      for (let round = 0; !killed; round++) {
        // Mostly new Pix, one or two per notification; every fifth, a PSP's retry of one already answered.
        const earlier = [...acknowledged.keys()];
        const pix =
          round % 5 === 4 && earlier.length
            ? [{ ...newPix(), endToEndId: earlier[(sender + round) % earlier.length]! }]
            : Array.from({ length: 1 + (round % 2) }, newPix);
        try {
          const res = await fetch(url, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ pix }),
          });
          if (res.status !== 200) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
          // A retry's answer promises the first notification's values, which are already held.
          for (const p of pix) if (!acknowledged.has(p.endToEndId)) acknowledged.set(p.endToEndId, p.valor);
        } catch (err) {
          // The process died under this request: no answer, so nothing was promised.
          if (!killed) throw err;
          cut++;
        }
      }
    });
    const deadline = Date.now() + 120_000;
    while (acknowledged.size < KILL_AFTER && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(acknowledged.size, first.output()).toBeGreaterThanOrEqual(KILL_AFTER);
    killed = true;
    first.child.kill("SIGKILL");
    await first.exited;
    await Promise.all(burst);
    expect(first.child.signalCode).toBe("SIGKILL");

    // The restart: the same database, its durable jobs run to the end. Its clock is past the 5-minute
    // lease a job cut by the kill still holds, so that job is taken again now rather than in minutes.
    const database = await openDatabase({ url: databaseUrl, dataDir });
    const later = () => new Date(Date.now() + 10 * 60_000);
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ALICERCE_JOBS: "false", ...baseEnv() });
    const app = await buildApp(config, { database, now: later });
    try {
      await app.ready();
      for (;;) {
        const report = await app.jobs.durableJobs();
        expect(report.failed).toBe(0);
        if (report.done + report.retried === 0) break;
      }
      const db = database.db;
      const rows = await db
        .select({
          endToEndId: receivedPix.endToEndId,
          amountCents: receivedPix.amountCents,
          outcome: receivedPix.outcome,
        })
        .from(receivedPix);
      const recorded = new Map(rows.map((r) => [r.endToEndId, r]));
      const lost = [...acknowledged.keys()].filter((id) => !recorded.has(id));
      expect(lost, `acknowledged but missing after the crash (of ${acknowledged.size})`).toEqual([]);
      for (const [id, valor] of acknowledged) {
        expect(recorded.get(id), id).toMatchObject({ amountCents: centsOf(valor), outcome: "unmatched" });
      }
      // Nothing beyond the answered and the cut-off notifications appeared, and no Pix is pending.
      expect(rows.every((r) => r.outcome === "unmatched")).toBe(true);
      expect(rows.length).toBeLessThanOrEqual(acknowledged.size + 2 * cut);

      // Each Pix in the ledger once, with its own value.
      const postings = await db
        .select({
          reference: ledgerTransactions.reference,
          transactions: sql<number>`count(distinct ${ledgerTransactions.id})::int`,
          debit: sql<string>`sum(${ledgerEntries.amountCents}) filter (where ${ledgerEntries.amountCents} > 0)::text`,
        })
        .from(ledgerTransactions)
        .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .where(like(ledgerTransactions.reference, "pix-in:%"))
        .groupBy(ledgerTransactions.reference);
      expect(postings).toHaveLength(rows.length);
      for (const row of rows) {
        expect(postings.find((p) => p.reference === `pix-in:${row.endToEndId}`)).toEqual({
          reference: `pix-in:${row.endToEndId}`,
          transactions: 1,
          debit: String(row.amountCents),
        });
      }
      console.info(
        `Pix crash test: ${acknowledged.size} acknowledged, ${cut} cut by the kill, ${rows.length} recorded and posted once`,
      );
    } finally {
      await app.close();
      await database.close();
    }

    const check = await ledgerCheck();
    expect(check.output).toContain("Livro-razão conferido");
    expect(check.output).toContain("payments.received-pix-in-ledger");
    expect(check.code, check.output).toBe(0);
  }, 300_000);
});
