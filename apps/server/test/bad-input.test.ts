// Property-based bad input on every route (docs/decisions/028-bad-input-and-upload-safety.md): for
// each operation of the OpenAPI document, fast-check sends random and malformed bodies, queries, ids,
// cursors, huge strings, deep nesting and __proto__ keys, as every role and as nobody. Every answer
// must be below 500; every refusal must be the API's error shape, in pt-BR, and must leave the
// database exactly as it was. FUZZ_SEED and FUZZ_RUNS change the run; a failure prints its seed.
import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { ERROR_CODES } from "@alicerce/shared/errors";
import { sql } from "drizzle-orm";
import { createSeededApp, DEMO, loginAs, multipart, tinyPdf, tinyPng } from "./project-helpers.ts";
import {
  changedTables,
  fingerprint,
  fingerprintQuery,
  publicTables,
  rowsOf,
  type DatabaseFingerprint,
} from "./database-fingerprint.ts";
import {
  cleanFromSchema,
  cursorText,
  fromSchema,
  hostileValue,
  NASTY_STRINGS,
  pathSegment,
  type IdPool,
  type JsonSchema,
} from "./fuzz-arbitraries.ts";
import { sessionCookie, login } from "./test-app.ts";

const SEED = Number(process.env.FUZZ_SEED ?? 16_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

const t = await createSeededApp();
afterAll(async () => {
  if (process.env.FUZZ_REPORT) {
    for (const [route, counts] of statuses) {
      console.log(
        `${route}: ${[...counts]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${s}×${n}`)
          .join(" ")}`,
      );
    }
  }
  await t.close();
});

// ---------------------------------------------------------------------------------------------
// The routes, from the OpenAPI document, and the few the document hides on purpose.

type Operation = {
  method: string;
  path: string;
  pathParams: { name: string; schema?: JsonSchema }[];
  query: { name: string; required?: boolean; schema?: JsonSchema }[];
  body?: JsonSchema;
  multipart: boolean;
};

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
        consumes?: string[];
      }
    >
  >;
};

const document = t.app.swagger() as unknown as OpenApi;
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    method: method.toUpperCase(),
    path,
    pathParams: (op.parameters ?? []).filter((p) => p.in === "path"),
    query: (op.parameters ?? []).filter((p) => p.in === "query"),
    body: op.requestBody?.content["application/json"]?.schema,
    multipart: Boolean(op.requestBody?.content["multipart/form-data"]) || path === "/api/files",
  })),
);

/**
 * Routes left out of the OpenAPI document on purpose, each fuzzed here with its own query and
 * path instead. Any other undocumented route fails the coverage test below: it would escape this test.
 */
const HIDDEN_ROUTES: Operation[] = [
  // E-mail confirmation links, forwarded to better-auth.
  { method: "GET", path: "/api/auth/{rest}", pathParams: [{ name: "rest" }], query: [], multipart: false },
  // The realtime socket; a plain GET (no upgrade) must be refused in shape too.
  { method: "GET", path: "/api/realtime", pathParams: [], query: [], multipart: false },
  // The OpenAPI document itself.
  { method: "GET", path: "/api/docs", pathParams: [], query: [], multipart: false },
];

/** Every method and path Fastify routes (HEAD mirrors GET), from its route tree. */
function registeredRoutes(): string[] {
  const lines = t.app.printRoutes({ commonPrefix: false }).split("\n");
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of lines) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const level = match[1]!.length / 4;
    stack.length = level;
    const path = (stack[level - 1] ?? "") + match[2]!;
    stack.push(path);
    for (const method of (match[3] ?? "").split(", ").filter((m) => m && m !== "HEAD")) {
      routes.push(`${method} ${path.replace(/:(\w+)/g, "{$1}")}`);
    }
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------
// Who calls, and with which ids.

const ROLE_ACCOUNTS = {
  investidor: DEMO.ana,
  criador: DEMO.creator,
  juridico: DEMO.legal,
  fornecedor: DEMO.supplier,
  admin: DEMO.admin,
};
type Role = keyof typeof ROLE_ACCOUNTS | "anônimo" | "sessão falsa";
const cookies = new Map<Role, string>();
for (const [role, email] of Object.entries(ROLE_ACCOUNTS)) cookies.set(role as Role, await loginAs(t.app, email));
cookies.set("sessão falsa", `alicerce.session_token=${randomUUID()}.forjada`);

/** Logging out ends a role's session: log in again so later runs still reach the handlers as that role. */
async function renewSession(role: Role) {
  const email = ROLE_ACCOUNTS[role as keyof typeof ROLE_ACCOUNTS];
  if (!email) return;
  const res = await login(t.app, email, "alicerce123");
  const cookie = sessionCookie(res);
  if (cookie) cookies.set(role, `${cookie.name}=${cookie.value}`);
}

/** Ids of every kind in the seeded database: a real id of the wrong thing is a classic bad input. */
async function idPool(): Promise<IdPool> {
  const tables = [
    "projects",
    "quotations",
    "suppliers",
    "users",
    "files",
    "documents",
    "contracts",
    "signature_requests",
    "conversations",
    "messages",
    "notifications",
    "approval_requests",
    "learning_content",
    "learning_checklist_items",
    "project_images",
    "quotation_attachments",
    "supplier_portfolio_images",
  ];
  const ids: string[] = [];
  for (const table of tables) {
    const rows = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select id::text as id from ${sql.identifier(table)} limit 6`,
    );
    ids.push(...rows.map((r) => r.id));
  }
  // Every list above is seeded; the test would be much weaker if one silently came back empty.
  expect(ids.length).toBeGreaterThan(40);
  return ids;
}
const ids = await idPool();

// ---------------------------------------------------------------------------------------------
// Requests.

/** Routes that count an attempt (a throttle counter) before checking what was sent. */
const COUNTED_BEFORE_CHECKING = new Set([
  "/api/auth/login",
  "/api/auth/register",
  "/api/auth/login/two-factor",
  "/api/auth/login/passkey",
  "/api/account/passkeys/options",
  "/api/account/passkeys/{id}/remove",
  "/api/account/password",
  "/api/account/email",
  "/api/account/email/undo",
  "/api/account/two-factor/setup",
  "/api/account/two-factor/confirm",
  "/api/account/two-factor/disable",
  "/api/account/two-factor/recovery-codes",
  "/api/account/payout-account",
]);

type FuzzRequest = {
  role: Role;
  inject: InjectOptions & { method: string; url: string };
  /** Why this request can only be refused (4xx), or null when a success is possible. */
  mustRefuse: string | null;
  /** Tables a refusal of this request may change (with the reason), e.g. a counted login failure. */
  mayWrite: string[];
};

const roleArb: fc.Arbitrary<Role> = fc.oneof(
  { weight: 1, arbitrary: fc.constant<Role>("anônimo") },
  { weight: 1, arbitrary: fc.constant<Role>("sessão falsa") },
  { weight: 6, arbitrary: fc.constantFrom<Role>(...(Object.keys(ROLE_ACCOUNTS) as Role[])) },
);

/** encodeURIComponent, with lone surrogates (which it cannot encode) sent as U+FFFD like a browser would. */
const encode = (text: string) => encodeURIComponent(Buffer.from(text).toString());

const toQueryValue = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(toQueryValue);
  if (typeof value === "string") return [value];
  if (value === undefined) return [];
  return [typeof value === "object" ? JSON.stringify(value) : String(value)];
};

function queryArb(op: Operation): fc.Arbitrary<{ text: string; mustRefuse: string | null }> {
  const isCursor = (name: string) => name === "cursor" || name === "before" || name === "after";
  const required = op.query.filter((p) => p.required).map((p) => p.name);
  const declared = (dirty: boolean) => {
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const p of op.query) {
      const value = dirty ? fromSchema(p.schema, ids) : cleanFromSchema(p.schema, ids);
      model[p.name] = isCursor(p.name) ? fc.oneof(cursorText(ids), value) : value;
    }
    return fc.record(model, { requiredKeys: dirty ? [] : required });
  };
  // Unknown and repeated keys, and prototype names as keys.
  const extra = fc.array(
    fc.tuple(
      fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "limit", "q", "page")),
      hostileValue,
    ),
    { maxLength: 2 },
  );
  const text = (pairs: [string, unknown][]) =>
    pairs.flatMap(([k, v]) => toQueryValue(v).map((s) => `${encode(k)}=${encode(s)}`)).join("&");
  const clean = declared(false).map((known) => ({ text: text(Object.entries(known)), mustRefuse: null }));
  const dirty = fc
    .tuple(declared(true), extra)
    .map(([known, more]) => ({ text: text([...Object.entries(known), ...more]), mustRefuse: null }));
  const broken = fc
    .constantFrom("q=%", "q=%zz&limit=1", "limit=%E0%A4%A", `q=${"%41".repeat(3000)}`)
    .map((raw) => ({ text: raw, mustRefuse: null }));
  return fc.oneof({ weight: 3, arbitrary: clean }, { weight: 3, arbitrary: dirty }, { weight: 1, arbitrary: broken });
}

const DEEP_LISTS = "5 000 níveis de listas";
type Body = { payload?: string | Buffer; headers: Record<string, string>; mustRefuse: string | null };

const json = (value: unknown): Body => ({
  payload: JSON.stringify(value),
  headers: { "content-type": "application/json" },
  mustRefuse: null,
});

/** Bodies no JSON route may accept, whatever its schema. */
const brokenBody: fc.Arbitrary<Body> = fc.constantFrom<Body>(
  { payload: '{"title": "casa"', headers: { "content-type": "application/json" }, mustRefuse: "JSON inválido" },
  { payload: "", headers: { "content-type": "application/json" }, mustRefuse: "corpo JSON vazio" },
  {
    payload: '{"__proto__": {"admin": true}, "title": "x"}',
    headers: { "content-type": "application/json" },
    mustRefuse: "chave __proto__",
  },
  {
    payload: '{"constructor": {"prototype": {"admin": true}}}',
    headers: { "content-type": "application/json" },
    mustRefuse: "constructor.prototype",
  },
  {
    payload: "title=casa&amount=1",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    mustRefuse: "formulário em vez de JSON",
  },
  { payload: '{"title":"casa"}', headers: { "content-type": "text/plain" }, mustRefuse: "text/plain em vez de JSON" },
  {
    payload: JSON.stringify({ x: "y".repeat(1024 * 1024 + 10) }),
    headers: { "content-type": "application/json" },
    mustRefuse: "corpo acima de 1 MiB",
  },
  {
    payload: `${"[".repeat(5000)}1${"]".repeat(5000)}`,
    headers: { "content-type": "application/json" },
    mustRefuse: DEEP_LISTS,
  },
  {
    payload: `{"a":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`,
    headers: { "content-type": "application/json" },
    mustRefuse: null,
  },
);

function bodyArb(op: Operation): fc.Arbitrary<Body> {
  // Fastify ignores a GET's body, as HTTP says; what matters there is the path and the query.
  if (op.method === "GET") return fc.constant<Body>({ headers: {}, mustRefuse: null });
  if (op.multipart) {
    return fc.oneof(
      fc
        .tuple(
          fc.oneof(
            fc.constantFrom(...NASTY_STRINGS.filter((s) => !/[\r\n"]/.test(s))),
            fc.string({ maxLength: 30 }).map((s) => s.replace(/[\r\n"]/g, "") + ".pdf"),
          ),
          fc.oneof(
            fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
            fc.constantFrom(tinyPng(), tinyPdf(), Buffer.from("<svg onload=alert(1)>"), Buffer.alloc(0)),
          ),
          fc.constantFrom("file", "arquivo", ""),
        )
        .map(([filename, data, name]) => {
          const form = multipart([{ name, filename, contentType: "application/pdf", data }]);
          return { payload: form.payload, headers: form.headers, mustRefuse: null };
        }),
      brokenBody,
      fromSchema(undefined, ids).map(json),
    );
  }
  if (!op.body) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant<Body>({ headers: {}, mustRefuse: null }) },
      { weight: 1, arbitrary: hostileValue.map(json) },
      {
        weight: 1,
        // Deep lists are valid JSON: a route that reads no body has nothing to refuse in them
        // (its schema is what refuses them elsewhere: a list is not the object it expects).
        arbitrary: brokenBody.map((b) => (b.mustRefuse === DEEP_LISTS ? { ...b, mustRefuse: null } : b)),
      },
    );
  }
  const schema = op.body;
  return fc.oneof(
    { weight: 6, arbitrary: cleanFromSchema(schema, ids).map(json) },
    { weight: 6, arbitrary: fromSchema(schema, ids).map(json) },
    {
      weight: 1,
      arbitrary: hostileValue.map((value) => {
        const notAnObject =
          schema.type === "object" && (value === null || typeof value !== "object" || Array.isArray(value));
        return { ...json(value), mustRefuse: notAnObject ? "o corpo não é um objeto" : null };
      }),
    },
    { weight: 2, arbitrary: brokenBody },
  );
}

function idempotencyArb(op: Operation): fc.Arbitrary<Record<string, string>> {
  if (op.method === "GET") return fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.uuid().map((key) => ({ "idempotency-key": key })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("", "x".repeat(256), "com espaço").map((key) => ({ "idempotency-key": key })),
    },
  );
}

function requestArb(op: Operation): fc.Arbitrary<FuzzRequest> {
  const segments = fc.tuple(...op.pathParams.map((p) => pathSegment(p.schema, ids)));
  return fc
    .tuple(roleArb, segments, queryArb(op), bodyArb(op), idempotencyArb(op))
    .map(([role, params, query, body, idem]) => {
      let url = op.path;
      op.pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, params[i]!.raw);
      });
      if (query.text) url += `?${query.text}`;
      const badSegment = params.find((p) => p.malformed);
      const mayWrite: string[] = [];
      // A refused answer is kept under its key, so a retry gets the same answer (http/idempotency.ts).
      if (idem["idempotency-key"] && /^[\x21-\x7e]{1,255}$/.test(idem["idempotency-key"]))
        mayWrite.push("idempotency_keys");
      // Login, sign-up and current-password attempts are counted before the password, the code or the
      // e-mail is checked (docs/security.md).
      if (COUNTED_BEFORE_CHECKING.has(op.path)) mayWrite.push("throttle_counters");
      return {
        role,
        inject: {
          method: op.method,
          url,
          headers: { ...body.headers, ...idem },
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        } as FuzzRequest["inject"],
        mustRefuse: body.mustRefuse ?? (badSegment ? "identificador malformado no caminho" : null) ?? query.mustRefuse,
        mayWrite,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// What every answer must be.

// Words of the framework's and the validator's English messages: a pt-BR API never answers with them.
const ENGLISH =
  /\b(invalid|expected|required|must|unexpected|body|querystring|params|unsupported|not found|internal server error)\b/i;

function describeRequest(req: FuzzRequest) {
  const payload = req.inject.payload === undefined ? "" : String(req.inject.payload).slice(0, 300);
  return `${req.inject.method} ${req.inject.url.slice(0, 300)} como ${req.role}${payload ? ` com ${payload}` : ""}`;
}

function expectErrorShape(res: LightMyRequestResponse, what: string) {
  expect(res.headers["content-type"], what).toMatch(/^application\/json/);
  const body = res.json() as { error?: { code?: unknown; message?: unknown; fields?: unknown } };
  expect(Object.keys(body), what).toEqual(["error"]);
  const error = body.error!;
  expect(
    Object.keys(error).every((k) => ["code", "message", "fields"].includes(k)),
    what,
  ).toBe(true);
  expect(ERROR_CODES, what).toContain(error.code);
  expect(typeof error.message === "string" && error.message.length > 0, what).toBe(true);
  expect(error.message as string, what).not.toMatch(ENGLISH);
  if (error.fields !== undefined) {
    for (const list of Object.values(error.fields as Record<string, unknown>)) {
      expect(
        Array.isArray(list) && list.length > 0 && list.every((m) => typeof m === "string" && !ENGLISH.test(m)),
        `${what}: ${JSON.stringify(error.fields)}`,
      ).toBe(true);
    }
  }
}

const tables = await publicTables(t.database.db);
const everyTable = fingerprintQuery(tables);

/**
 * One past the newest finished transaction id. Every insert, update or delete runs in a
 * transaction that takes an id, committed or rolled back, so while this number stays the same no
 * table can have changed: the baseline fingerprint still holds and re-reading every table (a scan
 * of the whole seeded database, after each of ~1 800 requests) is skipped. When it moves (a write,
 * or another database on a shared server), the full fingerprint decides as before.
 */
const lastTransactionQuery = sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`;
const lastTransaction = async () => (await rowsOf<{ x: string }>(t.database.db, lastTransactionQuery))[0]!.x;

let baseline: DatabaseFingerprint = await fingerprint(t.database.db, everyTable);
let baselineTransaction = await lastTransaction();

/** The database's fingerprint now: the baseline itself when no transaction has finished since. */
async function currentFingerprint(): Promise<DatabaseFingerprint> {
  const transaction = await lastTransaction();
  if (transaction === baselineTransaction) return baseline;
  baselineTransaction = transaction;
  return fingerprint(t.database.db, everyTable);
}

/** Answers by route and status, printed at the end: a route answering only 401 or 400 is barely tested. */
const statuses = new Map<string, Map<number, number>>();
let currentRoute = "";

async function sendAndCheck(req: FuzzRequest) {
  const what = describeRequest(req);
  // The session is looked up when the request is sent: a logout in an earlier run renews it.
  const cookie = cookies.get(req.role);
  const res = await t.app.inject({ ...req.inject, headers: { ...req.inject.headers, ...(cookie ? { cookie } : {}) } });
  const counts = statuses.get(currentRoute) ?? new Map<number, number>();
  counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
  statuses.set(currentRoute, counts);
  expect(res.statusCode, `${what} → ${res.body.slice(0, 500)}`).toBeLessThan(500);
  if (res.statusCode < 400) {
    // A success may write: it becomes the new baseline, before any assertion, so that the runs
    // fast-check makes while shrinking a failure compare with the database as it really is.
    if (req.inject.url.startsWith("/api/auth/logout")) await renewSession(req.role);
    baseline = await currentFingerprint();
    if (req.mustRefuse)
      expect(res.statusCode, `${what} (${req.mustRefuse}) → ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    return;
  }
  expectErrorShape(res, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`);
  const after = await currentFingerprint();
  const written = changedTables(baseline, after).filter((table) => !req.mayWrite.includes(table));
  baseline = after;
  expect(written, `${what} → ${res.statusCode}, mas gravou no banco`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------

describe("every route is covered", () => {
  it("every route Fastify serves is in the OpenAPI document or in the hidden list fuzzed here", () => {
    const documented = new Set([...operations, ...HIDDEN_ROUTES].map((op) => `${op.method} ${op.path}`));
    const undocumented = registeredRoutes()
      .map((route) =>
        route.replace("GET /api/auth/*", "GET /api/auth/{rest}").replace(/^GET \*$/, "GET /api/auth/{rest}"),
      )
      .filter((route) => !documented.has(route))
      // The sandbox PSP stands in for an outside API Pix server, answering in its problem+json shape
      // behind its own OAuth2 (decision 102); test/pix-sandbox-psp.test.ts sends it bad input.
      .filter((route) => !route.includes(" /sandbox/psp/"));
    expect(undocumented).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
  });
});

describe(`bad input on every route (seed ${SEED}, ${RUNS} runs each): 4xx in the API's shape, never 500, nothing written`, () => {
  for (const op of [...operations, ...HIDDEN_ROUTES]) {
    it(`${op.method} ${op.path}`, async () => {
      currentRoute = `${op.method} ${op.path}`;
      await fc.assert(fc.asyncProperty(requestArb(op), sendAndCheck), {
        seed: SEED,
        numRuns: RUNS,
        // Shrinking replays requests against the database; a bound keeps a failing run short.
        interruptAfterTimeLimit: 60_000,
        markInterruptAsFailure: false,
        verbose: 1,
      });
    }, 120_000);
  }
});
