import type { Logger as DrizzleLogger } from "drizzle-orm/logger";
import pino from "pino";

/** The part of pino (and of Fastify's logger) the database writes to. */
export type DatabaseLogger = Pick<pino.BaseLogger, "debug" | "warn" | "error">;

/**
 * Where the database's log lines go. It starts as a standalone pino logger (warnings only), since
 * a database may be opened before the app and its logger exist; the app then points it at its own
 * logger, so queries and connection problems land in the same log as the requests.
 */
export class DatabaseLog implements DrizzleLogger {
  private target: DatabaseLogger = pino({ level: "warn" });

  useLogger(log: DatabaseLogger) {
    this.target = log;
  }

  /** Every query at debug level: its SQL and how many parameters, never their values (passwords, tokens). */
  logQuery(query: string, params: unknown[]) {
    this.target.debug({ sql: query, params: params.length }, "sql");
  }

  warn(message: string, err?: Error) {
    this.target.warn(err ? { err } : {}, message);
  }
}
