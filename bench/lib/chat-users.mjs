// Accounts and chat helpers for the realtime and api benchmarks (through the public API only).
import { randomUUID } from "node:crypto";
import { WebSocket } from "ws";
import { cpfSequence } from "./cpf.mjs";

const nextCpf = cpfSequence(300_000_000);

const cookieOf = (response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** Registers `count` users (investors unless `type` says otherwise), a few at a time; resolves to [{ id, cookie }]. */
export async function registerUsers(baseUrl, count, prefix, type = "investor") {
  const users = [];
  const next = async (i) => {
    const response = await fetch(`${baseUrl}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: `${prefix} ${String(i).padStart(3, "0")}`,
        cpf: nextCpf(),
        email: `${prefix.toLowerCase()}.${i}.${randomUUID().slice(0, 6)}@bench.alicerce.dev`,
        phone: "(11) 98765-4321",
        password: "uma senha longa e boa",
        type,
      }),
    });
    if (response.status !== 201) throw new Error(`register → ${response.status}: ${await response.text()}`);
    const body = await response.json();
    users[i] = { id: body.user.id, cookie: cookieOf(response) };
  };
  for (let i = 0; i < count; i += 4) await Promise.all([i, i + 1, i + 2, i + 3].filter((n) => n < count).map(next));
  return users;
}

/**
 * Registers `count` investors who declare themselves qualified (CVM 88): no yearly limit, so their
 * investments are refused only by the raise itself.
 */
export async function registerQualifiedInvestors(baseUrl, count, prefix) {
  const investors = await registerUsers(baseUrl, count, prefix);
  for (const investor of investors) {
    await api(baseUrl, investor, "POST", "/api/investor/declarations", {
      annual_income: null,
      financial_investments: null,
      qualified_investor: true,
      accepted: true,
    });
  }
  return investors;
}

export async function login(baseUrl, email, password = "alicerce123") {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login ${email} → ${response.status}`);
  return { id: (await response.json()).user.id, cookie: cookieOf(response) };
}

export async function api(baseUrl, user, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie: user.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path} → ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** A group of `admin` and `members` (added 100 at a time, the API's limit per request). */
export async function createGroup(baseUrl, admin, members, name) {
  const [first, ...rest] = chunk(members, 100);
  const group = await api(baseUrl, admin, "POST", "/api/chat/conversations/group", {
    name,
    member_ids: first.map((m) => m.id),
  });
  for (const part of rest) {
    await api(baseUrl, admin, "POST", `/api/chat/conversations/${group.id}/members`, {
      user_ids: part.map((m) => m.id),
    });
  }
  return group;
}

function chunk(list, size) {
  const parts = [];
  for (let i = 0; i < list.length; i += size) parts.push(list.slice(i, i + size));
  return parts;
}

/** Opens a socket on the user channel; `onEvent` receives every parsed frame. Resolves once subscribed. */
export function openSocket(baseUrl, user, onEvent) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/api/realtime`, { headers: { cookie: user.cookie } });
  return new Promise((resolve, reject) => {
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`socket refused: HTTP ${res.statusCode}`)));
    ws.on("message", (raw) => {
      const frame = JSON.parse(raw.toString());
      if (frame.type === "ready") ws.send(JSON.stringify({ type: "subscribe", scope: "user" }));
      else if (frame.type === "subscribed") resolve(ws);
      else onEvent(frame);
    });
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const BENCH_ENV = {
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: "100000000",
  RATE_LIMIT_PER_SESSION_PER_MINUTE: "100000000",
  RATE_LIMIT_EXPENSIVE_PER_MINUTE: "100000000",
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
  // Every simulated person logs in from this one address (decision 089 meters right passwords).
  LOGIN_MAX_SUCCESSES_PER_ADDRESS: "100000",
  LOGIN_MAX_SUCCESSES_PER_ACCOUNT: "100000",
  // Some benches log one demo account in on every connection and keep each session.
  SESSIONS_PER_ACCOUNT: "100000",
  // The mixed workload asks the demo supplier for its pool of quotations from one requester.
  RATE_LIMIT_QUOTATIONS_PER_REQUESTER: "100000000",
  RATE_LIMIT_QUOTATIONS_PER_SUPPLIER: "100000000",
};
