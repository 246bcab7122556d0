import path from "node:path";
import fs from "node:fs";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { seedDemoData } from "./seed/seed.ts";
import { closeExpiredRaises } from "./modules/investments/index.ts";
import { deleteExpiredRows } from "./jobs/housekeeping.ts";
import { createMailer } from "./mail/mailer.ts";
import { createLocalStorage } from "./storage/storage.ts";

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (!config.webDistDir) {
    const dist = path.resolve(import.meta.dirname, "../../web/dist");
    if (fs.existsSync(path.join(dist, "index.html"))) config = { ...config, webDistDir: dist };
  }

  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const app = await buildApp(config, { database });
  app.addHook("onClose", () => database.close());

  if (
    config.demo &&
    (await seedDemoData(database.db, { storage: createLocalStorage(path.join(config.dataDir, "files")) }))
  ) {
    app.log.info("demo data loaded (accounts use the password alicerce123)");
  }
  if (!config.webDistDir) app.log.warn("apps/web/dist not found: serving the API only (run npm run build)");

  // Raises whose deadline passed below their minimum are closed every minute (and at start).
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, "outbox"),
    log: app.log,
  });
  const closeRaises = () =>
    closeExpiredRaises({ db: database.db, mailer, publicUrl: config.publicUrl })
      .then((failed) => {
        if (!failed.length) return;
        database.generation.bump(); // cached lists must show the cancelled raises
        app.log.info({ projects: failed }, "failed raises closed");
      })
      .catch((err) => app.log.error({ err }, "closing expired raises failed"));
  const raisesTimer = setInterval(closeRaises, 60_000);
  raisesTimer.unref();
  // Expired sessions, tokens and throttle counters are deleted hourly.
  const cleanUp = () => deleteExpiredRows(database.db).catch((err) => app.log.error({ err }, "housekeeping failed"));
  const cleanUpTimer = setInterval(cleanUp, 3600_000);
  cleanUpTimer.unref();
  app.addHook("onClose", async () => {
    clearInterval(raisesTimer);
    clearInterval(cleanUpTimer);
  });
  void closeRaises();
  void cleanUp();

  // Graceful shutdown: finish in-flight requests, then close the database cleanly (PGlite
  // flushes its files on close).
  let closing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, "shutting down");
      app.close().then(
        () => process.exit(0),
        (err) => {
          app.log.error({ err }, "error while shutting down");
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ url: config.publicUrl, database: database.kind, dataDir: config.dataDir }, "Alicerce is running");
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
