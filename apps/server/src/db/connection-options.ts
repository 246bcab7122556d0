/**
 * Session settings for every PostgreSQL connection the app opens (the pool, the pipelined reads,
 * the LISTEN clients), sent in the startup packet so they hold from the first query.
 *
 * jit=off: PostgreSQL JIT-compiles a query whose planner cost passes `jit_above_cost` (100 000 by
 * default), and the app's short OLTP reads never win that back. At a national platform's size the
 * documents list's cost passed it and each request spent 2.4–4 s compiling (decision 052);
 * a query that needs JIT to be fast is a query to fix, not to compile.
 */
export const APP_CONNECTION_OPTIONS = "-c jit=off";
