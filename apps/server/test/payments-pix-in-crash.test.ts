// A crash loses no acknowledged Pix and pays nothing twice (docs/decisions/109-pix-webhook-intake-and-reconciler.md,
// 111-refunds-and-withdrawal-period.md, 114-platform-fee-and-release.md): the PSP's notifications arrive in a
// burst at a real server process whose background jobs take them in as they come, while investors withdraw paid
// commitments (refunds through the PSP's devolução) and a distribution's funding pays each share by Pix
// (payouts); the process is killed with SIGKILL once both have reached the PSP (mid-request and, likely,
// mid-job). After a restart whose jobs run to the end, every endToEndId answered 200 is recorded once and in the
// ledger once with its own value, each refund was made once and each payout sent once (the sandbox PSP, whose
// state is in the same database, says what it executed), and `npm run ledger:check` exits 0. On PostgreSQL with
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
  expectMoneyMovedOnce,
  prepareMoneyInFlight,
  sentToThePsp,
  type MoneyInFlight,
} from "./payments-crash-money.ts";
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
/**
 * New Pix the burst sends at most; past them every notification is a PSP's retry of one already answered. The
 * intake's jobs then stay a backlog of minutes at most, so the refunds and payouts queued among them reach the
 * PSP before the kill (PostgreSQL answers thousands of notifications while one worker takes in a few per second).
 */
const MOST_NEW_PIX = 150;

const dataDir = serverUrl ? path.join(os.tmpdir(), `alicerce-pix-crash-${randomUUID()}`) : migratedDataDir("pix-crash");
const authSecret = randomUUID() + randomUUID();
const webhookSecret = randomBytes(32).toString("hex");
let databaseUrl: string | null = null;
let dropDatabase: (() => Promise<void>) | null = null;
const servers: ServerProcess[] = [];
let money: MoneyInFlight;

beforeAll(async () => {
  if (serverUrl) {
    const database = await migratedDatabase(serverUrl, "pix_crash");
    dropDatabase = database.drop;
    databaseUrl = database.url;
  }
  const database = await openDatabase({ url: databaseUrl, dataDir });
  try {
    money = await prepareMoneyInFlight(database, baseEnv());
  } finally {
    await database.close();
  }
}, 180_000);

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

/** The burst's own Pix: no charge has their txids. */
const BURST_PIX = "E99999999202612061000";
let sequence = 0;
/** A Pix as the PSP notifies it, with a txid no charge has (the intake parks it as unmatched). */
function newPix() {
  const n = ++sequence;
  return {
    endToEndId: `${BURST_PIX}${String(n).padStart(11, "0")}`,
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

const pause = () => new Promise((r) => setTimeout(r, 20));

describe(`kill -9 during a burst of Pix notifications, refunds and payouts (${serverUrl ? "PostgreSQL" : "PGlite"})`, () => {
  it("loses no acknowledged Pix, counts none twice, pays nothing twice, and the ledger check passes", async () => {
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
    // Before the burst, the creator funds the distribution ("Simular pagamento": the sandbox pays and notifies this
    // server), so its credit, which queues each share's payout, is among the first jobs.
    const as = (cookie: string, method = "POST") => ({ method, headers: { cookie } });
    const { projectId, id: distributionId } = money.distribution;
    const funded = await fetch(
      `${first.url}/api/projects/${projectId}/distributions/${distributionId}/funding/simulate`,
      as(money.creatorCookie),
    );
    expect(funded.status, await funded.text()).toBe(202);
    const burst = Array.from({ length: SENDERS }, async (_, sender) => {
      for (let round = 0; !killed; round++) {
        // Mostly new Pix, one or two per notification; every fifth, a PSP's retry of one already answered.
        const earlier = [...acknowledged.keys()];
        const pix =
          (round % 5 === 4 || acknowledged.size >= MOST_NEW_PIX) && earlier.length
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
    const deadline = Date.now() + 180_000;
    const acknowledgedAtLeast = async (n: number) => {
      while (acknowledged.size < n && Date.now() < deadline) await pause();
    };
    // Meanwhile, as people do, investors withdraw paid commitments, each refunded through the PSP: half from the
    // burst's start, half once the distribution is funded, so the queue holds refunds before the payouts and
    // after them, between the Pix's.
    const withdrawn: string[] = [];
    let actionsDone = false;
    let actionFailure: unknown = null;
    const withdraw = async ({ investmentId, cookie }: MoneyInFlight["withdrawals"][number]) => {
      const res = await fetch(`${first.url}/api/investments/${investmentId}/withdraw`, as(cookie));
      if (res.status !== 200) throw new Error(`withdrawal: ${res.status} ${await res.text()}`);
      withdrawn.push(investmentId);
    };
    const distributionStatus = async () => {
      const res = await fetch(`${first.url}/api/projects/${projectId}/distributions`, as(money.creatorCookie, "GET"));
      const body = (await res.json()) as { items: { id: string; status: string }[] };
      return body.items.find((d) => d.id === distributionId)?.status;
    };
    const actions = (async () => {
      const half = money.withdrawals.length / 2;
      for (const [i, w] of money.withdrawals.slice(0, half).entries()) {
        await acknowledgedAtLeast(2 * (i + 1));
        await withdraw(w);
      }
      while ((await distributionStatus()) === "awaiting_funding" && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 250));
      for (const w of money.withdrawals.slice(half)) await withdraw(w);
      actionsDone = true;
    })().catch((err: unknown) => (actionFailure = err));
    // The kill: enough Pix answered, every withdrawal answered, and refunds and payouts already at the PSP.
    const due = () => {
      const sent = sentToThePsp(first.output());
      return acknowledged.size >= KILL_AFTER && actionsDone && sent.refunds > 0 && sent.payouts > 0;
    };
    while (!due() && actionFailure === null && Date.now() < deadline) await pause();
    const warnings = first
      .output()
      .split("\n")
      .filter((line) => /"level":[45]0/.test(line));
    expect(actionFailure).toBeNull();
    expect(due(), JSON.stringify({ acknowledged: acknowledged.size, withdrawn, actionsDone, warnings })).toBe(true);
    const atTheKill = sentToThePsp(first.output());
    killed = true;
    first.child.kill("SIGKILL");
    await first.exited;
    await Promise.all([...burst, actions]);
    expect(first.child.signalCode).toBe("SIGKILL");

    // The restart: the same database, its durable jobs run to the end. Its clock is past the 5-minute
    // lease a job cut by the kill still holds, so that job is taken again now rather than in minutes. It
    // listens: its refunds and payouts reach the sandbox PSP at its own address, as the killed process's did.
    const database = await openDatabase({ url: databaseUrl, dataDir });
    const later = () => new Date(Date.now() + 10 * 60_000);
    const restartPort = await freePort();
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      ALICERCE_JOBS: "false",
      ...baseEnv(),
      PUBLIC_URL: `http://127.0.0.1:${restartPort}`,
    });
    const app = await buildApp(config, { database, now: later });
    try {
      await app.listen({ port: restartPort, host: "127.0.0.1" });
      for (;;) {
        await app.workInFlight.settled();
        const report = await app.jobs.durableJobs();
        expect(report.failed).toBe(0);
        // The distributions' pass, as the killed process ran it every 5 seconds (a safety net: the credit funds).
        const passed = await app.jobs.distributionPayments();
        if (report.done + report.retried + passed.funded + passed.paid === 0) break;
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
      const burstRows = rows.filter((r) => r.endToEndId.startsWith(BURST_PIX));
      const lost = [...acknowledged.keys()].filter((id) => !recorded.has(id));
      expect(lost, `acknowledged but missing after the crash (of ${acknowledged.size})`).toEqual([]);
      for (const [id, valor] of acknowledged) {
        expect(recorded.get(id), id).toMatchObject({ amountCents: centsOf(valor), outcome: "unmatched" });
      }
      // Nothing beyond the answered and the cut-off notifications appeared, and no Pix is pending (the others
      // are the commitments' and the distribution's, credited).
      expect(burstRows.every((r) => r.outcome === "unmatched")).toBe(true);
      expect(rows.filter((r) => !r.endToEndId.startsWith(BURST_PIX)).map((r) => r.outcome)).toEqual(
        rows.filter((r) => !r.endToEndId.startsWith(BURST_PIX)).map(() => "credited"),
      );
      expect(burstRows.length).toBeLessThanOrEqual(acknowledged.size + 2 * cut);

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

      // Each withdrawal refunded once, each share paid out once, as the sandbox PSP executed them.
      await expectMoneyMovedOnce(db, money, withdrawn);
      console.info(
        `Pix crash test: ${acknowledged.size} acknowledged, ${cut} cut by the kill, ${burstRows.length} recorded and posted once; ` +
          `at the kill ${atTheKill.refunds} of ${withdrawn.length} refunds and ${atTheKill.payouts} of ${money.shares} payouts had reached the PSP`,
      );
    } finally {
      await app.close();
      await database.close();
    }

    const check = await ledgerCheck();
    expect(check.output).toContain("Livro-razão conferido");
    expect(check.output).toContain("payments.received-pix-in-ledger");
    expect(check.output).toContain("payments.refunds-posted");
    expect(check.output).toContain("payments.payouts-posted");
    expect(check.code, check.output).toBe(0);
  }, 420_000);
});
