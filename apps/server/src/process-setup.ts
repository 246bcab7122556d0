import { assertPaymentsConfigured, ConfigError, loadConfig, type Config } from "./config.ts";
import { DataDirLockedError, lockDataDir } from "./db/data-dir-lock.ts";
import { MigrationError } from "./db/migration-status.ts";

/** Runs `step`; an expected start-up error (a bad setting) ends the process with its message. */
function orExit<T>(step: () => T, expected: (err: unknown) => boolean): T {
  try {
    return step();
  } catch (err) {
    if (expected(err)) {
      console.error((err as Error).message);
      process.exit(1);
    }
    throw err;
  }
}

/** The environment's configuration; a bad value stops the process with a clear message. */
export const configOrExit = (): Config => orExit(loadConfig, (err) => err instanceof ConfigError);

/** The server's configuration: the tools' checks, and payments need a PSP or the sandbox (decision 102). */
export const serverConfigOrExit = (): Config =>
  orExit(
    () => {
      const config = loadConfig();
      assertPaymentsConfigured(config);
      return config;
    },
    (err) => err instanceof ConfigError,
  );

/**
 * The embedded database allows one process per data folder (two lose writes), so the server and the
 * command-line tools take the folder for themselves and refuse to run while another live process
 * holds it, in this pid namespace or another (decision 094). A PostgreSQL server takes many
 * processes: nothing to hold then. Released on exit; a lock lost while running stops the process.
 */
export async function holdDataDirOrExit(config: Config): Promise<() => Promise<void>> {
  if (config.databaseUrl) return async () => {};
  try {
    const release = await lockDataDir(config.dataDir, {
      onLost: (message) => {
        console.error(message);
        process.exit(1);
      },
    });
    process.on("exit", () => void release());
    return release;
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/**
 * The last stop of a command-line entry point: an expected refusal (a bad setting, a held folder,
 * a database newer than the code or not migrated) prints its message alone; anything else its stack.
 */
export function exitOnFailure(err: unknown, expectedHere = false): never {
  const expected =
    expectedHere || err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof MigrationError;
  console.error(expected ? (err as Error).message : err);
  process.exit(1);
}
