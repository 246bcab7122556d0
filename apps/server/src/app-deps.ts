import type { DataGeneration } from "./cache/data-generation.ts";
import type { Config } from "./config.ts";
import type { Database, ReadDatabase } from "./db/client.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { ReadSession } from "./http/session.ts";
import type { PdfSealer } from "./lib/pdf-seal.ts";
import type { Throttle } from "./throttle/throttle.ts";
import type { Storage } from "./storage/storage.ts";
import type { SignalBus } from "./realtime/signal-bus.ts";
import type { WorkInFlight } from "./lib/work-in-flight.ts";

/**
 * What every route module receives: the process's shared services, each typed by the kernel. One
 * more, `auth` (better-auth as the auth module configures it), is added to this interface by
 * modules/auth/better-auth.ts: the kernel imports no module (decision 097).
 */
export interface AppDeps {
  config: Config;
  db: Database;
  /** The hot single-statement reads (sessions, project list) on pipelined connections (decision 032). */
  reads: ReadDatabase;
  /** Read caches key on it; it moves after every write (see cache/data-generation.ts). */
  generation: DataGeneration;
  /** Realtime signals to every process's sockets (realtime/signal-bus.ts); publish after the write committed. */
  signals: SignalBus;
  mailer: Mailer;
  throttle: Throttle;
  storage: Storage;
  /** Seals signed PDFs with the platform's certificate (decision 034). */
  sealer: PdfSealer;
  /** The current time; tests move it to check what depends on dates (expiry, reminders). */
  now(): Date;
  readSession: ReadSession;
  /** Work started outside a handler's own run (mail after an answer, job runs, deliveries): track it, so a shutdown waits for it. */
  work: WorkInFlight;
}
