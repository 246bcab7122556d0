import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import type { Socket } from "node:net";
import os from "node:os";
import path from "node:path";
import { DataDirLockedError, lockDataDirByPid, lockedMessage } from "./data-dir-pid-lock.ts";

export { DataDirLockedError } from "./data-dir-pid-lock.ts";

/** flock(1)'s exit code when another process holds the lock (`--conflict-exit-code`). */
const HELD_ELSEWHERE = 75;

/**
 * How long a start waits for the lock before refusing. A holder killed with SIGKILL frees it a few
 * milliseconds after its death (its helper sees the pipe close), so a server restarted at once still
 * gets the folder; a live holder keeps it and the start refuses after this wait.
 */
const WAIT_SECONDS = 3;

export type LockOptions = {
  /** Told if the lock is lost while held (its helper process was killed): the process must stop writing. */
  onLost?: (message: string) => void;
};

/** Releases the folder; resolves once another process can take it. */
export type ReleaseLock = () => Promise<void>;

/** What the holder wrote into the lock file, for the refusal's message (its pid means nothing in another namespace). */
function describeHolder(file: string): string {
  try {
    const holder = JSON.parse(fs.readFileSync(file, "utf8")) as { pid?: unknown; host?: unknown; startedAt?: unknown };
    if (typeof holder.pid === "number" && typeof holder.startedAt === "string") {
      const host = typeof holder.host === "string" ? ` na máquina ${holder.host}` : "";
      return `pid ${holder.pid}${host}, desde ${holder.startedAt}`;
    }
  } catch {
    // Unreadable or empty: the holder has not written itself yet.
  }
  return "sem identificação";
}

/**
 * Asks flock(1) (util-linux) for an exclusive lock on `file`. flock keeps the lock while the command
 * it runs lives: `cat` reading this process's pipe, which the kernel closes when this process ends
 * however it ends (exit, crash, SIGKILL), so the lock never outlives its server. Answers the helper
 * once it holds the lock, "held" if another process does, "no-flock" where flock(1) is missing.
 */
function flockHelper(file: string): Promise<ChildProcessWithoutNullStreams | "held" | "no-flock"> {
  const child = spawn(
    "flock",
    [
      "--exclusive",
      `--timeout=${WAIT_SECONDS}`,
      `--conflict-exit-code=${HELD_ELSEWHERE}`,
      // Only flock holds the lock's descriptor: the command must not keep it after flock is gone.
      "--close",
      file,
      "sh",
      "-c",
      "echo locked && exec cat >/dev/null",
    ],
    { stdio: ["pipe", "pipe", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (err: NodeJS.ErrnoException) => (err.code === "ENOENT" ? resolve("no-flock") : reject(err)));
    child.stdout.once("data", () => resolve(child));
    child.once("exit", (code) => {
      if (code === HELD_ELSEWHERE) resolve("held");
      else reject(new Error(`flock não conseguiu travar ${file} (código ${code}): ${stderr.trim()}`));
    });
  });
}

/**
 * Embedded PGlite is single-process: two servers writing one data folder lose writes. The server
 * holds an exclusive flock on `<dataDir>/alicerce.lock` for its whole life (decision 094): the kernel
 * ties the lock to an open file, so it sees a holder in any pid namespace (two containers on one
 * volume, both pid 1) and frees it when the holder dies however it dies. The file is kept (removing
 * it would let a newcomer lock a new file beside a holder's old one) and names its holder for the
 * message. Where flock(1) is missing (macOS, Windows) the pid lock of decision 040 stands in.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<ReleaseLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "alicerce.lock");
  const helper = await flockHelper(file);
  if (helper === "no-flock") {
    const release = lockDataDirByPid(dataDir);
    return async () => release();
  }
  if (helper === "held") throw new DataDirLockedError(lockedMessage(dataDir, describeHolder(file)));

  fs.writeFileSync(
    file,
    JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() }),
  );
  let released = false;
  const exited = new Promise<void>((resolve) => helper.once("exit", () => resolve()));
  helper.once("exit", () => {
    if (!released) {
      options.onLost?.(
        `A trava da pasta de dados ${dataDir} se perdeu (o processo flock que a mantinha terminou): ` +
          `o servidor para para que outro processo não escreva no mesmo banco embutido.`,
      );
    }
  });
  // The helper and its pipes must not keep a command-line tool's process alive once its work is done.
  helper.unref();
  for (const pipe of [helper.stdin, helper.stdout, helper.stderr]) (pipe as unknown as Socket).unref();
  return async () => {
    if (released) return exited;
    released = true;
    // Waiting for the helper's exit must hold the process open: unreferenced, a process with nothing
    // else left to do ends before the exit arrives, and its caller's next lines never run.
    helper.ref();
    helper.stdin.destroy();
    helper.kill("SIGTERM");
    return exited;
  };
}
