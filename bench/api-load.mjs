// API load: the authenticated project list (first page) under 50 connections on the embedded
// database, against a bare Fastify route in the same run (docs/product/budgets.md#api: p99 < 50 ms).
import autocannon from "autocannon";
import Fastify from "fastify";
import { startServer } from "./lib/server.mjs";
import { api, BENCH_ENV, login, openSocket } from "./lib/chat-users.mjs";

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const BUDGET_P99_MS = 50;
/** Chat traffic during the last run: the project list must not slow down (decision 021). */
const CHAT_MESSAGES_PER_SECOND = 50;

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const line = (name, r) =>
  `${name.padEnd(28)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.non2xx}`;

export async function run() {
  const bare = Fastify();
  bare.get("/", async () => ({ ok: true }));
  await bare.listen({ port: 3192, host: "127.0.0.1" });
  const server = await startServer({
    port: 3191,
    // 50 connections on one session from one address: measure the server, not the rate limit.
    env: BENCH_ENV,
  });
  try {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "investidor@alicerce.dev", password: "alicerce123" }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    console.log(`\napi load: ${CONNECTIONS} connections, ${DURATION_S} s each`);
    const baseline = await load("http://127.0.0.1:3192/");
    console.log(line("bare Fastify route", baseline));
    const list = await load(`${server.url}/api/projects?limit=12`, { cookie });
    console.log(line("GET /api/projects (auth)", list));
    const ratio = list.requests.average / baseline.requests.average;
    console.log(`throughput ratio to bare route: ${(ratio * 100).toFixed(1)}%`);
    const within = list.latency.p99 < BUDGET_P99_MS && list.non2xx === 0;
    console.log(`p99 budget < ${BUDGET_P99_MS} ms: ${within ? "within budget" : "OVER BUDGET"}`);

    const chat = await chatTraffic(server.url);
    const underChat = await load(`${server.url}/api/projects?limit=12`, { cookie });
    const chatFigures = await chat.stop();
    console.log(line("GET /api/projects + chat", underChat));
    console.log(
      `  while ${chatFigures.sent} chat messages were sent (${(chatFigures.sent / DURATION_S).toFixed(0)}/s, ${chatFigures.failed} failed, ${chatFigures.delivered} delivered live)`,
    );
    const withinChat = underChat.latency.p99 < BUDGET_P99_MS && underChat.non2xx === 0;
    console.log(`p99 budget < ${BUDGET_P99_MS} ms under chat: ${withinChat ? "within budget" : "OVER BUDGET"}`);
    return true; // load figures vary by machine: reported, never a CI gate
  } finally {
    await server.stop();
    await bare.close();
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
      for (const ws of sockets) ws.terminate();
      return { sent, failed, delivered };
    },
  };
}
