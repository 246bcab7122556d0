import { DATABASE_OUTAGE_MESSAGE } from "@alicerce/shared/errors";

/**
 * Seconds a client should wait before trying again while the database is unreachable: a restart or
 * failover usually takes a few seconds, and the web app retries queries anyway (decision 038).
 */
export const DATABASE_OUTAGE_RETRY_AFTER_SECONDS = 5;
export { DATABASE_OUTAGE_MESSAGE };

/** Socket errors of a database that cannot be reached (refused, gone, its name not resolving). */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
]);

/**
 * PostgreSQL's SQLSTATEs for a server that is not there for us: class 08 (connection exception),
 * 57P01–57P03 ("terminating connection due to administrator command", crash shutdown, "the
 * database system is starting up / shutting down") and 53300 (too many connections).
 */
const SQLSTATES = /^(08...|57P0[123]|53300)$/;

/** What node-postgres and PGlite say when the connection is lost, times out or was closed. */
const MESSAGES = [
  /^Connection terminated/, // "… unexpectedly", "… due to connection timeout"
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis
  /terminating connection/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^PGlite is clos(ed|ing)$/,
];

/**
 * Whether an error (or what it wraps: drizzle wraps the driver's error in `cause`; a refused
 * connection to a host with several addresses is an AggregateError) means the database cannot be
 * reached, rather than a fault in a query. Such a request is answered 503, never 500.
 */
export function isDatabaseUnreachable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === "string" && (NETWORK_CODES.has(e.code) || SQLSTATES.test(e.code))) return true;
  if (typeof e.message === "string" && MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnreachable(inner, depth + 1))) return true;
  return isDatabaseUnreachable(e.cause, depth + 1);
}
