/**
 * The authorization matrix (docs/product/permissions.md#server-enforced-matrix): every route of
 * the API called as nobody, as each role, as the owner of the record and as a stranger of the same
 * role, against the status matrix-table.ts gives. The routes are enumerated from the app itself, so
 * a route without a row fails here. Every state-changing route is also sent as a cross-site browser
 * would (foreign or opaque Origin, Sec-Fetch-Site: cross-site, a form or text/plain body) and must be
 * refused (docs/security.md#cross-site-requests).
 */
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeededApp } from "./project-helpers.ts";
import { ACTORS, buildFixtures, freshSession, type Actor, type Fixtures, type Person } from "./matrix-fixtures.ts";
import { MATRIX, type Call, type Case, type Outcome } from "./matrix-table.ts";
import type { TestApp } from "./test-app.ts";
import { JSON_ONLY_MESSAGE } from "../src/http/origin-guard.ts";

// Every route the app registers, as "METHOD /path" (HEAD routes are Fastify's copies of GET ones).
const registered = new Set<string>();
const recordRoute = (route: RouteOptions) => {
  // The sandbox PSP is no route of Alicerce's API: it stands in for the PSP, behind its own OAuth2
  // client credentials instead of a session (decision 102; test/pix-sandbox-psp.test.ts).
  if (route.url.startsWith("/sandbox/psp/")) return;
  for (const method of [route.method].flat()) if (method !== "HEAD") registered.add(`${method} ${route.url}`);
};

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const FOREIGN = "https://site-malicioso.example";

let t: TestApp;
let fx: Fixtures;
let ownOrigin: string;

beforeAll(async () => {
  t = await createSeededApp({}, { onRoute: recordRoute });
  fx = await buildFixtures(t);
  ownOrigin = new URL(t.config.publicUrl).origin;
}, 120_000);
afterAll(() => t?.close());

const cases = (key: string): Case[] => [MATRIX[key]!].flat();
const split = (key: string) => {
  const space = key.indexOf(" ");
  return { method: key.slice(0, space) as InjectOptions["method"], path: key.slice(space + 1) };
};

/** The person behind an actor for a case (the stranger has the owner's role; investor by default). */
function personOf(actor: Actor, c: Case): Person | null {
  if (actor === "anon") return null;
  if (actor === "stranger") return fx.strangers[c.owner ?? "investor"];
  return fx.people[actor];
}

/** The outcome the table gives `actor` in case `c`. */
export function expected(c: Case, actor: Actor): Outcome {
  const exception = c.expect?.[actor];
  if (exception !== undefined) return exception;
  if (c.allow === "everyone") return "ok";
  if (actor === "anon") return 401;
  if (c.allow === "loggedIn") return "ok";
  // With an owner, the stranger is refused like anyone else outside the list.
  return c.allow.includes(actor) ? "ok" : (c.refuse ?? 403);
}

async function send(
  method: InjectOptions["method"],
  call: Call,
  cookie: string | null,
  headers: Record<string, string> = {},
) {
  const base: Record<string, string> = { ...(cookie ? { cookie } : {}), ...headers };
  if (call.multipart) {
    return t.app.inject({
      method,
      url: call.url,
      payload: call.multipart.payload,
      headers: { ...call.multipart.headers, ...base },
    });
  }
  return t.app.inject({
    method,
    url: call.url,
    headers: base,
    ...(call.payload === undefined ? {} : { payload: call.payload as object }),
  });
}

function matches(outcome: Outcome, res: LightMyRequestResponse) {
  if (outcome === "ok") return res.statusCode < 500 && ![401, 403, 404].includes(res.statusCode);
  return res.statusCode === outcome;
}

/** Calls one case as every actor: the refused ones first, so a permitted write never masks a refusal. */
async function runCase(key: string, c: Case, index: number) {
  const { method } = split(key);
  const order = [...ACTORS].sort((a, b) => Number(expected(c, a) === "ok") - Number(expected(c, b) === "ok"));
  const failures: string[] = [];
  for (const actor of order) {
    const person = personOf(actor, c);
    let call: Call;
    try {
      call = await c.call(fx, { t, who: actor, person });
    } catch (error) {
      failures.push(`${key} as ${actor}: could not prepare the call: ${String(error).slice(0, 200)}`);
      continue;
    }
    const cookie = person ? (c.disruptive ? await freshSession(t, person) : person.cookie) : null;
    // The browser's own headers on a same-origin request: the guard must let these through.
    const res = await send(method, call, call.cookie ?? cookie, { origin: ownOrigin, "sec-fetch-site": "same-origin" });
    const want = expected(c, actor);
    const shown = c.shows && want === "ok" ? c.shows.id(fx) : null;
    if (shown && res.body.includes(shown) !== c.shows!.to.includes(actor)) {
      failures.push(`${key} as ${actor}: ${c.shows!.to.includes(actor) ? "does not name" : "names"} ${shown}`);
    }
    if (!matches(want, res)) {
      failures.push(
        `${key}${index ? ` [case ${index + 1}]` : ""} as ${actor}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 200)}`,
      );
    } else if (typeof want === "number" && want >= 400) {
      // Refusals keep the API's error shape.
      let body: { error?: { code?: string; message?: string } } = {};
      try {
        body = res.json();
      } catch {
        // not JSON: reported just below
      }
      if (typeof body.error?.message !== "string" || !body.error.code) {
        failures.push(`${key} as ${actor}: refused without the API's error shape: ${JSON.stringify(res.body)}`);
      }
    }
  }
  return failures;
}

describe("the authorization matrix", () => {
  it("has exactly one row for every route the app registers", () => {
    expect(registered.size).toBeGreaterThan(100);
    const table = new Set(Object.keys(MATRIX));
    const missing = [...registered].filter((r) => !table.has(r)).sort();
    const stale = [...table].filter((r) => !registered.has(r)).sort();
    expect({ missing, stale }).toEqual({ missing: [], stale: [] });
  });

  it("refuses a cross-site browser request to every state-changing route, whoever's session it carries", async () => {
    const failures: string[] = [];
    for (const key of Object.keys(MATRIX).filter((k) => UNSAFE.has(split(k).method as string))) {
      const { method } = split(key);
      const c = cases(key)[0]!;
      // The session of someone the route would serve: a forged request must fail even then.
      const allowed = ACTORS.find((a) => a !== "anon" && expected(c, a) === "ok") ?? "investor";
      const person = personOf(allowed, c)!;
      const call = await c.call(fx, { t, who: allowed, person });
      const cookie = c.disruptive ? await freshSession(t, person) : person.cookie;
      const attempts: [string, Record<string, string>][] = [
        ["a foreign Origin", { origin: FOREIGN }],
        ["an opaque Origin (null)", { origin: "null" }],
        ["Sec-Fetch-Site: cross-site without Origin", { "sec-fetch-site": "cross-site" }],
        [
          "a foreign Origin with Sec-Fetch-Site: same-site",
          { origin: "https://outro.alicerce.dev", "sec-fetch-site": "same-site" },
        ],
      ];
      for (const [what, headers] of attempts) {
        const res = await send(method, call, cookie, headers);
        if (res.statusCode !== 403 || (res.json() as { error?: { code?: string } }).error?.code !== "FORBIDDEN") {
          failures.push(`${key} with ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      // The upload routes read multipart (the files, the escrow statement): their defence is the Origin check above.
      if (key === "POST /api/files" || key === "POST /api/admin/reconciliation/statements") continue;
      // Bodies a cross-site <form> can send without a preflight, without any Origin header (older browsers).
      const text = JSON.stringify(call.payload ?? {});
      const simpleBodies: [string, string, string][] = [
        ["text/plain", "text/plain;charset=UTF-8", text],
        ["a form post", "application/x-www-form-urlencoded", "a=1"],
        [
          "a multipart form",
          "multipart/form-data; boundary=x",
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        ],
      ];
      for (const [what, contentType, payload] of simpleBodies) {
        const res = await t.app.inject({
          method,
          url: call.url,
          payload,
          headers: { cookie, "content-type": contentType },
        });
        if (
          res.statusCode !== 400 ||
          (res.json() as { error?: { message?: string } }).error?.message !== JSON_ONLY_MESSAGE
        ) {
          failures.push(`${key} with ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("answers every route as the permissions give, for nobody, each role, the owner and a stranger", async () => {
    const keys = Object.keys(MATRIX).filter((k) => cases(k).every((c) => !c.disruptive));
    const last = Object.keys(MATRIX).filter((k) => !keys.includes(k));
    const failures: string[] = [];
    for (const key of [...keys, ...last]) {
      for (const [index, c] of cases(key).entries()) failures.push(...(await runCase(key, c, index)));
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
