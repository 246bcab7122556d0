/** PostgreSQL's SQLSTATE for a unique constraint that refused a row. */
const UNIQUE_VIOLATION = "23505";

type PgError = { code?: string; constraint?: string; cause?: PgError };

/**
 * Whether a failed query broke a unique constraint (when `constraint` is given: one whose name
 * contains it). Drizzle wraps the driver's error in `cause`; PGlite and pg both carry the code.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as PgError | undefined;
  const pgError = e?.cause ?? e;
  if (pgError?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || (pgError.constraint ?? "").includes(constraint);
}
