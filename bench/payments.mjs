// Payments (decision 109; side by side since decision 123): the PSP's Pix webhook under load, then the reads
// a paying investor, the project page and the admin's desk make, on the demo and on a copy of it whose ledger
// holds a million entries. Per database:
// 1. intake: CONNECTIONS connections post Pix notifications (one new Pix each, a txid no charge has) to
//    /api/payments/pix/webhook/{secret}/pix for BENCH_DURATION s, with the background jobs on (each answer
//    starts the intake worker): notifications/s, p50/p99, the server's CPU per notification, beside a bare
//    Fastify route and the app's own /api/health in the same minute; once the server stopped, every Pix
//    answered 200 is recorded once (the rows can exceed the answers by the requests in flight when the load
//    stopped). Its database is then dropped: the intake job's backlog is not the reads' neighbour.
// 2. reads: a fresh demo database, and a copy of it grown by SQL (bench/payments/ledger-top-up.sql) to
//    LEDGER_ENTRIES ledger entries, each credited Pix with its received Pix and its payer's receipt; both
//    sizes measured side by side (bench/lib/side-by-side.mjs: ROUNDS rounds on new servers, the median pass
//    counted), cache off, READ_CONNECTIONS connections. On PGlite the demo size only (loading a million
//    entries into the embedded database takes longer than the whole PostgreSQL run), reported.
// Budget (PostgreSQL, BENCH_DATABASE_URL): intake ≥ 1 000 notifications/s with p99 < 50 ms; each read flat:
// its p99 at a million entries within 2× of its demo p99 (as the scale bench judges, decision 052) and under
// 100 ms. BENCH_PAYMENTS_PGLITE=false skips PGlite; BENCH_PAYMENTS_ROUNDS sets the rounds (3); BENCH_PAYMENTS_ONLY
// the lines (below).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { loadAs } from "./lib/load.mjs";
import { startServer } from "./lib/server.mjs";
import { BENCH_ENV, api, login } from "./lib/chat-users.mjs";
import { benchDatabases, copyWhileStopped, freshDatabase, runSqlWhileStopped } from "./lib/databases.mjs";
import { startBareRoute } from "./lib/bare-route.mjs";
import { groupCpuMs } from "./lib/process-cpu.mjs";
import { measureSideBySide, summarize } from "./lib/side-by-side.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_PAYMENTS_CONNECTIONS ?? 50);
const READ_CONNECTIONS = 20;
const ROUNDS = Number(process.env.BENCH_PAYMENTS_ROUNDS ?? 3);
const WARM_UP_S = 2;
const LEDGER_ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000);
const PORT = Number(process.env.BENCH_PORT ?? 3280);
const SECRET = randomBytes(32).toString("hex");
const TOP_UP_SQL = fs.readFileSync(path.join(import.meta.dirname, "payments/ledger-top-up.sql"), "utf8");

const INTAKE_BUDGET = { perSecond: 1_000, p99: 50 };
const READ_BUDGET_P99 = 100;

let sequence = 0;
/** A Pix as the PSP notifies it: a fresh endToEndId (E + ISPB + minute + 11 characters), a txid no charge has. */
function notification() {
  const n = (++sequence).toString(36).padStart(11, "0");
  return JSON.stringify({
    pix: [
      {
        endToEndId: `E99999999202612061000${n}`,
        txid: `bench${n}${"0".repeat(16)}`,
        valor: `${100 + (sequence % 900)}.00`,
        horario: new Date().toISOString(),
        pagador: { cpf: "52998224725", nome: "Pagador de Carga" },
      },
    ],
  });
}

function postLoad(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        method: "POST",
        headers: { "content-type": "application/json" },
        requests: [{ setupRequest: (request) => ({ ...request, body: notification() }) }],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

/** Rows of a query on a stopped server's database (PostgreSQL by URL, PGlite in its data folder). */
async function queryWhileStopped(fresh, dataDir, text) {
  if (fresh.env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: fresh.env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(dataDir, "db"), { extensions: { pg_trgm } });
  await db.waitReady;
  try {
    return (await db.query(text)).rows;
  } finally {
    await db.close();
  }
}

/**
 * BENCH_PAYMENTS_ONLY (comma-separated words) keeps the lines whose name holds one of them ("intake" for the
 * webhook's): for working on one read.
 */
const ONLY = process.env.BENCH_PAYMENTS_ONLY?.split(",").map((word) => word.trim());
const measured = (name) => !ONLY || ONLY.some((word) => name.includes(word));

/** The reads, as the person who makes them (the project: the demo investor's first commitment's). */
const READS = [
  { name: "investor: Meus investimentos (payments)", as: "investidor", path: () => "/api/investments/mine" },
  // Bruno's commitments include one awaiting its Pix, shown with its QR code (the seed's).
  { name: "investor, a Pix awaiting: Meus investimentos", as: "bruno", path: () => "/api/investments/mine" },
  { name: "investor: Meus comprovantes", as: "investidor", path: () => "/api/payments/receipts/mine" },
  { name: "project page", as: "investidor", path: (c) => `/api/projects/${c.project}` },
  { name: "project page: the offer's fee", as: "investidor", path: (c) => `/api/payments/projects/${c.project}/fee` },
  { name: "desk: the day's reconciliation", as: "admin", path: () => "/api/admin/reconciliation" },
  { name: "desk: escrow balance", as: "admin", path: () => "/api/admin/reconciliation/balance" },
  {
    name: "desk: escrow statement, page of 50",
    as: "admin",
    path: () => "/api/admin/reconciliation/ledger-entries?limit=50",
  },
];

async function prepareReads(server) {
  const cookies = {
    investidor: (await login(server.url, "investidor@alicerce.dev")).cookie,
    bruno: (await login(server.url, "bruno@alicerce.dev")).cookie,
    admin: (await login(server.url, "admin@alicerce.dev")).cookie,
  };
  const mine = await api(server.url, { cookie: cookies.investidor }, "GET", "/api/investments/mine");
  // The awaiting charge gets its code from the sandbox PSP by a job: wait for it, so the line shows its QR.
  for (let i = 0; i < 120; i++) {
    const bruno = await api(server.url, { cookie: cookies.bruno }, "GET", "/api/investments/mine");
    if (bruno.some((item) => item.payment?.pix_qr_code)) break;
    if (i === 119) throw new Error("bruno's awaiting charge has no QR code after a minute");
    await new Promise((r) => setTimeout(r, 500));
  }
  return { cookies, project: mine[0]?.project_id };
}

const count = async (fresh, dataDir, text) => (await queryWhileStopped(fresh, dataDir, text))[0].n;

/** The webhook under load on a fresh database, beside the bare route; false when PostgreSQL misses the budget. */
async function measureIntake(database, bare, port, table) {
  const fresh = await freshDatabase(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "alicerce-bench-payments-"));
  const judged = Boolean(database.server);
  try {
    const env = { ...BENCH_ENV, ...fresh.env, READ_CACHE: "false", PIX_WEBHOOK_SECRET: SECRET };
    const server = await startServer({ port, env: { ...env, PUBLIC_URL: `http://localhost:${port}` }, dataDir });
    let intake, bareRun, health, healthCpuUs, cpuMs;
    try {
      // The machine's speed right now: a route that touches nothing (its own process), and the app's own
      // route that touches nothing (the app's hooks), on the same connections.
      bareRun = await loadAs(bare.url, "", { connections: CONNECTIONS, duration: 5 });
      const healthCpuBefore = groupCpuMs(server.pid);
      health = await loadAs(`${server.url}/api/health`, "", { connections: CONNECTIONS, duration: 5 });
      healthCpuUs = Math.round(((groupCpuMs(server.pid) - healthCpuBefore) * 1000) / Math.max(1, health["2xx"]));
      const cpuBefore = groupCpuMs(server.pid);
      intake = await postLoad(`${server.url}/api/payments/pix/webhook/${SECRET}/pix`);
      cpuMs = groupCpuMs(server.pid) - cpuBefore;
    } finally {
      await server.stop();
    }
    const [rows] = await queryWhileStopped(
      fresh,
      dataDir,
      `select count(*)::int as recorded, count(distinct end_to_end_id)::int as distinct_ids,
              count(*) filter (where outcome = 'pending')::int as pending from received_pix`,
    );
    const answered = intake["2xx"];
    const perSecond = answered / DURATION_S;
    const cpuUs = Math.round((cpuMs * 1000) / Math.max(1, answered));
    const recordedOnce = rows.recorded === rows.distinct_ids && rows.recorded >= answered;
    const met = perSecond >= INTAKE_BUDGET.perSecond && intake.latency.p99 < INTAKE_BUDGET.p99;
    const bareRate = bareRun.requests.average;
    console.log(
      `${database.name.padEnd(11)} intake ${perSecond.toFixed(0)} notifications/s (${((perSecond / bareRate) * 100).toFixed(1)} % of the bare route), ` +
        `p50 ${intake.latency.p50} ms p99 ${intake.latency.p99} ms, server CPU ${cpuUs} µs per notification (jobs included), ` +
        `${intake.non2xx} non-2xx, ${intake.errors} errors; bare Fastify route ${bareRate.toFixed(0)} req/s, the app's /api/health ${health.requests.average.toFixed(0)} req/s, ${healthCpuUs} µs CPU each; ` +
        `${answered} answered 200, ${rows.recorded} recorded (${rows.recorded - answered} in flight at the end), each once: ${recordedOnce ? "yes" : "NO"}; ` +
        `${rows.recorded - rows.pending} taken in by the intake job meanwhile`,
    );
    table.push({
      database: database.name,
      line: `webhook intake, ${CONNECTIONS} connections`,
      figure: `${perSecond.toFixed(0)} notifications/s, p50 ${intake.latency.p50}, p99 ${intake.latency.p99}, ${cpuUs} µs CPU each; ${answered} answered, each recorded once; bare route ${bareRate.toFixed(0)} req/s, /api/health ${health.requests.average.toFixed(0)} req/s (${healthCpuUs} µs CPU each)`,
      verdict: judged ? (met ? "met" : "NOT MET") : "reported",
    });
    return recordedOnce && intake.non2xx === 0 && (!judged || met);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await fresh.drop();
  }
}

/** A stopped database made ready to measure: statistics fresh, nothing left for autovacuum or a checkpoint. */
async function settle(fresh, dataDir) {
  // Alone: VACUUM cannot run inside the top-up's transaction.
  await runSqlWhileStopped(fresh, dataDir, "vacuum (analyze)");
  await runSqlWhileStopped(fresh, dataDir, "checkpoint");
}

/** The reads at demo size and at LEDGER_ENTRIES entries side by side; false when PostgreSQL misses the budget. */
async function measureReads(database, firstPort, table) {
  const demo = {
    fresh: await freshDatabase(database),
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "alicerce-bench-payments-")),
  };
  const copies = [];
  const env = (fresh) => ({ ...BENCH_ENV, ...fresh.env, READ_CACHE: "false", PIX_WEBHOOK_SECRET: SECRET });
  try {
    const seeding = await startServer({
      port: firstPort,
      env: { ...env(demo.fresh), PUBLIC_URL: `http://localhost:${firstPort}` },
      dataDir: demo.dataDir,
    });
    await seeding.stop();
    const demoEntries = await count(demo.fresh, demo.dataDir, "select count(*)::int as n from ledger_entries");
    const sizes = [{ name: "demo", entries: demoEntries, ...demo, env: env(demo.fresh) }];
    if (database.server) {
      const grown = await copyWhileStopped(database, demo.fresh, demo.dataDir);
      copies.push(grown);
      const started = Date.now();
      // 2.4 entries a Pix: its own two, and two for each refund or payout of one Pix in ten (the top-up's header).
      const pix = Math.max(0, Math.ceil((LEDGER_ENTRIES - demoEntries) / 2.4));
      await runSqlWhileStopped(grown.fresh, grown.dataDir, `set bench.pix = ${pix};\n${TOP_UP_SQL}`);
      await settle(grown.fresh, grown.dataDir);
      const entries = await count(grown.fresh, grown.dataDir, "select count(*)::int as n from ledger_entries");
      console.log(
        `${database.name.padEnd(11)} ledger grown from ${demoEntries.toLocaleString("en")} to ${entries.toLocaleString("en")} entries in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      sizes.push({ name: "1M", entries, ...grown, env: env(grown.fresh) });
    }
    await settle(demo.fresh, demo.dataDir);
    const passes = await measureSideBySide({
      label: database.name,
      sizes,
      lines: READS.filter((read) => measured(read.name)),
      prepare: prepareReads,
      rounds: database.server ? ROUNDS : 1,
      duration: DURATION_S,
      warmUp: WARM_UP_S,
      connections: READ_CONNECTIONS,
      firstPort,
    });
    let ok = true;
    for (const [line, bySize] of passes) {
      const [atDemo, atLargest] = [...bySize.values()].map(summarize);
      const cell = (s) => `p50 ${s.p50}, p99 ${s.p99} (${s.p99s.join(", ")}), ${s.rate} req/s, ${s.cpuUs} µs CPU`;
      if (!atLargest) {
        table.push({ database: database.name, line: `${line.name}, demo`, figure: cell(atDemo), verdict: "reported" });
        continue;
      }
      const ratio = atLargest.p99 / Math.max(atDemo.p99, 1);
      // Flat is the ratio (the host's speed cancels out of it); the ceiling is absolute, so a slow host misses it.
      const misses = [
        ratio > 2 && `NOT FLAT (${ratio.toFixed(1)}×)`,
        atLargest.p99 >= READ_BUDGET_P99 && `p99 over ${READ_BUDGET_P99} ms`,
        atLargest.errors + atDemo.errors > 0 && "failed requests",
      ].filter(Boolean);
      if (misses.length) ok = false;
      table.push({
        database: database.name,
        line: line.name,
        figure: `demo ${cell(atDemo)} · ${sizes[1].entries.toLocaleString("en")} entries ${cell(atLargest)}; p99 ${ratio.toFixed(1)}×, CPU ${(atLargest.cpuUs / Math.max(atDemo.cpuUs, 1)).toFixed(1)}×`,
        verdict: misses.length ? misses.join("; ") : "flat (≤ 2× demo) and < 100 ms",
      });
    }
    return ok;
  } finally {
    for (const { fresh, dataDir } of [demo, ...copies]) {
      await fresh.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

export async function run() {
  console.log(
    `\npayments: Pix webhook intake, ${CONNECTIONS} connections, ${DURATION_S} s; reads at demo size and at ${LEDGER_ENTRIES.toLocaleString("en")} ledger entries side by side, ${READ_CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s (PostgreSQL)`,
  );
  let ok = true;
  const table = [];
  const bare = await startBareRoute(PORT);
  try {
    for (const database of benchDatabases()) {
      if (!database.server && process.env.BENCH_PAYMENTS_PGLITE === "false") continue;
      if (measured("webhook intake") && !(await measureIntake(database, bare, PORT + 1, table))) ok = false;
      if (
        READS.some((read) => measured(read.name)) &&
        !(await measureReads(database, PORT + 2, table)) &&
        database.server
      )
        ok = false;
    }
  } finally {
    await bare.close();
  }
  console.log("\n| database | line | figure (ms) | verdict |");
  console.log("| --- | --- | --- | --- |");
  for (const r of table) console.log(`| ${r.database} | ${r.line} | ${r.figure} | ${r.verdict} |`);
  return ok;
}
