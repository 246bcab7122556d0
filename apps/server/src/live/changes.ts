import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isLiveDomain, LIVE_DOMAINS, type LiveDomain, type LiveSubject } from "@alicerce/shared/live";
import { mayWrite } from "../http/touches.ts";
import type { SignalBus } from "../realtime/signal-bus.ts";

/**
 * What one request (or one job run) changed that open tabs should hear, collected while it runs
 * and published once it is over, after its transactions committed (decision 048). `notify()` runs
 * inside the change's transaction, so it cannot publish itself: it notes the account here.
 */
type Pending = { bell: Set<string>; records: Map<string, LiveRecordChange>; createdId?: string };

/** A record open pages follow changed outside its own route (a payment settled by a job, decision 107). */
export type LiveRecordChange = { domains: LiveDomain[]; subject: LiveSubject; id: string };

const pending = new AsyncLocalStorage<Pending>();

/**
 * The bell of these accounts changed (an entry written, read or marked done). Outside a request
 * or a job run (a script) nothing is collected: the bell's fallback poll and the next load show it.
 */
export function noteBellChanged(userIds: Iterable<string>): void {
  const collecting = pending.getStore();
  if (!collecting) return;
  for (const id of userIds) collecting.bell.add(id);
}

/**
 * A record changed that the route or job running now is not about (a Pix settled by the intake's job
 * moves its project's raised amount): its open pages hear it once the change committed, like the bell.
 */
export function noteRecordChanged(change: LiveRecordChange): void {
  const collecting = pending.getStore();
  if (!collecting) return;
  collecting.records.set(`${change.subject}:${change.id}`, change);
}

function publishBells(signals: Pick<SignalBus, "publish">, collected: Pending) {
  for (const userId of collected.bell) signals.publish({ type: "notifications.changed", userId });
  for (const change of collected.records.values()) signals.publish({ type: "domain.changed", ...change });
}

/**
 * Runs a background job, then publishes the bell changes it made. A job commits transaction by
 * transaction, so what it noted is published even when a later step fails (a signal only makes
 * tabs refetch; one too many costs a read).
 */
export async function withLiveChanges<T>(signals: Pick<SignalBus, "publish">, job: () => Promise<T>): Promise<T> {
  const collected: Pending = { bell: new Set(), records: new Map() };
  try {
    return await pending.run(collected, job);
  } finally {
    publishBells(signals, collected);
  }
}

/** The record a write route is about, by the first segment of its address after /api/. */
const SUBJECT_OF: Record<string, LiveSubject> = {
  projects: "project",
  investments: "investment",
  invitations: "invitation",
  approvals: "approval",
  documents: "document",
  contracts: "contract",
  signatures: "signature",
  quotations: "quotation",
};

/**
 * `/api/projects/:id/start` is about the project in the address; `POST /api/quotations` about the
 * one it created, whose id the answer carries.
 */
function subjectOf(request: FastifyRequest, collected: Pending): { subject: LiveSubject; id: string } | null {
  const match = /^\/api\/([a-z-]+)(\/:id)?(?:\/|$)/.exec(request.routeOptions.url ?? "");
  const subject = match ? SUBJECT_OF[match[1]!] : undefined;
  if (!subject) return null;
  const id = match![2] ? (request.params as { id?: unknown }).id : collected.createdId;
  return typeof id === "string" ? { subject, id } : null;
}

/** The live domains a route declared it touches; one that declares nothing touches them all. */
function liveDomainsOf(request: FastifyRequest): LiveDomain[] {
  const touches = request.routeOptions.config?.touches;
  return touches ? touches.filter(isLiveDomain) : [...LIVE_DOMAINS];
}

/**
 * Every write request collects the bell changes its handler makes; once it answered 2xx (its
 * transaction committed: decision 025), the bells of the accounts noted and the record the route
 * is about are published on the signal bus. A refused request (4xx, 5xx) publishes nothing.
 * Registered after the generation bumps, so the caches have moved before any tab refetches.
 */
export function registerLiveChanges(app: FastifyInstance, signals: Pick<SignalBus, "publish">) {
  const byRequest = new WeakMap<FastifyRequest, Pending>();
  // preHandler runs after the body was parsed: everything from here to the handler's end runs in
  // the store (body parsing runs on the socket's events, outside any store set before it).
  app.addHook("preHandler", (request, _reply, done) => {
    if (!mayWrite(request.method, request.url)) return done();
    const collected: Pending = { bell: new Set(), records: new Map() };
    byRequest.set(request, collected);
    pending.run(collected, done);
  });
  // The two below in Fastify's callback form: they run on every request and wait for nothing.
  app.addHook("preSerialization", (request, _reply, payload: unknown, done) => {
    const collected = byRequest.get(request);
    if (collected && payload && typeof payload === "object" && "id" in payload && typeof payload.id === "string")
      collected.createdId = payload.id;
    done(null, payload);
  });
  app.addHook("onSend", (request, reply, _payload, done) => {
    const collected = byRequest.get(request);
    if (collected && reply.statusCode < 400) {
      publishBells(signals, collected);
      const about = subjectOf(request, collected);
      const domains = liveDomainsOf(request);
      if (about && domains.length > 0) signals.publish({ type: "domain.changed", domains, ...about });
    }
    done();
  });
}
