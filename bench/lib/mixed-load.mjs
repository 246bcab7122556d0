// What users do, for the api benchmark (docs/product/budgets.md#api): 50 distinct sessions of mixed
// roles, each cycling through 20 project-list variants (search, filters, pages), a supplier profile and
// the quotation list, with 2 % writes (interests, investments, quotation answers) — all through the
// public API of a server started by lib/server.mjs.
import autocannon from "autocannon";
import { api, login, registerQualifiedInvestors, registerUsers } from "./chat-users.mjs";

export const CONNECTIONS = 50;
/** Sessions per role (50 in all); investors and suppliers write, the others only read. */
const ROLES = { investor: 30, creator: 8, supplier: 6, legal: 3, admin: 3 };
const DEMO_EMAIL = {
  creator: ["criador@alicerce.dev", "marina@alicerce.dev"],
  supplier: ["fornecedor@alicerce.dev"],
  legal: ["juridico@alicerce.dev"],
  admin: ["admin@alicerce.dev"],
};
/** A writer's cycle holds one write in this many requests: 36 of the 50 sessions write, so 2 % of all requests. */
const WRITER_CYCLE = 36;
const READER_CYCLE = 50;

const LIST_QUERIES = [
  "limit=12",
  "limit=12&q=residencial",
  "limit=12&q=edif%C3%ADcio",
  "limit=12&q=centro",
  "limit=12&q=casa",
  "limit=12&q=s%C3%A3o%20paulo",
  "limit=12&q=lago",
  "limit=12&status=funding_open",
  "limit=12&status=planning",
  "limit=12&status=in_progress",
  "limit=12&type=apartamentos",
  "limit=12&type=comercial",
  "limit=12&purpose=investment",
  "limit=12&scope=mine",
  "limit=6",
  "limit=24",
  "limit=12&q=residencial&status=funding_open",
  "limit=12&status=funding_open&type=apartamentos",
];
/** With the two cursor pages made at setup: 20 variants. */
export const QUERY_VARIANTS = LIST_QUERIES.length + 2;

/**
 * Logs in / registers the sessions and reads what the workload needs: cursors for later pages, a
 * supplier, the open raises to invest in, and a pool of pending quotations for the suppliers to answer.
 */
export async function prepareWorkload(baseUrl, { pendingQuotations = 150 } = {}) {
  const investors = await registerQualifiedInvestors(baseUrl, ROLES.investor, "Investidor");
  const sessions = investors.map((u) => ({ ...u, role: "investor" }));
  for (const role of ["creator", "supplier", "legal", "admin"]) {
    for (let i = 0; i < ROLES[role]; i++) {
      const emails = DEMO_EMAIL[role];
      sessions.push({ ...(await login(baseUrl, emails[i % emails.length])), role });
    }
  }

  const reader = sessions[0];
  const page1 = await api(baseUrl, reader, "GET", "/api/projects?limit=4");
  const page2 = await api(
    baseUrl,
    reader,
    "GET",
    `/api/projects?limit=4&cursor=${encodeURIComponent(page1.nextCursor)}`,
  );
  const cursorQueries = [
    `limit=4&cursor=${encodeURIComponent(page1.nextCursor)}`,
    `limit=4&cursor=${encodeURIComponent(page2.nextCursor)}`,
  ];
  const { items: suppliers } = await api(baseUrl, reader, "GET", "/api/suppliers");
  const supplier = suppliers[0];
  const open = (await api(baseUrl, reader, "GET", "/api/projects?limit=50&status=funding_open")).items.filter(
    (p) => p.created_by !== reader.id,
  );

  // The quotations to answer go to the demo supplier's company from a requester of their own, so the
  // creator sessions' sent tabs keep their demo size (the supplier's received tab reads its first page).
  const { supplier: mine } = await api(
    baseUrl,
    sessions.find((s) => s.role === "supplier"),
    "GET",
    "/api/suppliers/mine",
  );
  const [requester] = await registerUsers(baseUrl, 1, "Solicitante", "creator");
  const quotationIds = [];
  for (let i = 0; i < pendingQuotations; i += 4) {
    const made = await Promise.all(
      [0, 1, 2, 3].map((k) =>
        api(baseUrl, requester, "POST", "/api/quotations", {
          supplier_id: mine.id,
          project_name: `Carga ${i + k}`,
          description: "Orçamento pedido pelo benchmark de carga.",
        }),
      ),
    );
    quotationIds.push(...made.map((q) => q.id));
  }
  return {
    sessions,
    listPaths: [...LIST_QUERIES, ...cursorQueries].map((q) => `/api/projects?${q}`),
    supplierPath: `/api/suppliers/${supplier.id}`,
    openRaises: open,
    quotationIds,
    answered: 0,
    interestProject: open[0]?.id ?? page1.items[0].id,
  };
}

/**
 * One run of the workload for `durationS` seconds: every connection is one session with its own cycle
 * of requests (its list variants start at a different place, so the 20 are mixed at every moment).
 * Resolves to autocannon's result plus counts of the writes by kind and answer. `listOnly`: every
 * session only reads the project list (its 20 variants), the request the API budget is set for.
 */
export function runWorkload(baseUrl, workload, durationS, { listOnly = false } = {}) {
  const writes = { interest: 0, investment: 0, answer: 0, refused: 0, other: 0, skipped: 0 };
  let connection = 0;
  const latencies = new Map();
  const { sessions, listPaths, supplierPath, openRaises, quotationIds, interestProject } = workload;

  function cycleFor(session, index) {
    if (listOnly) {
      return listPaths.map((_, i) => ({
        method: "GET",
        path: listPaths[(index + i) % listPaths.length],
        kind: "list",
      }));
    }
    const writer = session.role === "investor" || session.role === "supplier";
    const length = writer ? WRITER_CYCLE : READER_CYCLE;
    const reads = [supplierPath, quotationsPath(session)];
    for (let i = 0; reads.length < length - (writer ? 1 : 0); i++)
      reads.push(listPaths[(index + i) % listPaths.length]);
    const kindOf = (path) =>
      path === supplierPath ? "suppliers" : path.startsWith("/api/quotations") ? "quotations" : "list";
    const requests = reads.map((path) => ({ method: "GET", path, kind: kindOf(path) }));
    // Each writer's write sits at a different place of its cycle, so writes run from the first second
    // even when a slow machine gets through only part of a cycle in a run.
    if (writer) requests.splice(index % length, 0, writeRequest(session, index));
    // Each session starts its cycle at a different place too. Every cycle began with the supplier profile
    // and then the quotation list, so a run opened with 50 profiles at the same instant, then 50
    // quotation lists: a burst no set of people makes, which alone was the supplier line's p99 (its 50
    // slowest answers were the first 50 of the run, 200–460 ms, on 28 November).
    const start = (index * 7) % requests.length;
    return [...requests.slice(start), ...requests.slice(0, start)];
  }

  function writeRequest(session, index) {
    let turn = 0;
    const count = (kind) => (status) => {
      if (kind === "skipped") writes.skipped++;
      else if (status < 300) writes[kind]++;
      else if (status === 409) writes.refused++;
      else writes.other++;
    };
    if (session.role === "supplier") {
      let kind = "answer";
      return {
        setupRequest(req) {
          // Each pending quotation is answered once, across every run on this server.
          const id = quotationIds[workload.answered++];
          if (id === undefined) {
            // The pool ran out (a fast machine): read the list instead, counted apart.
            kind = "skipped";
            return { ...req, method: "GET", path: quotationsPath(session), body: undefined };
          }
          kind = "answer";
          return {
            ...req,
            method: "POST",
            path: `/api/quotations/${id}/respond`,
            headers: { ...req.headers, "content-type": "application/json" },
            body: JSON.stringify({
              estimated_price: 12_500,
              estimated_delivery_days: 30,
              message: "Proposta do benchmark.",
            }),
          };
        },
        onResponse: (status) => {
          count(kind)(status);
          return kind;
        },
      };
    }
    // Investors alternate: mark interest, invest the raise's minimum, take the interest back.
    let kind = "interest";
    return {
      setupRequest(req) {
        const step = turn++ % 3;
        const headers = { ...req.headers, "content-type": "application/json" };
        if (step === 1 && openRaises.length) {
          kind = "investment";
          const raise = openRaises[(index + turn) % openRaises.length];
          return {
            ...req,
            method: "POST",
            path: `/api/projects/${raise.id}/investments`,
            headers,
            body: JSON.stringify({ amount: raise.min_investment ?? 1_000 }),
          };
        }
        kind = "interest";
        const path = `/api/projects/${interestProject}/interest`;
        return step === 0
          ? { ...req, method: "PUT", path, headers, body: JSON.stringify({ share_contact: false }) }
          : { ...req, method: "DELETE", path, headers: req.headers, body: undefined };
      },
      onResponse: (status) => {
        count(kind)(status);
        return kind;
      },
    };
  }

  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: durationS,
        setupClient(client) {
          const index = connection++ % sessions.length;
          const session = sessions[index];
          client.setHeaders({ cookie: session.cookie });
          // Which kind of request each response answers: its request's onResponse runs just before the
          // client's "response" event, which carries the latency.
          let answered = "";
          client.setRequests(
            cycleFor(session, index).map(({ kind, onResponse, ...r }) => ({
              ...r,
              headers: { cookie: session.cookie },
              onResponse(status, ...rest) {
                // A write answers which write it was (an interest, a commitment, a quotation's answer).
                const written = onResponse?.(status, ...rest);
                answered = kind ?? `write ${written}${status >= 300 ? ` ${status}` : ""}`;
              },
            })),
          );
          client.on("response", (_status, _bytes, duration) => {
            const list = latencies.get(answered) ?? [];
            list.push(duration);
            latencies.set(answered, list);
          });
        },
      },
      (err, result) => (err ? reject(err) : resolve({ ...result, writes, byKind: percentilesByKind(latencies) })),
    );
  });
}

/** The tab of the quotation list a session opens: a supplier's received requests, anyone else's sent ones. */
const quotationsPath = (session) => `/api/quotations?side=${session.role === "supplier" ? "received" : "sent"}`;

/** p50/p99 (ms) and count of each kind of request of a run, slowest p99 first. */
function percentilesByKind(latencies) {
  const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return [...latencies]
    .map(([kind, list]) => {
      const sorted = list.sort((a, b) => a - b);
      return { kind, count: sorted.length, p50: Math.round(at(sorted, 0.5)), p99: Math.round(at(sorted, 0.99)) };
    })
    .sort((a, b) => b.p99 - a.p99);
}

/** Sends `perSecond` anonymous DELETE /api/projects/{id}/interest (each refused 401) until stop(). */
export function refusedWrites(baseUrl, projectId, perSecond) {
  let sent = 0;
  const statuses = new Map();
  let running = true;
  const pending = new Set();
  const started = Date.now();
  const loop = (async () => {
    while (running) {
      const request = fetch(`${baseUrl}/api/projects/${projectId}/interest`, { method: "DELETE" })
        .then((r) => statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1))
        .catch(() => statuses.set("error", (statuses.get("error") ?? 0) + 1));
      pending.add(request);
      void request.finally(() => pending.delete(request));
      sent++;
      await new Promise((r) => setTimeout(r, Math.max(0, started + (sent * 1000) / perSecond - Date.now())));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await Promise.all(pending);
      return { sent, statuses: Object.fromEntries(statuses) };
    },
  };
}
