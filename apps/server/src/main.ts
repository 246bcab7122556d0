import path from "node:path";
import fs from "node:fs";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { assertCurrent } from "./db/migration-status.ts";
import { closeAfterWork } from "./http/draining.ts";
import { exitOnFailure, holdDataDirOrExit, serverConfigOrExit } from "./process-setup.ts";
import { seedDemoData } from "./seed/seed.ts";
import { ensureLearningCatalogue } from "./seed/seed-learning.ts";

/** A shutdown that has not finished by then (a request or job that hangs) ends the process anyway. */
const SHUTDOWN_DEADLINE_MS = 10_000;

async function main() {
  let config = serverConfigOrExit();
  if (!config.webDistDir) {
    // apps/web/dist from apps/server/src/main.ts and from the compiled apps/server/dist/main.js alike.
    const dist = path.resolve(import.meta.dirname, "../../web/dist");
    if (fs.existsSync(path.join(dist, "index.html"))) config = { ...config, webDistDir: dist };
  }

  const releaseLock = await holdDataDirOrExit(config);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    pipelinedConnections: config.databasePipelinedConnections,
  });
  try {
    // Both refuse a database migrated by newer code; the second also one with pending migrations.
    if (config.migrateOnStart) await database.migrate();
    else assertCurrent(await database.migrationStatus());
  } catch (err) {
    await database.close().catch(() => undefined);
    throw err;
  }
  const app = await buildApp(config, { database });
  // After the handlers and jobs still running: one whose client hung up needs the database to its end.
  closeAfterWork(app, async () => {
    await database.close();
    await releaseLock();
  });

  if (await ensureLearningCatalogue(database.db)) app.log.info("learning centre catalogue loaded");
  if (config.demo && (await seedDemoData(database.db, { storage: app.storage, sealer: app.sealer }))) {
    app.log.info("demo data loaded (accounts use the password alicerce123)");
  }
  if (!config.webDistDir) app.log.warn("apps/web/dist not found: serving the API only (run npm run build)");

  // Graceful shutdown (decision 029): stop accepting connections, answer new requests on open
  // connections with 503, finish the requests in flight, close WebSockets with 1012 so clients
  // reconnect elsewhere, stop the job timers, close the database (PGlite flushes its files), exit 0.
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, "shutting down");
      // Referenced on purpose: it keeps the process alive until one of the exits below, so a close that
      // waits on something unreferenced cannot end the process early with code 0 and no last line.
      setTimeout(() => {
        app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, "shutdown did not finish in time: exiting anyway");
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS);
      app.close().then(
        () => {
          app.log.info("shut down cleanly");
          exitAfterLogFlush(app.log, 0);
        },
        (err) => {
          app.log.error({ err }, "error while shutting down");
          exitAfterLogFlush(app.log, 1);
        },
      );
    });
  }

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, listening: address, database: database.kind, dataDir: config.dataDir },
    "Alicerce is running",
  );
}

/**
 * Exits once the logger has written its last lines: a process.exit() right after a line must not
 * outrun a logger destination that writes asynchronously.
 */
function exitAfterLogFlush(log: FastifyBaseLogger, code: number): void {
  const { flush } = log as FastifyBaseLogger & { flush?: (done: () => void) => void };
  if (flush) flush.call(log, () => process.exit(code));
  else process.exit(code);
}

main().catch(exitOnFailure);
