import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

type LockInfo = { pid: number; startedAt: string };

/** True while a process with this id runs (EPERM: it runs, under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const info = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<LockInfo>;
    return Number.isInteger(info.pid) && (info.pid as number) > 0 ? (info as LockInfo) : null;
  } catch {
    return null;
  }
}

/**
 * Embedded PGlite is single-process: two servers writing one data folder lose writes. The first
 * server holds `<dataDir>/alicerce.lock` (its pid); another start refuses while that process
 * lives, and takes the lock over when the holder died without releasing it (kill -9, power loss).
 * Answers a release function.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "alicerce.lock");
  const mine = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() } satisfies LockInfo);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: "wx" });
      return () => {
        if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = readLock(file);
    if (holder && isAlive(holder.pid)) {
      throw new DataDirLockedError(
        `Outro processo do Alicerce (pid ${holder.pid}, desde ${holder.startedAt}) já usa a pasta de dados ` +
          `${dataDir}. O banco embutido (PGlite) aceita um só processo por pasta: pare o outro processo, ` +
          `ou use outra ALICERCE_DATA_DIR, ou um PostgreSQL (DATABASE_URL) para vários processos.`,
      );
    }
    // The holder is gone (or the file is unreadable): the lock is stale; take it over.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Outro processo acabou de tomar a pasta de dados ${dataDir}. Tente novamente.`);
}
