// Verifies an account from the command line: `npm run admin:verify -- <e-mail>`.
// Opens the database the server is configured with (DATABASE_URL or the PGlite data folder).
import { ConfigError, loadConfig } from "../src/config.ts";
import { openDatabase } from "../src/db/client.ts";
import { runAdminVerify } from "../src/modules/legal-verification/index.ts";

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
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const result = await runAdminVerify(database, process.argv.slice(2));
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
