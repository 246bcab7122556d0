import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The contrib extensions Alicerce's migrations create: pg_trgm, for the trigram index of the project
 * list's search (migration 0016, decision 055). PGlite loads an extension's code only when told to, so
 * every PGlite opened on Alicerce's data passes these (the server, the backup tools, the tests, the
 * bench): without them, a write to the indexed table fails.
 */
export const pgliteExtensions = { pg_trgm };
