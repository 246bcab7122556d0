// Writes (docs/product/budgets.md#api): 50 investors invest concurrently into one open raise for 10 s.
// Reports committed investments per second, and checks the books: the project's raised plus reserved total (paid and awaiting Pix) equals
// the sum of its active investments (and of the 201 answers), and never passes the target.
import { startServer } from "./lib/server.mjs";
import { api, BENCH_ENV, login, percentile, registerQualifiedInvestors } from "./lib/chat-users.mjs";
import { benchDatabases, freshDatabase } from "./lib/databases.mjs";

const INVESTORS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Each investment is this share of what the raise still needed at the start: at 50 commits per second
 * the target is reached at the end of the run, so the cap is exercised on a fast machine.
 */
const SHARE_OF_REMAINING = 1 / 500;

const cents = (value) => Math.round(value * 100);

export async function run() {
  console.log(`\nwrites: ${INVESTORS} investors into one raise, ${DURATION_S} s`);
  let ok = true;
  let port = 3290;
  const rows = [];
  for (const database of benchDatabases()) {
    const db = await freshDatabase(database);
    const server = await startServer({ port: port++, env: { ...BENCH_ENV, ...db.env } });
    try {
      const row = await investConcurrently(server.url);
      row.database = database.name;
      rows.push(row);
      if (!row.booksBalance || row.overTarget) ok = false;
      console.log(
        `${database.name.padEnd(11)} ${String(row.committed).padStart(5)} committed (${row.perSecond.toFixed(1)}/s)   ${row.refused} refused 409   ${row.failed} other   latency p50 ${row.p50} ms p99 ${row.p99} ms`,
      );
      console.log(
        `            raised + reserved R$ ${(row.raisedCents / 100).toFixed(2)} = active investments R$ ${(row.sumCents / 100).toFixed(2)} = 201 answers R$ ${(row.answeredCents / 100).toFixed(2)}: ${row.booksBalance ? "books balance" : "BOOKS DO NOT BALANCE"}; target R$ ${(row.targetCents / 100).toFixed(2)} ${row.overTarget ? "PASSED" : "never passed"}${row.reachedAt ? `, full after ${row.reachedAt.toFixed(1)} s` : ""}`,
      );
    } finally {
      await server.stop();
      await db.drop();
    }
  }
  console.log(
    "\n| database | commits | commits/s | refused (409) | p50 ms | p99 ms | raised = Σ investments | ≤ target |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |");
  for (const r of rows) {
    console.log(
      `| ${r.database} | ${r.committed} | ${r.perSecond.toFixed(1)} | ${r.refused} | ${r.p50} | ${r.p99} | ${r.booksBalance ? "yes" : "NO"} | ${r.overTarget ? "NO" : "yes"} |`,
    );
  }
  return ok;
}

async function investConcurrently(baseUrl) {
  const creator = await login(baseUrl, "criador@alicerce.dev");
  const open = (await api(baseUrl, creator, "GET", "/api/projects?limit=50&status=funding_open&purpose=investment"))
    .items;
  const card = open.find((p) => p.created_by === creator.id);
  if (!card) throw new Error("no open raise of the demo creator");
  // The project's page carries the reserved amount beside the raised one.
  const raise = await api(baseUrl, creator, "GET", `/api/projects/${card.id}`);
  const investors = await registerQualifiedInvestors(baseUrl, INVESTORS, "Aportador");
  // Paid money is raised, awaiting Pix is reserved (decision 107): both take room under the target.
  const taken = (p) => p.raised_amount + p.reserved_amount;
  const remaining = raise.target_amount - taken(raise);
  const amount = Math.max(raise.min_investment ?? 0, Math.ceil(remaining * SHARE_OF_REMAINING * 100) / 100);

  let committed = 0;
  let refused = 0;
  let failed = 0;
  let answeredCents = 0;
  let reachedAt = null;
  const latencies = [];
  const started = Date.now();
  const deadline = started + DURATION_S * 1000;
  await Promise.all(
    investors.map(async (investor) => {
      while (Date.now() < deadline) {
        const t0 = performance.now();
        const response = await fetch(`${baseUrl}/api/projects/${raise.id}/investments`, {
          method: "POST",
          headers: { cookie: investor.cookie, "content-type": "application/json" },
          body: JSON.stringify({ amount }),
        });
        latencies.push(performance.now() - t0);
        const body = await response.json();
        if (response.status === 201) {
          committed++;
          answeredCents += cents(body.amount);
        } else if (response.status === 409) {
          refused++;
          if (reachedAt === null) reachedAt = (Date.now() - started) / 1000;
        } else {
          failed++;
          if (failed === 1) console.error(`a commitment answered ${response.status}: ${JSON.stringify(body)}`);
        }
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;

  const project = await api(baseUrl, creator, "GET", `/api/projects/${raise.id}`);
  const investments = await api(baseUrl, creator, "GET", `/api/projects/${raise.id}/investments`);
  const sumCents = investments.filter((i) => i.status === "active").reduce((sum, i) => sum + cents(i.amount), 0);
  const raisedCents = cents(taken(project));
  const startedCents = cents(taken(raise));
  latencies.sort((a, b) => a - b);
  return {
    committed,
    refused,
    failed,
    // While the raise was open: once it is full every further attempt is a quick 409.
    perSecond: committed / (reachedAt ?? elapsed),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    raisedCents,
    sumCents,
    answeredCents: startedCents + answeredCents,
    targetCents: cents(raise.target_amount),
    booksBalance: raisedCents === sumCents && raisedCents === startedCents + answeredCents,
    overTarget: raisedCents > cents(raise.target_amount),
    reachedAt,
  };
}
