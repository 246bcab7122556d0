import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";

const root = path.resolve(import.meta.dirname, "../..");

const serverDir = path.join(root, "apps/server");
const SERVE_SCRIPT = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts.serve;
const SERVED_BUNDLE = "apps/server/dist/main.js";

let serverCompiled = null;
/**
 * The server compiled once per bench run (about a second), so the figures are of the code as it is, into a
 * folder of this run's own beside dist (build.mjs's other folder, as the tests' global setup does): an
 * `npm run build` of someone else on the same checkout (an e2e run) empties apps/server/dist while it
 * rebuilds, and a bench server starting then found no migrations; a bench's compile into dist did the same
 * to their run. Removed when the bench exits.
 */
function compileServer() {
  serverCompiled ??= (async () => {
    const folder = path.join(serverDir, `dist-bench-${process.pid}`);
    process.once("exit", () => fs.rmSync(folder, { recursive: true, force: true }));
    await run(process.execPath, [path.join(serverDir, "build.mjs"), folder], serverDir);
    return folder;
  })();
  return serverCompiled;
}

/** `npm run serve`'s own command line (its Node flags, decision 088), on this run's compiled folder. */
function serveCommand(folder) {
  if (!SERVE_SCRIPT.includes(SERVED_BUNDLE)) throw new Error(`npm run serve no longer runs ${SERVED_BUNDLE}`);
  return SERVE_SCRIPT.replace(SERVED_BUNDLE, path.join(path.relative(root, folder), "main.js"));
}

/**
 * Starts the built app on `port` with a throwaway data folder (or `dataDir`, kept on stop, for a
 * server restarted on the same PGlite); resolves when ready.
 */
export async function startServer({ port, env = {}, dataDir: keptDataDir }) {
  const folder = await compileServer();
  const dataDir = keptDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "alicerce-bench-"));
  const child = spawn(serveCommand(folder), {
    shell: true,
    cwd: root,
    env: { ...process.env, PORT: String(port), ALICERCE_DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  // Up to 3 minutes: a loaded 2-core machine can take long to migrate and seed.
  let healthy = false;
  for (let i = 0; i < 720 && !healthy; i++) {
    try {
      healthy = (await fetch(`${url}/api/ready`)).ok;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error("server exited during start-up");
    if (!healthy) await new Promise((r) => setTimeout(r, 250));
  }
  if (!healthy) throw new Error(`server on port ${port} not healthy after 3 minutes`);
  return {
    url,
    /** The process group of the shell running `npm run serve`'s command and the server under it (for its memory). */
    pid: child.pid,
    async stop() {
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise((r) => child.once("exit", r));
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
      // Wait for the server to finish (it may still be writing mail to the outbox), at most 10 s; a kept
      // data folder is opened next by someone else (a top-up), so its embedded database must be closed:
      // wait up to a minute (a loaded machine checkpoints slowly).
      const deadline = Date.now() + (keptDataDir ? 60_000 : 10_000);
      await Promise.race([exited, new Promise((r) => setTimeout(r, deadline - Date.now()))]);
      // The shell may exit before the node server under it has finished its shutdown (a job still writing):
      // wait for the whole process group, or a top-up next meets the server's last writes (a deadlock
      // on document_status_counts, 27 November).
      while (groupAlive(child.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (keptDataDir) return;
      // The mail job of a server still shutting down may write one more file into the outbox: retry once.
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
          break;
        } catch (err) {
          if (attempt === 1) console.warn(`could not remove ${dataDir}: ${err.message}`);
          else await new Promise((r) => setTimeout(r, 2_000));
        }
      }
    },
  };
}

export const runBuild = () => runScript("build");

/** `npm run <script>` in the repository, its errors on this terminal. */
const runScript = (script) => run("npm", ["run", script, "--silent"], root);

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ["ignore", "ignore", "inherit"] });
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${code})`)),
    );
  });
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Whether any process of the group still runs (signal 0 only checks). */
function groupAlive(processGroup) {
  try {
    process.kill(-processGroup, 0);
    return true;
  } catch {
    return false;
  }
}
