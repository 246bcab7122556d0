// Two real server processes on one PostgreSQL database, as behind a load balancer
// (docs/decisions/031-several-processes.md): what one process does, the other sees.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed/demo-accounts.ts";
import { connect, type Socket } from "./realtime-helpers.ts";
import { registration } from "./test-app.ts";
import { migratedDatabase, startServer, type ServerProcess } from "./server-process.ts";

const serverUrl = process.env.TEST_DATABASE_URL;
/** The address users reach the installation at (the proxy's): both processes accept it as Origin. */
const PUBLIC_URL = "http://alicerce.test";
const SECRET = `multi-process-test-${randomUUID()}`;
const MAX_FAILURES_PER_ACCOUNT = 4;
const REGISTRATIONS_PER_ADDRESS = 2;
/** The close code of a socket whose session ended (docs/api/chat.md). */
const SESSION_ENDED = 4401;

let dropDatabase: (() => Promise<void>) | null = null;
let databaseUrl = "";
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
const dataDirs: string[] = [];
const sockets: Socket[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>, url = serverUrl!): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
const query = <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  admin((c) => c.query<R>(text, values), databaseUrl).then((r) => r.rows);

beforeAll(async () => {
  if (!serverUrl) return;
  // Migrated up front, as `npm run db:migrate` does before the app processes start: a copy of the
  // run's migrated (empty) template database.
  const database = await migratedDatabase(serverUrl, "multi");
  dropDatabase = database.drop;
  databaseUrl = database.url;

  const env = async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "alicerce-multi-"));
    dataDirs.push(dataDir);
    return {
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "5",
      BETTER_AUTH_SECRET: SECRET,
      PUBLIC_URL,
      TRUST_PROXY: "true",
      ALICERCE_DATA_DIR: dataDir,
      // Both load the demo into the one empty database at the same moment: exactly one may do it.
      ALICERCE_DEMO: "true",
      LOGIN_MAX_FAILURES_PER_ACCOUNT: String(MAX_FAILURES_PER_ACCOUNT),
      REGISTRATIONS_PER_ADDRESS_PER_HOUR: String(REGISTRATIONS_PER_ADDRESS),
      // How often open sockets' sessions are checked: a second, so a logout elsewhere shows quickly.
      REALTIME_HEARTBEAT_MS: "1000",
    };
  };
  const [envA, envB] = [await env(), await env()];
  const started = await Promise.allSettled([startServer(envA), startServer(envB)]);
  // Kept even when the other failed to start, so afterAll stops it.
  [a, b] = started.map((s) => (s.status === "fulfilled" ? s.value : undefined));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) throw failed.reason;
}, 180_000);

afterAll(async () => {
  await Promise.allSettled(sockets.map((s) => s.close()));
  await Promise.allSettled([a?.kill(), b?.kill()]);
  await dropDatabase?.();
  await Promise.all(dataDirs.map((d) => fs.rm(d, { recursive: true, force: true })));
}, 60_000);

type Reply = { status: number; body: unknown; headers: Headers; cookie: string | null };

/** A request as a browser behind the proxy sends it: our Origin, the client address in X-Forwarded-For. */
async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { cookie?: string; body?: unknown; headers?: Record<string, string>; from?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { origin: PUBLIC_URL, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.from) headers["x-forwarded-for"] = options.from;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("alicerce.session_token="));
  return {
    status: res.status,
    body: text && res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text,
    headers: res.headers,
    cookie: setCookie ? setCookie.split(";")[0]! : null,
  };
}

async function logIn(server: ServerProcess, email: string, password = DEMO_PASSWORD, from = "198.51.100.1") {
  const res = await call(server, "POST", "/api/auth/login", { body: { email, password }, from });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.cookie).not.toBeNull();
  return { cookie: res.cookie!, id: (res.body as { user: { id: string } }).user.id };
}

const currentUser = async (server: ServerProcess, cookie: string) =>
  (await call(server, "GET", "/api/auth/session", { cookie })).body as { user: { email: string } | null } | null;

/**
 * What one process announces reaches the other through PostgreSQL NOTIFY, a few milliseconds
 * after the write's answer: poll briefly instead of assuming it arrived.
 */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!serverUrl)("two server processes on one PostgreSQL", () => {
  it("loads the demo data once when both start on an empty database together", async () => {
    const rows = await query<{ email: string; n: string }>(
      `select email, count(*) as n from users where email like '%@alicerce.dev' group by email`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) expect(Number(row.n), row.email).toBe(1);
    const [learning] = await query<{ n: string }>(
      "select count(*) as n from learning_content group by title order by n desc limit 1",
    );
    expect(Number(learning?.n)).toBe(1);
  });

  it("shares sessions: a login on A works on B, a logout on B ends it on A", async () => {
    const { cookie } = await logIn(a!, "investidor@alicerce.dev");
    expect((await currentUser(b!, cookie))?.user?.email).toBe("investidor@alicerce.dev");
    // A has the session in its read cache now: the logout on B must reach it.
    expect((await currentUser(a!, cookie))?.user?.email).toBe("investidor@alicerce.dev");

    const out = await call(b!, "POST", "/api/auth/logout", { cookie });
    expect(out.status).toBe(204);
    const after = await eventually(
      () => currentUser(a!, cookie),
      (s) => s?.user === null || s === null,
    );
    expect(after?.user ?? null).toBeNull();
    expect((await call(a!, "GET", "/api/projects", { cookie })).status).toBe(401);
    expect((await call(b!, "GET", "/api/projects", { cookie })).status).toBe(401);
  });

  it("refuses a cookie signed with another secret", async () => {
    const { cookie } = await logIn(a!, "criador@alicerce.dev");
    const [name, value] = cookie.split("=") as [string, string];
    const token = decodeURIComponent(value).split(".")[0]!;
    const forged = `${name}=${encodeURIComponent(`${token}.${Buffer.alloc(32).toString("base64")}`)}`;
    expect((await call(b!, "GET", "/api/projects", { cookie: forged })).status).toBe(401);
    expect((await call(b!, "GET", "/api/projects", { cookie })).status).toBe(200);
  });

  it("counts failed logins on A and B together against the account's ceiling", async () => {
    const email = "paula@alicerce.dev";
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      const server = i % 2 === 0 ? a! : b!;
      // Each failure from another client address, so only the account's counter can add up.
      const res = await call(server, "POST", "/api/auth/login", {
        body: { email, password: "senha errada" },
        from: `203.0.113.${i + 1}`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(401);
    }
    for (const server of [a!, b!]) {
      const res = await call(server, "POST", "/api/auth/login", {
        body: { email, password: DEMO_PASSWORD },
        from: "203.0.113.200",
      });
      // Past the ceiling, without a known device, no password is checked: a mailed code is asked (decision 092).
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toEqual({ email_code_required: true });
    }
  });

  it("counts sign-ups from one address on A and B together", async () => {
    const from = "203.0.113.150";
    for (let i = 0; i < REGISTRATIONS_PER_ADDRESS; i++) {
      const res = await call(i % 2 === 0 ? a! : b!, "POST", "/api/auth/register", { body: registration(), from });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    for (const server of [a!, b!]) {
      const res = await call(server, "POST", "/api/auth/register", { body: registration(), from });
      expect(res.status, JSON.stringify(res.body)).toBe(429);
    }
  });

  it("delivers a chat message sent through A to a socket on B, and back", async () => {
    const investor = await logIn(a!, "investidor@alicerce.dev", DEMO_PASSWORD, "198.51.100.2");
    const creator = await logIn(b!, "criador@alicerce.dev", DEMO_PASSWORD, "198.51.100.3");
    const direct = await call(a!, "POST", "/api/chat/conversations/direct", {
      cookie: investor.cookie,
      body: { user_id: creator.id },
    });
    expect([200, 201], JSON.stringify(direct.body)).toContain(direct.status);
    const conversationId = (direct.body as { id: string }).id;

    const wsUrl = (server: ServerProcess) => `ws://127.0.0.1:${server.port}/api/realtime`;
    const onB = await connect(wsUrl(b!), creator.cookie, PUBLIC_URL);
    const onA = await connect(wsUrl(a!), investor.cookie, PUBLIC_URL);
    sockets.push(onA, onB);
    for (const socket of [onA, onB]) {
      socket.send({ type: "subscribe", scope: "user" });
      await socket.next("subscribed");
    }

    const sendThrough = async (server: ServerProcess, cookie: string, content: string) => {
      const res = await call(server, "POST", `/api/chat/conversations/${conversationId}/messages`, {
        cookie,
        body: { client_id: `c-${randomUUID()}`, content },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return (res.body as { id: string }).id;
    };
    const first = await sendThrough(a!, investor.cookie, "Olá pelo processo A");
    const heard = await onB.next("message.created", (f) => f.message.id === first, 5000);
    expect(heard.message.content).toBe("Olá pelo processo A");

    const second = await sendThrough(b!, creator.cookie, "Resposta pelo processo B");
    const back = await onA.next("message.created", (f) => f.message.id === second, 5000);
    expect(back.message.content).toBe("Resposta pelo processo B");
  });

  it("closes a socket on A when its session is ended through B", async () => {
    const { cookie } = await logIn(a!, "marina@alicerce.dev", DEMO_PASSWORD, "198.51.100.5");
    const socket = await connect(`ws://127.0.0.1:${a!.port}/api/realtime`, cookie, PUBLIC_URL);
    sockets.push(socket);
    const closed = new Promise<number>((resolve) => socket.ws.once("close", (code) => resolve(code)));
    expect((await call(b!, "POST", "/api/auth/logout", { cookie })).status).toBe(204);
    const code = await Promise.race([closed, new Promise((resolve) => setTimeout(() => resolve("still open"), 5000))]);
    expect(code).toBe(SESSION_ENDED);
  });

  it("replays an idempotent investment on the other process, and B's cached list sees A's write", async () => {
    const investor = await logIn(a!, "investidor@alicerce.dev", DEMO_PASSWORD, "198.51.100.4");
    type Card = {
      id: string;
      status: string;
      raised_amount: number;
      investor_count: number;
      min_investment: number | null;
    };
    const list = async () =>
      (
        (await call(b!, "GET", "/api/projects?status=funding_open", { cookie: investor.cookie })).body as {
          items: Card[];
        }
      ).items;
    const before = await list();
    // A raise the investor is not in yet: an unpaid commitment moves its investor count, not its raised
    // amount (only paid money is raised, decision 107).
    const joined = await query<{ id: string }>(
      "select distinct i.project_id as id from investments i join users u on u.id = i.investor_id where u.email = 'investidor@alicerce.dev' and i.status = 'active'",
    );
    const project = before.find((p) => p.status === "funding_open" && !joined.some((j) => j.id === p.id));
    expect(project, "the demo has a project raising funds the investor is not in").toBeDefined();
    // Read twice: B answers the second from its cache.
    expect((await list()).find((p) => p.id === project!.id)?.investor_count).toBe(project!.investor_count);

    const amount = Math.max(project!.min_investment ?? 0, 1000);
    const key = `multi-${randomUUID()}`;
    const invest = (server: ServerProcess) =>
      call(server, "POST", `/api/projects/${project!.id}/investments`, {
        cookie: investor.cookie,
        body: { amount },
        headers: { "idempotency-key": key },
      });
    const first = await invest(a!);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const replay = await invest(b!);
    expect(replay.status).toBe(201);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(replay.body).toEqual(first.body);
    const rows = await query<{ n: string }>("select count(*) as n from investments where id = $1", [
      (first.body as { id: string }).id,
    ]);
    expect(Number(rows[0]?.n)).toBe(1);
    const [mine] = await query<{ n: string }>(
      "select count(*) as n from investments i join users u on u.id = i.investor_id where u.email = 'investidor@alicerce.dev' and i.project_id = $1 and i.amount = $2",
      [project!.id, amount],
    );
    expect(Number(mine?.n)).toBe(1);

    const after = await eventually(
      list,
      (items) => items.find((p) => p.id === project!.id)?.investor_count !== project!.investor_count,
    );
    expect(after.find((p) => p.id === project!.id)).toMatchObject({
      investor_count: project!.investor_count + 1,
      raised_amount: project!.raised_amount,
    });
  });

  it("sends each queued e-mail exactly once when both processes deliver at the same time", async () => {
    const batch = `lote-${randomUUID()}`;
    const count = 120;
    await query(
      `insert into mail_outbox ("to", subject, text)
       select 'destino' || n || '@exemplo.com.br', $1 || ' #' || n, 'Mensagem de teste ' || n from generate_series(1, $2) n`,
      [batch, count],
    );
    // Any write request starts a delivery run in the process that answered it: start one in each at once.
    await Promise.all(
      [a!, b!, a!, b!].map((server) => call(server, "POST", "/api/auth/logout", { from: "198.51.100.9" })),
    );
    const pending = await eventually(
      () =>
        query<{ n: string }>("select count(*) as n from mail_outbox where subject like $1 and sent_at is null", [
          `${batch}%`,
        ]),
      (rows) => Number(rows[0]?.n) === 0,
      30_000,
    );
    expect(Number(pending[0]?.n)).toBe(0);

    const subjects: string[] = [];
    const perProcess: number[] = [];
    for (const dir of dataDirs) {
      const outbox = path.join(dir, "outbox");
      const names = (await fs.readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
      let mine = 0;
      for (const name of names) {
        const subject = (await fs.readFile(path.join(outbox, name), "utf8")).match(/^Subject: (.*)$/m)?.[1]?.trim();
        if (subject?.startsWith(batch)) {
          subjects.push(subject);
          mine++;
        }
      }
      perProcess.push(mine);
    }
    expect(subjects).toHaveLength(count);
    expect(new Set(subjects).size).toBe(count);
    const [attempts] = await query<{ max: number }>(
      "select max(attempts) as max from mail_outbox where subject like $1",
      [`${batch}%`],
    );
    expect(attempts?.max).toBe(1);
    console.info(`multi-process mail delivery: ${perProcess.join(" + ")} messages`);
  });
});
