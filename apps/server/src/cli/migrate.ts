// `npm run db:migrate`: applies the pending migrations to DATABASE_URL, or to the embedded database
// of ALICERCE_DATA_DIR (the server must be stopped then: it holds the folder). On PostgreSQL it runs
// while servers keep serving: the migration lock makes it wait for, or be awaited by, any other
// migrator (a server starting up), and every migration is applied once (decision 029).
import { openDatabase } from "../db/client.ts";
import { configOrExit, exitOnFailure, holdDataDirOrExit } from "../process-setup.ts";

async function main() {
  const config = configOrExit();
  await holdDataDirOrExit(config);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const before = await database.migrationStatus();
    await database.migrate();
    const after = await database.migrationStatus();
    const applied = before.pending.filter((m) => !after.pending.includes(m)).map((m) => m.tag);
    const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `${config.dataDir}/db`;
    console.log(
      applied.length
        ? `Migrações aplicadas em ${where}: ${applied.join(", ")}.`
        : `O banco de dados em ${where} já estava atualizado (${after.known.at(-1)?.tag ?? "nenhuma migração"}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch(exitOnFailure);
