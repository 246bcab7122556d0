// Real server processes for tests that need more than one (several processes on one PostgreSQL),
// with the environment given and nothing else; server-process.ts chooses the command.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { freePort, serverCommand } from "./server-process.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

export type ServerProcess = {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process exited. */
  stop(graceMs?: number): Promise<void>;
};

/**
 * Starts `apps/server` as its own process: the compiled build when it is current (npm run build),
 * the TypeScript source through tsx otherwise. Resolves once it answers HTTP; rejects with its
 * output if it exits or does not answer within `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const { args } = serverCommand();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Never outlives the test run, even when afterAll does not get to stop it.
  const orphanGuard = () => child.kill("SIGKILL");
  process.once("exit", orphanGuard);
  child.once("exit", () => process.off("exit", orphanGuard));
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
  });
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    port,
    child,
    output: () => output,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server process exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/auth/session`);
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await server.stop(1000);
      throw new Error(`server process did not answer within ${options.timeoutMs ?? 90_000} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
