// Runs the real server as a child process, the way an operator does: the compiled
// apps/server/dist/main.js when it is built and newer than every source file, else the same build
// made once for this run by global-setup.ts (a fresh clone has no dist; CI runs the API tests before
// it builds). Tests that are not about a first start or a migration begin from a copy of a migrated
// data folder (or database) made once per run, instead of running initdb and every migration again.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { compiledMain, compiledServerIsCurrent } from "./server-build.ts";
import { runOnServer } from "./postgres-admin.ts";
import { TEST_WASM_FLAGS } from "./wasm-tier.ts";

const serverDir = path.resolve(import.meta.dirname, "..");

/**
 * `node dist/main.js` if the build is current, else `node <this run's build>/main.js`; with the test
 * processes' WebAssembly flag (test/wasm-tier.ts), which changes how fast PGlite starts, not what it does.
 */
export function serverCommand(): { args: string[]; compiled: boolean } {
  if (compiledServerIsCurrent()) return { args: [...TEST_WASM_FLAGS, compiledMain], compiled: true };
  const thisRun = inject("compiledServer");
  if (thisRun) return { args: [...TEST_WASM_FLAGS, thisRun], compiled: true };
  // Not reached under vitest (global-setup builds one); kept for running the helpers elsewhere.
  return { args: ["--import", "tsx", path.join(serverDir, "src/main.ts")], compiled: false };
}

/**
 * A new data folder holding a migrated embedded database (a copy of the one global-setup.ts made),
 * for tests about something other than a first start or a migration. Removed by the caller.
 */
export function migratedDataDir(name: string): string {
  const dir = path.join(os.tmpdir(), `alicerce-${name}-${randomUUID()}`);
  fs.cpSync(inject("pgliteDataDir"), dir, { recursive: true });
  return dir;
}

/**
 * A new PostgreSQL database on `serverUrl` copied from the run's migrated empty template
 * (CREATE DATABASE … TEMPLATE), with the function that drops it.
 */
export async function migratedDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const templates = inject("testTemplates");
  if (templates.kind !== "postgres") throw new Error("migratedDatabase needs a run with TEST_DATABASE_URL");
  const database = `alicerce_${name}_${randomUUID().replace(/-/g, "")}`;
  const admin = (text: string) => runOnServer(serverUrl, text);
  await admin(`create database ${database} template ${templates.empty}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${database} with (force)`) };
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (null if killed by a signal) once the process ended and its output was read. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Ends the process if it still runs (SIGKILL); safe to call twice. For afterAll. */
  kill(): Promise<void>;
};

/** Test settings: no demo data unless asked, no rate limits in the way, logs on (the start-up line). */
export const SERVER_TEST_ENV: Record<string, string> = {
  NODE_ENV: "production",
  ALICERCE_DEMO: "false",
  LOG_LEVEL: "info",
  RATE_LIMIT_PER_SESSION_PER_MINUTE: "1000000",
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: "1000000",
  RATE_LIMIT_EXPENSIVE_PER_MINUTE: "1000000",
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: "100000",
  LOGIN_MAX_FAILURES_PER_ADDRESS: "100000",
  LOGIN_MAX_SUCCESSES_PER_ACCOUNT: "100000",
  LOGIN_MAX_SUCCESSES_PER_ADDRESS: "100000",
  // Servers on TEST_DATABASE_URL's PostgreSQL start with the sandbox PSP, as the test apps do (decision 102).
  PAYMENTS_SANDBOX: "1",
};

/**
 * Spawns the server; does not wait (see `waitUntilRunning`). `launcher` runs node under another
 * command (say `unshare --pid --fork`, for a server in a pid namespace of its own).
 */
export async function spawnServer(
  env: Record<string, string>,
  port?: number,
  launcher: string[] = [],
): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  const { args } = serverCommand();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...SERVER_TEST_ENV,
    PORT: String(chosen),
    HOST: "127.0.0.1",
    ...env,
  };
  // vitest marks its workers as tests; the child is a server like in production.
  delete childEnv.VITEST;
  delete childEnv.TEST;
  delete childEnv.TEST_DATABASE_URL;
  const [command, ...commandArgs] = [...launcher, process.execPath, ...args];
  const child = spawn(command!, commandArgs, { cwd: serverDir, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // "close", not "exit": at "exit" the pipes may still hold the last lines the process printed.
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("close", (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    port: chosen,
    url: `http://127.0.0.1:${chosen}`,
    output: () => output,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
    },
  };
}

/** Resolves when the process logged "Alicerce is running"; rejects if it exits or takes longer than `timeoutMs`. */
export async function waitUntilRunning(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('"msg":"Alicerce is running"')) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server exited during start-up:\n${server.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`the server did not start in ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Spawns and waits for the start-up line. */
export async function startServer(
  env: Record<string, string>,
  port?: number,
  launcher: string[] = [],
): Promise<ServerProcess> {
  const server = await spawnServer(env, port, launcher);
  try {
    await waitUntilRunning(server);
  } catch (err) {
    await server.kill();
    throw err;
  }
  return server;
}

/** The cookies a fetch response sets, as a Cookie header. */
export const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
