// Verifies an account from the command line: `npm run admin:verify -- <e-mail>`.
// Opens the database the server is configured with (DATABASE_URL or the PGlite data folder).
import { configOrExit, holdDataDirOrExit } from "../src/process-setup.ts";
import { openDatabase } from "../src/db/client.ts";
import { runAdminVerify } from "../src/modules/admin/index.ts";

async function main() {
  const config = configOrExit();
  // On PGlite the server must be stopped first: it holds the data folder (one process only).
  await holdDataDirOrExit(config);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    // A folder the server never started on has no tables yet; the same migrations it would run.
    await database.migrate();
    const result = await runAdminVerify(database, process.argv.slice(2), config.publicUrl);
    (result.ok ? console.log : console.error)(result.message);
    process.exitCode = result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
