// Shared address (decision 037): forty people behind one address (a carrier's CGNAT,
// an office) each open the dashboard within a minute, with the server's DEFAULT limits. Every answer
// must be served: one 429 or 5xx fails the bench.
//
// What "open the dashboard" means is read from a browser, not guessed: one signed-in Chromium opens
// /dashboard once and every same-origin request it makes (the shell, the built JS/CSS of the entry and
// of the dashboard's lazy chunks, icons, the session, the project list, the unread counts…) is
// recorded. Each of the forty sessions then logs in and replays that list with a browser's six
// connections, all from 127.0.0.1 — one address.
import http from "node:http";
import { randomUUID } from "node:crypto";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, runBuild, startServer } from "./lib/server.mjs";
import { percentile } from "./lib/chat-users.mjs";
import { cpfSequence } from "./lib/cpf.mjs";

const PORT = 3196;
const SESSIONS = 40;
/** The sessions start spread over this many seconds (the "within half a minute"). */
const SPREAD_S = Number(process.env.BENCH_SPREAD ?? 30);
const PASSWORD = "uma senha longa e boa";

/**
 * One HTTP request from `localAddress` (default 127.0.0.1, the shared address) through `agent`;
 * resolves to { status, headers, body, ms }.
 */
function request(url, { method = "GET", headers = {}, body, agent, localAddress = "127.0.0.1" } = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent, localAddress }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
        }),
      );
    });
    req.on("error", reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

const json = (payload) => ({
  headers: { "content-type": "application/json" },
  body: JSON.stringify(payload),
});
const cookieOf = (res) => (res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");

const nextCpf = cpfSequence(410_000_000);

/**
 * The forty accounts, created before the measured minute. Each signs up from an address of its own
 * (127.0.0.2, 127.0.0.3…; Linux answers the whole 127/8 on loopback): people sign up at home, on
 * other days; the sign-up budget per address is not what this bench measures.
 */
async function createAccounts(url) {
  const accounts = [];
  for (let i = 0; i < SESSIONS; i++) {
    const email = `vizinho.${i}.${randomUUID().slice(0, 6)}@bench.alicerce.dev`;
    const res = await request(`${url}/api/auth/register`, {
      method: "POST",
      localAddress: `127.0.0.${i + 2}`,
      ...json({
        name: `Vizinho ${String(i).padStart(2, "0")}`,
        cpf: nextCpf(),
        email,
        phone: "(11) 98765-4321",
        password: PASSWORD,
        type: "investor",
      }),
    });
    if (res.status !== 201) throw new Error(`register → ${res.status}: ${res.body}`);
    accounts.push(email);
  }
  return accounts;
}

/** The same-origin requests a signed-in browser makes to open /dashboard (once, from 127.0.0.254). */
async function recordDashboard(url) {
  const login = await request(`${url}/api/auth/login`, {
    method: "POST",
    localAddress: "127.0.0.254",
    ...json({ email: "investidor@alicerce.dev", password: "alicerce123" }),
  });
  if (login.status !== 200) throw new Error(`demo login → ${login.status}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // A first visit: no cache, no service worker (its precache would add files no screen asks for).
    const context = await browser.newContext({ serviceWorkers: "block" });
    await context.addCookies(
      login.headers["set-cookie"].map((c) => {
        const [pair] = c.split(";");
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
      }),
    );
    const page = await context.newPage();
    const paths = [];
    page.on("request", (r) => {
      const u = new URL(r.url());
      if (u.origin === new URL(url).origin && r.method() === "GET" && r.resourceType() !== "websocket") {
        paths.push(u.pathname + u.search);
      }
    });
    await page.goto(`${url}/dashboard`);
    // "Network idle" alone can come between two lazy chunks on a busy machine: wait for the drawn
    // dashboard (its greeting), then for what it asks for after (counts, cover images).
    await page.getByRole("heading", { name: /^Bem-vindo,/ }).waitFor({ timeout: 120_000 });
    await page.waitForLoadState("networkidle");
    await context.close();
    return paths;
  } finally {
    await browser.close();
  }
}

/** One person: logs in, then fetches what the browser fetched, six at a time like a browser. */
async function openDashboard(url, email, paths, record) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  try {
    const login = await request(`${url}/api/auth/login`, {
      method: "POST",
      agent,
      ...json({ email, password: PASSWORD }),
    });
    record("POST /api/auth/login", login);
    const cookie = cookieOf(login);
    await Promise.all(
      paths.map(async (p) => record(p, await request(url + p, { agent, headers: cookie ? { cookie } : {} }))),
    );
  } finally {
    agent.destroy();
  }
}

/** "/api/projects/<uuid>/images/<uuid>?x" ×5, "/api/projects" → "/api/projects/:id/images/:id ×5, /api/projects". */
function countBy(paths) {
  const counts = new Map();
  for (const p of paths) {
    const key = p.split("?")[0].replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ":id");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].map(([k, n]) => (n > 1 ? `${k} ×${n}` : k)).join(", ");
}

export async function run() {
  console.log("shared-address: building…");
  await runBuild();
  // The default limits: nothing but the port and data folder is set (ALICERCE_DEMO is on by default).
  // A RATE_LIMIT_* in this shell's environment reaches the server (to show the bench can fail): say so.
  const overrides = Object.entries(process.env).filter(([k]) => /^(RATE_LIMIT_|REGISTRATIONS_)/.test(k));
  const limits = overrides.length ? overrides.map(([k, v]) => `${k}=${v}`).join(" ") : "default limits";
  const server = await startServer({ port: PORT });
  try {
    const accounts = await createAccounts(server.url);
    const paths = await recordDashboard(server.url);
    const assets = paths.filter((p) => !p.startsWith("/api/")).length;
    console.log(
      `\nshared address: ${SESSIONS} sessions from 127.0.0.1 open /dashboard within ${SPREAD_S} s, ${limits}; ` +
        `each logs in and makes the ${paths.length} requests a browser made (${assets} static files, ${paths.length - assets} API: ${countBy(
          paths.filter((p) => p.startsWith("/api/")),
        )})`,
    );

    const statuses = {};
    const latencies = [];
    const refused = [];
    const record = (what, res) => {
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      latencies.push(res.ms);
      if (res.status === 429 || res.status >= 500) refused.push(what);
    };
    const started = performance.now();
    await Promise.all(
      accounts.map(async (email, i) => {
        await new Promise((r) => setTimeout(r, (i * SPREAD_S * 1000) / SESSIONS));
        await openDashboard(server.url, email, paths, record);
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    latencies.sort((a, b) => a - b);
    const ok = refused.length === 0 && seconds <= 60;
    console.log(
      `requests ${latencies.length} in ${seconds.toFixed(1)} s   statuses ${JSON.stringify(statuses)}   ` +
        `p50 ${percentile(latencies, 50).toFixed(0)} ms   p95 ${percentile(latencies, 95).toFixed(0)} ms   ` +
        `max ${latencies.at(-1).toFixed(0)} ms`,
    );
    if (refused.length > 0) console.log(`refused (429 or 5xx): ${countBy(refused)}`);
    if (seconds > 60) console.log("took longer than a minute");
    console.log(ok ? "every answer served: PASS" : "FAIL");
    return ok;
  } finally {
    await server.stop();
  }
}
