// Payments (decision 109): the PSP's Pix webhook under load, then the reads a paying investor and the
// admin make on a ledger of a million entries. Per database:
// 1. intake: CONNECTIONS connections post Pix notifications (one new Pix each, a txid no charge has) to
//    /api/payments/pix/webhook/{secret}/pix for BENCH_DURATION s, with the background jobs on (each answer
//    starts the intake worker): notifications/s, p50/p99, and, once the server stopped, every Pix answered
//    200 is recorded once (the rows can exceed the answers by the requests in flight when the load stopped).
// 2. reads: the demo data's ledger grown by SQL (bench/payments/ledger-top-up.sql) to LEDGER_ENTRIES
//    entries, then the investor's payments (GET /api/investments/mine), the project page
//    (GET /api/projects/:id) and the escrow account's statement (GET /api/admin/reconciliation/ledger-entries),
//    cache off, READ_CONNECTIONS connections. On PGlite the reads run on the demo's own ledger (loading a
//    million entries into the embedded database takes longer than the whole PostgreSQL run).
// Budget (PostgreSQL, BENCH_DATABASE_URL): intake ≥ 1 000 notifications/s with p99 < 50 ms; reads p99 < 100 ms.
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
import { benchDatabases, freshDatabase, runSqlWhileStopped } from "./lib/databases.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_PAYMENTS_CONNECTIONS ?? 50);
const READ_CONNECTIONS = 20;
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

const READS = [
  { name: "investor's payments", as: "investidor", path: () => "/api/investments/mine" },
  { name: "project page", as: "investidor", path: (ids) => `/api/projects/${ids.project}` },
  {
    name: "escrow statement, first page",
    as: "admin",
    path: () => "/api/admin/reconciliation/ledger-entries?limit=50",
  },
];

export async function run() {
  console.log(
    `\npayments: Pix webhook intake, ${CONNECTIONS} connections, ${DURATION_S} s; reads at ${LEDGER_ENTRIES.toLocaleString("en")} ledger entries (PostgreSQL)`,
  );
  let ok = true;
  const table = [];
  let port = PORT;
  for (const database of benchDatabases()) {
    const fresh = await freshDatabase(database);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "alicerce-bench-payments-"));
    const env = { ...BENCH_ENV, ...fresh.env, READ_CACHE: "false", PIX_WEBHOOK_SECRET: SECRET };
    const judged = Boolean(database.server);
    try {
      let server = await startServer({ port, env: { ...env, PUBLIC_URL: `http://localhost:${port}` }, dataDir });
      // The machine's speed right now: a route that touches nothing, on the same server and connections.
      const bare = await loadAs(`${server.url}/api/health`, "", { connections: CONNECTIONS, duration: 5 });
      const intake = await postLoad(`${server.url}/api/payments/pix/webhook/${SECRET}/pix`);
      await server.stop();
      const [rows] = await queryWhileStopped(
        fresh,
        dataDir,
        `select count(*)::int as recorded, count(distinct end_to_end_id)::int as distinct_ids,
                count(*) filter (where outcome = 'pending')::int as pending from received_pix`,
      );
      const answered = intake["2xx"];
      const perSecond = answered / DURATION_S;
      const recordedOnce = rows.recorded === rows.distinct_ids && rows.recorded >= answered;
      const intakeMet = perSecond >= INTAKE_BUDGET.perSecond && intake.latency.p99 < INTAKE_BUDGET.p99;
      if (!recordedOnce || intake.non2xx > 0 || (judged && !intakeMet)) ok = false;
      console.log(
        `${database.name.padEnd(11)} intake ${perSecond.toFixed(0)} notifications/s, p50 ${intake.latency.p50} ms p99 ${intake.latency.p99} ms, ` +
          `${intake.non2xx} non-2xx, ${intake.errors} errors (GET /api/health beside it: ${bare.requests.average.toFixed(0)} req/s); ` +
          `${answered} answered 200, ${rows.recorded} recorded ` +
          `(${rows.recorded - answered} in flight at the end), each once: ${recordedOnce ? "yes" : "NO"}; ${rows.pending} left for the intake job`,
      );
      table.push({
        database: database.name,
        line: `webhook intake, ${CONNECTIONS} connections`,
        figure: `${perSecond.toFixed(0)} notifications/s, p50 ${intake.latency.p50}, p99 ${intake.latency.p99}; ${answered} answered, each recorded once; bare route ${bare.requests.average.toFixed(0)} req/s`,
        verdict: judged ? (intakeMet ? "met" : "NOT MET") : "reported",
      });

      let entries = (await queryWhileStopped(fresh, dataDir, "select count(*)::int as n from ledger_entries"))[0].n;
      if (database.server) {
        const started = Date.now();
        const transactions = Math.max(0, Math.ceil((LEDGER_ENTRIES - entries) / 2));
        await runSqlWhileStopped(fresh, dataDir, `set bench.transactions = ${transactions};\n${TOP_UP_SQL}`);
        entries = (await queryWhileStopped(fresh, dataDir, "select count(*)::int as n from ledger_entries"))[0].n;
        console.log(
          `            ledger grown to ${entries.toLocaleString("en")} entries in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
      }
      server = await startServer({
        port: port + 1,
        env: { ...env, PUBLIC_URL: `http://localhost:${port + 1}` },
        dataDir,
      });
      try {
        const cookies = {
          investidor: (await login(server.url, "investidor@alicerce.dev")).cookie,
          admin: (await login(server.url, "admin@alicerce.dev")).cookie,
        };
        const mine = await api(server.url, { cookie: cookies.investidor }, "GET", "/api/investments/mine");
        const ids = { project: mine[0]?.project_id };
        for (const read of READS) {
          const url = `${server.url}${read.path(ids)}`;
          const probe = await fetch(url, { headers: { cookie: cookies[read.as] } });
          if (!probe.ok) {
            console.log(`            ${read.name}: ${probe.status}, not measured`);
            continue;
          }
          await loadAs(url, cookies[read.as], { connections: READ_CONNECTIONS, duration: 2 });
          const result = await loadAs(url, cookies[read.as], { connections: READ_CONNECTIONS, duration: DURATION_S });
          const within = result.latency.p99 < READ_BUDGET_P99 && result.non2xx === 0;
          if (judged && !within) ok = false;
          console.log(
            `            ${read.name.padEnd(30)} ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`,
          );
          table.push({
            database: database.name,
            line: `${read.name}, ${entries.toLocaleString("en")} ledger entries`,
            figure: `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50}, p99 ${result.latency.p99}`,
            verdict: judged ? (within ? "p99 < 100: within" : "OVER") : "reported",
          });
        }
      } finally {
        await server.stop();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await fresh.drop();
      port += 2;
    }
  }
  console.log("\n| database | line | figure | verdict |");
  console.log("| --- | --- | --- | --- |");
  for (const r of table) console.log(`| ${r.database} | ${r.line} | ${r.figure} | ${r.verdict} |`);
  return ok;
}
