import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import rateLimit from "@fastify/rate-limit";
import type { Config } from "../config.ts";
import { AppError } from "./app-error.ts";
import { isDatabaseUnreachable } from "./database-outage.ts";
import { sessionOf } from "./authenticated.ts";
import { sessionCookieName, type ReadSession } from "./session.ts";

export const RATE_LIMITED_MESSAGE = "Muitas requisições em pouco tempo. Aguarde um instante e tente novamente.";

/** Routes that cost us much (disk, e-mail to people the caller names, anonymous writes): a tighter budget of their own. */
const EXPENSIVE_ROUTES = new Set([
  "POST /api/files",
  "POST /api/quotations",
  "POST /api/client-events/not-found",
  // Anonymous: a tight budget keeps anyone from trying verification codes in bulk.
  "GET /api/public/verify/:code",
  "GET /api/public/receipts/:code",
  // Each e-mails people the caller chose (decision 036; their recipients also count against a
  // daily cap per account, modules/invitation-mail).
  "POST /api/signatures",
  "POST /api/signatures/:id/resend",
  "POST /api/contracts/:id/send-for-signature",
  // Builds a PDF and e-mails every investor of the project.
  "POST /api/projects/:id/quarterly-reports",
  "POST /api/projects/:id/team",
]);

/**
 * Anonymous routes the per-address budget does not refuse: the login throttle (modules/auth)
 * already counts every attempt per address, atomically and across processes, and gives a right
 * password its count back, so a person who knows their password is never refused here.
 */
const ADDRESS_EXEMPT_ROUTES = new Set([
  "POST /api/auth/login",
  // The PSP's Pix notifications come from a few addresses at the pace payments arrive: a budget per
  // address would refuse the busiest minutes' money. A wrong secret is refused before any database
  // work (decision 109), so an address gains nothing by sending more.
  "POST /api/payments/pix/webhook/:secret",
  "POST /api/payments/pix/webhook/:secret/pix",
]);

type Limiter = (
  request: FastifyRequest,
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttlInSeconds?: number }>;

/**
 * A general request budget on API routes, counted in this process's memory. A request with a
 * valid session counts against that session's budget only; the per-address budget applies to
 * anonymous API requests (no session, or one that is forged or expired), so the people behind one
 * shared address (a carrier's CGNAT, an office) do not share a budget once signed in. Static files
 * (the built assets, the shell, the service worker, icons) count against nothing. Expensive
 * routes have a tighter budget of their own, per caller (session, else address) and per quotation
 * recipient. An answer over budget is 429 in the API's error shape with Retry-After. Memory is
 * enough here: the login and sign-up throttles, which must hold across processes, live in the
 * database; this budget only keeps one process from being flooded. docs/security.md gives the
 * numbers behind the defaults.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config, readSession: ReadSession) {
  await app.register(rateLimit, { global: false, timeWindow: 60_000 });
  const limits = config.rateLimit;
  const cookieName = sessionCookieName(config);
  // Who the request counts against, decided once in onRequest: a valid session's id, else the address.
  const callers = new WeakMap<FastifyRequest, string>();
  const callerOf = (request: FastifyRequest) => callers.get(request) ?? `ip:${request.ip}`;

  const byAddress = app.createRateLimit({ max: limits.perAddressPerMinute, keyGenerator: (r) => `ip:${r.ip}` });
  const bySession = app.createRateLimit({ max: limits.perSessionPerMinute, keyGenerator: callerOf });
  const expensive = app.createRateLimit({
    max: limits.expensivePerMinute,
    keyGenerator: (r) => `costly:${routeOf(r)}:${callerOf(r)}`,
  });
  // Quotation requests e-mail the supplier. Counted per (requester, supplier), so one requester who
  // uses up their own budget leaves the supplier reachable for everyone else, and under a higher
  // ceiling per supplier from everyone, so many callers together cannot flood one inbox either
  // (docs/decisions/039-sign-up-oracle-and-recipient-budgets.md).
  const supplierOf = (r: FastifyRequest) => (r.body as { supplier_id: string }).supplier_id;
  const perRequesterAndSupplier = app.createRateLimit({
    max: limits.quotationsPerRequesterAndSupplierPerMinute,
    keyGenerator: (r) => `recipient-pair:${sessionOf(r)?.user.id ?? callerOf(r)}:${supplierOf(r)}`,
  });
  const perSupplier = app.createRateLimit({
    max: limits.quotationsPerSupplierPerMinute,
    keyGenerator: (r) => `recipient:${supplierOf(r)}`,
  });

  app.addHook("onRequest", async (request, reply) => {
    if (isStaticFileRequest(request)) return;
    // Only a cookie that verifies and names a live session earns a session budget: a made-up
    // cookie per request must not buy a fresh budget each time.
    const session = request.cookies[cookieName] ? await sessionOrNone(readSession, request, reply) : null;
    if (session) {
      callers.set(request, `session:${session.sessionId}`);
      await enforce(bySession, request, reply);
    } else if (!ADDRESS_EXEMPT_ROUTES.has(routeOf(request))) {
      await enforce(byAddress, request, reply);
    }
    if (EXPENSIVE_ROUTES.has(routeOf(request))) await enforce(expensive, request, reply);
  });
  // The requester is a person, not a session (a second login must not double the budget), and the
  // person is known only once the authenticated scope's preHandler has run: so this check is the
  // route's own preHandler, which Fastify runs after every scope's hooks.
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== "/api/quotations" || !methods.includes("POST")) return;
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [
      ...own,
      async (request: FastifyRequest, reply: FastifyReply) => {
        const body = request.body as { supplier_id?: unknown } | undefined;
        if (typeof body?.supplier_id !== "string") return;
        // The requester's own budget first: a refused request then takes nothing from the supplier's.
        await enforce(perRequesterAndSupplier, request, reply);
        await enforce(perSupplier, request, reply);
      },
    ];
  });
}

/**
 * The built web app: everything read outside /api (assets, the shell, the service worker, icons,
 * the manifest). Files on disk, content-hashed and cached for a year where they can be, cheap to
 * serve; refusing one leaves a person with a broken page, so none counts against a budget.
 */
function isStaticFileRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  // Both the matched route and the raw path: the router decodes percent-escapes ("/%61pi/...").
  const isApi = (path: string) => path === "/api" || path.startsWith("/api/");
  return !isApi(request.routeOptions.url ?? "") && !isApi(request.url.split("?")[0] ?? "");
}

/**
 * The request's session, or none while the database cannot be reached: the request then counts
 * against its address like an anonymous one. A route that needs the database answers the outage
 * itself (503); one that needs none answers as it would without the cookie, so /api/health says
 * the same with or without a session (decision 038).
 */
async function sessionOrNone(readSession: ReadSession, request: FastifyRequest, reply: FastifyReply) {
  try {
    return await readSession(request, reply);
  } catch (err) {
    if (isDatabaseUnreachable(err)) return null;
    throw err;
  }
}

const routeOf = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? ""}`;

async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply) {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header("retry-after", String(Math.max(1, result.ttlInSeconds ?? 60)));
  throw new AppError("TOO_MANY_REQUESTS", RATE_LIMITED_MESSAGE);
}
