// API load (docs/product/budgets.md#api): what users do — 50 distinct sessions of mixed roles, 20
// project-list variants, a supplier profile, the quotation list and 2 % writes — with the read cache on
// and off, on PGlite and (BENCH_DATABASE_URL) on PostgreSQL; beside it, 20 refused anonymous writes per
// second, which must not move the p99; and the project list under 50 chat messages per second. Every
// line is compared with a bare Fastify route measured in the same run.
import autocannon from "autocannon";
import { startServer } from "./lib/server.mjs";
import { startBareRoute } from "./lib/bare-route.mjs";
import { api, BENCH_ENV, login, openSocket } from "./lib/chat-users.mjs";
import { benchDatabases, freshDatabase } from "./lib/databases.mjs";
import { CONNECTIONS, prepareWorkload, QUERY_VARIANTS, refusedWrites, runWorkload } from "./lib/mixed-load.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BUDGET_P99_MS = 50;
const WARM_UP_S = 3;
const REFUSED_PER_SECOND = 20;
/** Chat traffic during the last run: the project list must not slow down (decision 021). */
const CHAT_MESSAGES_PER_SECOND = 50;

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const rows = [];
let bareRate = 1;
function report(database, cache, workload, r, note = "") {
  // The mixed lines: each kind of request apart, so a slow p99 names its request.
  const kinds = r.byKind && r.byKind.length > 1 ? r.byKind : null;
  const row = {
    database,
    cache,
    workload,
    rate: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    // The project list's own p99 inside a mixed line: what the budget (docs/product/budgets.md#api) is set on.
    listP99: kinds?.find((k) => k.kind === "list")?.p99,
    ratio: r.requests.average / bareRate,
    errors: r.errors + r.non2xx,
    note,
  };
  rows.push(row);
  console.log(
    `${`${database} cache ${cache}`.padEnd(20)} ${workload.padEnd(34)} ${String(row.rate).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   ${(row.ratio * 100).toFixed(1).padStart(5)}% of bare   non-2xx ${row.errors}${note ? `   ${note}` : ""}`,
  );
  if (kinds) {
    console.log(
      `${"".padEnd(20)} by kind: ${kinds.map((k) => `${k.kind} ${k.count}× p50 ${k.p50} p99 ${k.p99} ms`).join("; ")}`,
    );
  }
  return row;
}

const writeNote = (w) =>
  `writes: ${w.interest} interests, ${w.investment} investments, ${w.answer} answers committed; ${w.refused} refused 409${w.other ? `, ${w.other} other` : ""}${w.skipped ? `; ${w.skipped} answers skipped (pool empty)` : ""}`;

// BENCH_PORT moves the ports (this one for the bare route, the next ones for the servers): benches of
// other checkouts running on the same machine would otherwise answer for this one's servers.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3192);

export async function run() {
  const bare = await startBareRoute(BASE_PORT);
  let port = BASE_PORT + 1;
  let ok = true;
  try {
    console.log(
      `\napi load: ${CONNECTIONS} connections = 50 sessions of mixed roles, ${QUERY_VARIANTS} list variants, ${DURATION_S} s per line`,
    );
    const baseline = await load(bare.url);
    bareRate = baseline.requests.average;
    report("bare", "-", "GET / (bare Fastify route)", baseline);

    for (const database of benchDatabases()) {
      for (const cache of ["on", "off"]) {
        const db = await freshDatabase(database);
        const server = await startServer({
          port: port++,
          env: { ...BENCH_ENV, ...db.env, READ_CACHE: String(cache === "on") },
        });
        try {
          const workload = await prepareWorkload(server.url);
          // The server's first seconds under load (V8 still compiling the hot paths, PostgreSQL still
          // planning each statement's first runs on each pooled connection, PL/pgSQL compiling each
          // trigger's function per connection) are shown on a line of their own; the lines that
          // follow, the budget's included, measure the server as it runs from then on. The warm-up runs
          // the mixed workload, so the first supplier profiles, quotation lists and writes are in it too.
          const warmUp = await runWorkload(server.url, workload, WARM_UP_S);
          report(database.name, cache, `mixed, first ${WARM_UP_S} s after start`, warmUp);
          const listOnly = await runWorkload(server.url, workload, DURATION_S, { listOnly: true });
          report(database.name, cache, `logged-in list only (${QUERY_VARIANTS} variants)`, listOnly);
          const mixed = await runWorkload(server.url, workload, DURATION_S);
          report(database.name, cache, "mixed (2 % writes)", mixed, writeNote(mixed.writes));

          const refused = refusedWrites(server.url, workload.interestProject, REFUSED_PER_SECOND);
          const underRefusals = await runWorkload(server.url, workload, DURATION_S);
          const sent = await refused.stop();
          report(
            database.name,
            cache,
            `mixed + ${REFUSED_PER_SECOND} refused anon writes/s`,
            underRefusals,
            `${sent.sent} anonymous DELETEs answered ${JSON.stringify(sent.statuses)}; p99 ${mixed.latency.p99} → ${underRefusals.latency.p99} ms; ${writeNote(underRefusals.writes)}`,
          );
          if (Object.keys(sent.statuses).some((s) => s !== "401")) ok = false;

          if (cache === "on") {
            const viewer = await login(server.url, "investidor@alicerce.dev");
            const chat = await chatTraffic(server.url);
            const underChat = await load(`${server.url}/api/projects?limit=12`, { cookie: viewer.cookie });
            const figures = await chat.stop();
            report(
              database.name,
              cache,
              `GET /api/projects + ${CHAT_MESSAGES_PER_SECOND} chat msg/s`,
              underChat,
              `${figures.sent} messages sent (${figures.failed} failed), ${figures.delivered} of ${figures.expected} deliveries live`,
            );
          }
        } finally {
          await server.stop();
          await db.drop();
        }
      }
    }
    printTable();
    return ok; // load figures vary by machine: reported, never a CI gate (a refusal that was not a 401 fails it)
  } finally {
    await bare.close();
  }
}

function printTable() {
  console.log("\n| database | cache | load | req/s | p50 ms | p99 ms | list's p99 ms | vs bare | non-2xx |");
  console.log("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(
      `| ${r.database} | ${r.cache} | ${r.workload} | ${r.rate} | ${r.p50} | ${r.p99} | ${r.listP99 ?? "—"} | ${(r.ratio * 100).toFixed(1)} % | ${r.errors} |`,
    );
  }
  // The budget (docs/product/budgets.md#api) is the logged-in project list's p99 under the
  // mixed workload, on PostgreSQL with the cache off; the list alone and the whole mix are shown beside it.
  const mixed = rows.find((r) => r.database === "PostgreSQL" && r.cache === "off" && r.workload.startsWith("mixed (2"));
  const listOnly = rows.find(
    (r) => r.database === "PostgreSQL" && r.cache === "off" && r.workload.startsWith("logged-in list only"),
  );
  if (mixed?.listP99 !== undefined) {
    console.log(
      `\nbudget: the project list's p99 < ${BUDGET_P99_MS} ms under the mixed workload, on PostgreSQL with the cache off: ${mixed.listP99 < BUDGET_P99_MS ? "within budget" : "OVER BUDGET"} (${mixed.listP99} ms; the list alone ${listOnly?.p99} ms, every request of the mix ${mixed.p99} ms; bare route ${Math.round(bareRate)} req/s)`,
    );
  } else {
    console.log(
      "\nbudget: set BENCH_DATABASE_URL to measure PostgreSQL with the cache off (PGlite figures are reported only)",
    );
  }
}

/**
 * Two demo users chat at CHAT_MESSAGES_PER_SECOND in their direct conversation, with a socket each
 * listening, until stop() is called. Chat writes touch only the chat domain, so the project list's
 * cache stays warm.
 */
async function chatTraffic(baseUrl) {
  const [ana, carlos] = await Promise.all([
    login(baseUrl, "investidor@alicerce.dev"),
    login(baseUrl, "criador@alicerce.dev"),
  ]);
  const chat = await api(baseUrl, ana, "POST", "/api/chat/conversations/direct", { user_id: carlos.id });
  let delivered = 0;
  const sockets = await Promise.all(
    [ana, carlos].map((u) => openSocket(baseUrl, u, (f) => (f.type === "message.created" ? delivered++ : 0))),
  );
  let sent = 0;
  let failed = 0;
  let running = true;
  const pending = new Set();
  const started = Date.now();
  const loop = (async () => {
    while (running) {
      const from = sent % 2 ? ana : carlos;
      const request = api(baseUrl, from, "POST", `/api/chat/conversations/${chat.id}/messages`, {
        client_id: `api-bench-${sent}`,
        content: `mensagem de carga ${sent}`,
      }).catch(() => failed++);
      pending.add(request);
      void request.finally(() => pending.delete(request));
      sent++;
      const due = started + (sent * 1000) / CHAT_MESSAGES_PER_SECOND;
      await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await Promise.all(pending);
      // Each message goes to both sockets; give deliveries still on their way up to 5 s to arrive.
      const expected = 2 * (sent - failed);
      for (let waited = 0; delivered < expected && waited < 5000; waited += 50) {
        await new Promise((r) => setTimeout(r, 50));
      }
      for (const ws of sockets) ws.terminate();
      return { sent, failed, delivered, expected };
    },
  };
}
