// `npm run ledger:check`: proves the money's invariants (app-ledger-invariants.ts) on DATABASE_URL or
// on the embedded database of ALICERCE_DATA_DIR (the server must be stopped then: it holds the folder).
// Exits 0 when every one holds, 1 printing the first broken one (docs/decisions/100-ledger.md).
import { appLedgerInvariants } from "../app-ledger-invariants.ts";
import { openDatabase } from "../db/client.ts";
import { checkInvariants, describeReport } from "../db/invariants.ts";
import { configOrExit, exitOnFailure, holdDataDirOrExit } from "../process-setup.ts";

async function main() {
  const config = configOrExit();
  await holdDataDirOrExit(config);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    // A check reads; it never migrates. Tables this code expects may be missing until the migrations ran.
    const status = await database.migrationStatus();
    if (status.pending.length) {
      console.error(
        "O banco de dados tem migrações pendentes: rode npm run db:migrate antes de conferir o livro-razão.",
      );
      process.exitCode = 1;
      return;
    }
    const report = await checkInvariants(database.db, appLedgerInvariants);
    (report.ok ? console.log : console.error)(describeReport(report));
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch(exitOnFailure);
