import type { FastifyReply, FastifyRequest } from "fastify";
import type { DataGeneration } from "./cache/data-generation.ts";
import type { Config } from "./config.ts";
import type { Database, ReadDatabase } from "./db/client.ts";
import type { Mailer } from "./mail/mailer.ts";
// The services' types are named where they are defined, not through the modules' index.ts: an
// index re-exports the module's routes, which take AppDeps, so importing it here closed a circle
// (type-only, which lint's no-cycle does not see; tooling/import-cycles.test.ts does). These files
// import nothing that leads back here; the walls in eslint.config.js allow them to this file only.
import type { Auth } from "./modules/auth/better-auth.ts";
import type { SessionContext } from "./modules/auth/session-reader.ts";
import type { PdfSealer } from "./modules/signatures/seal.ts";
import type { Throttle } from "./throttle/throttle.ts";
import type { Storage } from "./storage/storage.ts";
import type { SignalBus } from "./realtime/signal-bus.ts";
import type { WorkInFlight } from "./lib/work-in-flight.ts";

/** What every route module receives: the process's shared services. */
export type AppDeps = {
  config: Config;
  db: Database;
  /** The hot single-statement reads (sessions, project list) on pipelined connections (decision 032). */
  reads: ReadDatabase;
  /** Read caches key on it; it moves after every write (see cache/data-generation.ts). */
  generation: DataGeneration;
  /** Realtime signals to every process's sockets (realtime/signal-bus.ts); publish after the write committed. */
  signals: SignalBus;
  auth: Auth;
  mailer: Mailer;
  throttle: Throttle;
  storage: Storage;
  /** Seals signed PDFs with the platform's certificate (decision 034). */
  sealer: PdfSealer;
  /** The current time; tests move it to check what depends on dates (expiry, reminders). */
  now(): Date;
  readSession(request: FastifyRequest, reply: FastifyReply): Promise<SessionContext | null>;
  /** Work started outside a handler's own run (mail after an answer, job runs, deliveries): track it, so a shutdown waits for it. */
  work: WorkInFlight;
};
