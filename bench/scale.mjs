// Scale (decisions 052, 082 and 130): each screen's main API call on the demo data and on copies of it
// topped up by SQL (bench/scale/top-up.sql) to a medium and a large platform, and to the heavy shape (the
// large platform's size, with the demo investor holding 1 % of its commitments, the demo creator 1 % of its
// projects and their documents, and a 100 000-message conversation between the two), with the read cache
// off, CONNECTIONS connections, as the demo user who opens that screen. Prints p50/p99 per endpoint per
// scale, the large/demo ratio, each size's throughput as a ratio to demo, and the server's memory before
// and after each line. The budget (on PostgreSQL, BENCH_DATABASE_URL): at the medium and large sizes each
// line's p99 within 2× of its demo figure and under 100 ms (the admin desk's totals 200 ms); at the heavy
// shape each line's throughput at least half its demo throughput. PGlite is reported only, up to the medium
// size (loading the large one into the embedded database takes longer than the whole PostgreSQL run).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./lib/server.mjs";
import { BENCH_ENV, login } from "./lib/chat-users.mjs";
import { measureSideBySide, median } from "./lib/side-by-side.mjs";
import { benchDatabases, copyWhileStopped, freshDatabase, runSqlWhileStopped } from "./lib/databases.mjs";

const CONNECTIONS = 20;
// Per pass of a line (ROUNDS passes, below): 3 × 5 s, more than the 10 s each line was first measured with (decision 052).
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARM_UP_S = 2;
// A leak found at scale (a time-zone formatter per call) added 300–360 MB per 10 s of requests: its server's lowest
// RSS would rise by over a gigabyte within one round's 40 s. Without a leak its lowest stays within tens of
// MB while single readings move by up to 250 MB (see rssFloorGrowth).
const RSS_GROWTH_FLAG_MB = 200;
// BENCH_PORT (or BENCH_SCALE_PORT) moves the servers' ports (this bench uses it and the six after it: a
// server per size and database): benches of other checkouts running on the same machine would otherwise
// answer for this one's servers.
const PORT = Number(process.env.BENCH_PORT ?? process.env.BENCH_SCALE_PORT ?? 3195);
const TOP_UP_SQL = fs.readFileSync(path.join(import.meta.dirname, "scale/top-up.sql"), "utf8");

const MEDIUM = { projects: 2_000, investments: 20_000, documents: 4_990, notifications: 5_000, messages: 10_000 };
const LARGE = { projects: 20_000, investments: 200_000, documents: 49_900, notifications: 50_000, messages: 100_000 };

/**
 * What each scale holds after the top-up (the demo is what the seed writes), and the size it is a copy of
 * (`base`). `budget` says how a size is judged against demo: "p99" (within 2× and under the line's
 * ceiling) or "throughput" (at least THROUGHPUT_FLOOR of demo's requests per second). The heavy shape is
 * topped up in `steps`, each analysed before the next, as the large size grows from the medium one: its
 * checks then plan on statistics of a grown platform, not on the demo's 18 projects.
 */
const SCALES = [
  { name: "demo" },
  { name: "medium", base: "demo", budget: "p99", steps: [MEDIUM] },
  { name: "large", base: "medium", budget: "p99", steps: [LARGE] },
  {
    name: "heavy",
    base: "demo",
    budget: "throughput",
    steps: [
      { ...MEDIUM, shape: "heavy" },
      { ...LARGE, shape: "heavy" },
    ],
  },
];
const P99_SIZES = SCALES.filter((s) => s.budget === "p99").map((s) => s.name);
/** At the heavy shape every read keeps at least this share of its demo throughput (decision 130). */
const THROUGHPUT_FLOOR = 0.5;

/** Each screen's main call, as the demo user who opens it; `budget` is the absolute p99 ceiling in ms. */
const ENDPOINTS = [
  { name: "project list, first page (investor)", as: "investidor", path: "/api/projects?limit=12", budget: 100 },
  // A search matches one demo project's copies (1/18 of the platform): its summary covers every match, so
  // its answer grows with the platform by design (1 match at demo, 1 111 at large) and only the absolute
  // ceiling applies (decision 072).
  {
    name: "project list, search (investor)",
    as: "investidor",
    path: "/api/projects?limit=12&q=recife",
    budget: 100,
    growsWithMatches: true,
  },
  // The heavy shape's search: a word of two demo projects' descriptions among open raises (decision 130).
  {
    name: "project search residencial, funding open (investor)",
    as: "investidor",
    path: "/api/projects?limit=12&q=residencial&status=funding_open",
    budget: 100,
    growsWithMatches: true,
  },
  { name: "home figures (investor)", as: "investidor", path: "/api/home/summary", budget: 100 },
  { name: "admin desk totals", as: "admin", path: "/api/admin/totals", budget: 200 },
  { name: "documents list (investor)", as: "investidor", path: "/api/documents", budget: 100 },
  { name: "documents list (creator)", as: "criador", path: "/api/documents", budget: 100 },
  { name: "notifications (investor)", as: "investidor", path: "/api/notifications", budget: 100 },
  { name: "chat conversations list (investor)", as: "investidor", path: "/api/chat/conversations", budget: 100 },
  // The latest page of the direct conversation between the demo investor and the demo creator (the one the
  // heavy shape grows to 100 000 messages), found by its participants on each server.
  {
    name: "chat latest messages (investor)",
    as: "investidor",
    path: ({ conversation }) => `/api/chat/conversations/${conversation}/messages`,
    budget: 100,
  },
];

/**
 * BENCH_SCALE_ONLY (a comma-separated list of words) keeps the lines whose name contains one of
 * them, and BENCH_SCALE_SIZES (e.g. "demo,large") the sizes measured: for working on one screen.
 * The budget verdict still needs the demo line of each endpoint.
 */
const words = (value) => (value ? value.split(",").map((w) => w.trim()) : null);
const ONLY = words(process.env.BENCH_SCALE_ONLY);
const SIZES = words(process.env.BENCH_SCALE_SIZES);
const MEASURED_ENDPOINTS = ONLY ? ENDPOINTS.filter((e) => ONLY.some((w) => e.name.includes(w))) : ENDPOINTS;
const measuredScales = (scales) => (SIZES ? scales.filter((s) => SIZES.includes(s.name)) : scales);

/** Resident memory of the server's process group (npm and the node server under it), in MB. */
function rssMb(processGroup) {
  let pages = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === processGroup) pages += Number(fields[21]);
    } catch {
      // the process ended meanwhile
    }
  }
  return Math.round((pages * 4096) / 1024 / 1024);
}

const topUpSettings = (step) =>
  [
    ...["projects", "investments", "documents", "notifications", "messages"].map(
      (key) => `set bench.${key} = ${step[key]};`,
    ),
    `set bench.shape = '${step.shape ?? "platform"}';`,
  ].join("\n");

const rows = [];

/**
 * ROUNDS passes over every line at every size, interleaved: each round measures line 1 at each size
 * back to back (the sizes' order turning from round to round), then line 2, and so on. All sizes'
 * servers run side by side, so a line's demo and large passes are seconds apart, not the minutes of a
 * top-up: this machine's speed moves with its host (a bare route served 12 100 to 49 400 req/s on
 * different days, and within an hour by 1.5×), and measured one size after another, a drift between
 * sizes read as growth with the platform (29 November: tails of 15–22 ms at medium and large, none at
 * demo, in one run; none in the next). Each round runs on new servers (see measure). The median pass counts;
 * every pass is printed.
 */
const ROUNDS = Number(process.env.BENCH_SCALE_ROUNDS ?? 3);

async function loginEveryone(server) {
  const cookies = {};
  const ids = {};
  for (const who of new Set([...MEASURED_ENDPOINTS.map((e) => e.as), "investidor", "criador"])) {
    ({ cookie: cookies[who], id: ids[who] } = await login(server.url, `${who}@alicerce.dev`));
  }
  return { cookies, ids };
}

/** The ids a line's path names: the direct conversation between the demo investor and the demo creator. */
async function findRefs(server, cookies, ids) {
  const get = async (path) => {
    const response = await fetch(`${server.url}${path}`, { headers: { cookie: cookies.investidor } });
    if (!response.ok) throw new Error(`${path} → ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const { items } = await get("/api/chat/conversations");
  for (const item of items.filter((c) => c.type === "direct")) {
    const detail = await get(`/api/chat/conversations/${item.id}`);
    if (detail.participants.some((p) => p.user_id === ids.criador)) return { conversation: item.id };
  }
  throw new Error("no direct conversation between the demo investor and the demo creator");
}

const pathOf = (endpoint, refs) => (typeof endpoint.path === "function" ? endpoint.path(refs) : endpoint.path);

/** What each pass samples on its server: its resident memory before and after (see rssFloorGrowth). */
const serverRss = {
  before: (server) => rssMb(server.pid),
  after: (server, before) => {
    const after = rssMb(server.pid);
    return { rssBefore: before, rss: after, rssFloor: Math.min(before, after) };
  },
};

const describePass = ({ label, size, line, round, pass }) =>
  `${label.padEnd(10)} ${size.name.padEnd(6)} ${line.name.padEnd(52)} pass ${round}  ${String(pass.rate).padStart(6)} req/s   p50 ${String(pass.p50).padStart(5)} ms   p99 ${String(pass.p99).padStart(5)} ms   RSS ${pass.rssBefore} → ${pass.rss} MB   failed ${pass.errors}`;

/**
 * `sizes`: [{ scale, copy }], each size's database topped up and no server running on it, measured side by
 * side (lib/side-by-side.mjs). Every round starts a new server per size, after every top-up (so none
 * measures beside another's bulk load), its prepared statements planned on the tables as they now are,
 * logged in and warmed: every line on every size before any is measured (as in project-life.mjs). One
 * process can run every line 20–30 % slower than another on the same database for its whole life (2
 * December: three servers on one database, one of them slower on all six lines), and with one process per
 * size for all rounds, that process's luck was counted in every pass of its size and read as growth with
 * the platform (decision 088).
 */
async function measure(database, sizes, firstPort) {
  const lines = MEASURED_ENDPOINTS.map((endpoint) => ({
    endpoint,
    name: endpoint.name,
    as: endpoint.as,
    path: ({ refs }) => pathOf(endpoint, refs),
  }));
  const measured = sizes.map(({ scale, copy }) => ({
    scale,
    name: scale.name,
    dataDir: copy.dataDir,
    env: serverEnv(copy),
  }));
  const passes = await measureSideBySide({
    label: database,
    sizes: measured,
    lines,
    prepare: async (server) => {
      const { cookies, ids } = await loginEveryone(server);
      return { cookies, refs: await findRefs(server, cookies, ids) };
    },
    rounds: ROUNDS,
    duration: DURATION_S,
    warmUp: WARM_UP_S,
    connections: CONNECTIONS,
    firstPort,
    portStep: 2,
    sample: serverRss,
    describe: describePass,
  });
  for (const size of measured) {
    const { scale } = size;
    for (let round = 0; round < ROUNDS; round++) {
      // Each server's lowest RSS per pass, in the order its round measured the lines.
      const roundFloors = lines.map((line) => passes.get(line).get(size)[round].rssFloor);
      const grew = rssFloorGrowth(roundFloors);
      if (grew > RSS_GROWTH_FLAG_MB) {
        console.log(
          `${database} ${scale.name}: RSS GREW in round ${round + 1}, its lowest ${grew} MB higher over the last lines than over the first (${roundFloors.join(" → ")} MB)`,
        );
      }
    }
    for (const line of lines) {
      const runs = passes.get(line).get(size);
      rows.push({
        database,
        scale: scale.name,
        endpoint: line.endpoint,
        rate: median(runs.map((r) => r.rate)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        p99s: runs.map((r) => r.p99),
        errors: runs.reduce((sum, r) => sum + r.errors, 0),
      });
    }
  }
}

/**
 * How far one server's lowest RSS rose within its round: the lowest over its last half of passes against
 * the lowest over its first half. RSS between two passes is a point on a sawtooth (V8's heap grows until a
 * full collection, 350 → 600 → 360 MB within one round on 2 December), so one pass's RSS against another's
 * flagged growth that the next pass gave back; memory that grows with requests (the time-zone formatters of
 * packages/shared/src/dates.ts: 300 MB in 10 s, over a gigabyte in a round's 40 s) raises the floor. A round of one
 * line has no halves to compare and flags nothing.
 */
function rssFloorGrowth(passFloors) {
  const half = Math.floor(passFloors.length / 2);
  if (half === 0) return 0;
  return Math.min(...passFloors.slice(-half)) - Math.min(...passFloors.slice(0, half));
}

/** Removes a data folder; a server that did not finish its shutdown in time may still write into its outbox. */
function removeDataDir(dataDir) {
  try {
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 500 });
  } catch (err) {
    console.warn(`could not remove ${dataDir}: ${err.message}`);
  }
}

/** The sizes to build: the measured ones and the sizes they are copies of, in SCALES' order. */
function sizesToBuild(scales) {
  const needed = new Set();
  const want = (scale) => {
    if (!scale || needed.has(scale)) return;
    needed.add(scale);
    want(scales.find((s) => s.name === scale.base));
  };
  for (const scale of measuredScales(scales)) want(scale);
  return scales.filter((s) => needed.has(s));
}

/**
 * The demo's database is seeded by its server's first start; each larger size is a copy of its base size,
 * topped up while no server runs on it, so every size is on disk at once and measured by its own server.
 */
async function runOn(target, firstPort, scales) {
  const database = target.name;
  const demo = {
    fresh: await freshDatabase(target),
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "alicerce-bench-scale-")),
  };
  const copies = [];
  try {
    const seeding = await startServer({ port: firstPort, env: serverEnv(demo), dataDir: demo.dataDir });
    await seeding.stop();
    // Each size is a copy of its base, topped up: the large top-up then plans on tables analysed at the
    // medium size (from the demo's statistics, its checks walked 18-row plans over 20 000 projects and
    // took minutes), and the heavy one on its own first step's.
    const sizes = [];
    const built = new Map();
    for (const scale of sizesToBuild(scales)) {
      let copy = demo;
      if (scale.base) {
        const base = built.get(scale.base);
        copy = await copyWhileStopped(target, base.fresh, base.dataDir);
        copies.push(copy);
        const started = Date.now();
        for (const step of scale.steps) {
          await runSqlWhileStopped(copy.fresh, copy.dataDir, `${topUpSettings(step)}\n${TOP_UP_SQL}`);
        }
        // Vacuumed as a platform that grew over months is: otherwise autovacuum works through the top-up's
        // new rows (and first reads set their hint bits) during the measured lines. Alone: VACUUM cannot
        // run in the top-up's transaction.
        await runSqlWhileStopped(copy.fresh, copy.dataDir, "vacuum (analyze)");
        // And written out, so no checkpoint of those writes runs during a measured line.
        await runSqlWhileStopped(copy.fresh, copy.dataDir, "checkpoint");
        console.log(
          `${database.padEnd(10)} ${scale.name.padEnd(6)} topped up in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        );
      }
      built.set(scale.name, copy);
      if (measuredScales(scales).includes(scale)) sizes.push({ scale, copy });
    }
    await measure(database, sizes, firstPort);
  } finally {
    for (const { fresh, dataDir } of [demo, ...copies]) {
      await fresh.drop();
      removeDataDir(dataDir);
    }
  }
}

const serverEnv = ({ fresh }) => ({ ...BENCH_ENV, ...fresh.env, READ_CACHE: "false" });

export async function run() {
  console.log(
    `\nscale: ${CONNECTIONS} connections, read cache off, ${ROUNDS} rounds of ${DURATION_S} s per line at each size, the sizes side by side (the median pass counts), every line warmed ${WARM_UP_S} s before any is measured`,
  );
  const databases = benchDatabases();
  const postgres = databases.find((d) => d.server);
  if (postgres) await runOn(postgres, PORT, SCALES);
  const pglite = databases.find((d) => !d.server);
  if (process.env.BENCH_SCALE_PGLITE !== "false") await runOn(pglite, PORT + 1, SCALES.slice(0, 2));
  return printTable(Boolean(postgres));
}

function printTable(withPostgres) {
  const p99Ok = printP99Table();
  const throughputOk = printThroughputTable();
  if (!withPostgres) {
    console.log("\nbudget: set BENCH_DATABASE_URL to measure PostgreSQL (PGlite figures are reported only)");
    return true;
  }
  const ok = p99Ok && throughputOk;
  console.log(`\nbudget on PostgreSQL: ${ok ? "every line within" : "OVER BUDGET"}`);
  return ok;
}

const rowAt = (database, endpoint, scale) =>
  rows.find((r) => r.database === database && r.scale === scale && r.endpoint === endpoint);

/** The medium and large sizes: each line's p99 within 2× of demo and under its ceiling. */
function printP99Table() {
  const lines = [
    `\n| database | endpoint | demo p50/p99 ms | ${P99_SIZES.map((s) => `${s} p50/p99 ms`).join(" | ")} | largest/demo p99 | budget | p99 of each pass |`,
    `| --- | --- | ---: | ${P99_SIZES.map(() => "---:").join(" | ")} | ---: | --- | --- |`,
  ];
  let ok = true;
  for (const database of ["PostgreSQL", "PGlite"]) {
    for (const endpoint of ENDPOINTS) {
      const at = (scale) => rowAt(database, endpoint, scale);
      const demo = at("demo");
      const grown = P99_SIZES.map(at).filter(Boolean);
      if (!demo || grown.length === 0) continue;
      const cells = ["demo", ...P99_SIZES].map(at).map((r) => (r ? `${r.p50} / ${r.p99}` : "—"));
      const passes = [demo, ...grown].map((r) => r.p99s.join(", ")).join(" · ");
      const largest = grown.at(-1);
      const overRatio = (r) => !endpoint.growsWithMatches && r.p99 > 2 * demo.p99;
      const misses = grown.filter((r) => overRatio(r) || r.p99 >= endpoint.budget || r.errors > 0);
      const verdict =
        database !== "PostgreSQL"
          ? "reported only"
          : misses.length
            ? `MISSED at ${misses.map((r) => r.scale).join(", ")}`
            : endpoint.growsWithMatches
              ? `within (< ${endpoint.budget} ms; grows with its matches)`
              : `within (≤ 2× demo, < ${endpoint.budget} ms)`;
      if (database === "PostgreSQL" && misses.length) ok = false;
      const ratio = `${(largest.p99 / Math.max(demo.p99, 1)).toFixed(1)}×`;
      lines.push(`| ${database} | ${endpoint.name} | ${cells.join(" | ")} | ${ratio} | ${verdict} | ${passes} |`);
    }
  }
  if (lines.length > 2) console.log(lines.join("\n"));
  return ok;
}

/**
 * Every size's throughput as a ratio to demo's in the same run (the median pass of each; the passes are
 * alternated, so the host's speed cancels). Judged at the sizes whose budget is "throughput": each line
 * keeps at least THROUGHPUT_FLOOR of its demo throughput, and answers every request.
 */
function printThroughputTable() {
  const grownSizes = SCALES.filter((s) => s.base).map((s) => s.name);
  let ok = true;
  let header = false;
  for (const database of ["PostgreSQL", "PGlite"]) {
    for (const endpoint of ENDPOINTS) {
      const demo = rowAt(database, endpoint, "demo");
      const grown = grownSizes.map((name) => rowAt(database, endpoint, name)).filter(Boolean);
      if (!demo || grown.length === 0) continue;
      if (!header) {
        console.log("\n| database | endpoint | demo req/s | size: req/s (ratio to demo) | budget |");
        console.log("| --- | --- | ---: | --- | --- |");
        header = true;
      }
      const ratio = (r) => r.rate / Math.max(demo.rate, 1);
      const judged = grown.filter((r) => SCALES.find((s) => s.name === r.scale).budget === "throughput");
      const misses = judged.filter((r) => ratio(r) < THROUGHPUT_FLOOR || r.errors > 0 || demo.errors > 0);
      const verdict =
        database !== "PostgreSQL" || judged.length === 0
          ? "reported only"
          : misses.length
            ? `MISSED at ${misses.map((r) => r.scale).join(", ")}`
            : `within (≥ ${THROUGHPUT_FLOOR}× demo)`;
      if (database === "PostgreSQL" && misses.length) ok = false;
      const cells = grown.map((r) => `${r.scale} ${r.rate} (${ratio(r).toFixed(2)}×)`).join(" · ");
      console.log(`| ${database} | ${endpoint.name} | ${demo.rate} | ${cells} | ${verdict} |`);
    }
  }
  return ok;
}
