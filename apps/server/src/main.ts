import path from "node:path";
import fs from "node:fs";
import { buildApp } from "./app.ts";
import { openDatabase } from "./db/client.ts";
import { configOrExit, holdDataDirOrExit } from "./process-setup.ts";
import { seedDemoData } from "./seed/seed.ts";
import { ensureLearningCatalogue } from "./seed/seed-learning.ts";

async function main() {
  let config = configOrExit();
  if (!config.webDistDir) {
    const dist = path.resolve(import.meta.dirname, "../../web/dist");
    if (fs.existsSync(path.join(dist, "index.html"))) config = { ...config, webDistDir: dist };
  }

  const releaseLock = holdDataDirOrExit(config);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  await database.migrate();
  const app = await buildApp(config, { database });
  app.addHook("onClose", async () => {
    await database.close();
    releaseLock();
  });

  if (await ensureLearningCatalogue(database.db)) app.log.info("learning centre catalogue loaded");
  if (config.demo && (await seedDemoData(database.db, { storage: app.storage }))) {
    app.log.info("demo data loaded (accounts use the password alicerce123)");
  }
  if (!config.webDistDir) app.log.warn("apps/web/dist not found: serving the API only (run npm run build)");

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
