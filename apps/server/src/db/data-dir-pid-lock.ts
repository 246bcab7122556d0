import fs from "node:fs";
import path from "node:path";

/** Another live process holds the data folder: the start stops with this message. */
export class DataDirLockedError extends Error {}

/** The folder's refusal, naming the holder as the lock file describes it. */
export const lockedMessage = (dataDir: string, holder: string) =>
  `Outro processo do Alicerce (${holder}) já usa a pasta de dados ${dataDir}. O banco embutido (PGlite) ` +
  `aceita um só processo por pasta: pare o outro processo, ou use outra ALICERCE_DATA_DIR, ou um ` +
  `PostgreSQL (DATABASE_URL) para vários processos.`;

/**
 * Who holds the folder. A pid alone does not name a process for long: pids are reused, and a
 * container's server is pid 1 (or the same small pid under an init) at every start, so a crashed
 * server's lock would name the restarted one. The start time (clock ticks since boot, from
 * /proc/<pid>/stat) and the boot id name one process for good; absent where /proc is not (macOS).
 */
type LockInfo = { pid: number; startedAt: string; startTicks?: string; bootId?: string };

/** True while a process with this id runs (EPERM: it runs, under another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readTrimmed(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8").trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The machine's boot id (Linux), so a start time from before a reboot is never compared as today's. */
export const currentBootId = (): string | undefined => readTrimmed("/proc/sys/kernel/random/boot_id");

/**
 * Field 22 of /proc/<pid>/stat, the process's start time in clock ticks since boot. The second
 * field (the command name, in parentheses) may hold spaces and parentheses, so fields are counted
 * after its last ")": there the third field comes first, and the 22nd is the 20th.
 */
export function processStartTicks(pid: number): string | undefined {
  const stat = readTrimmed(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
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
 * True while the process the lock names still runs: its pid lives and, where the lock recorded
 * them and /proc can tell, the boot and the pid's start time are the same. A lock without a start
 * time (written before it was recorded) naming this very process's pid is stale: this process
 * writes start times, so that pid was another process's, before a restart.
 */
function holderRuns(holder: LockInfo): boolean {
  if (!isAlive(holder.pid)) return false;
  if (holder.startTicks === undefined) return holder.pid !== process.pid;
  const bootId = currentBootId();
  if (holder.bootId && bootId && holder.bootId !== bootId) return false;
  const startTicks = processStartTicks(holder.pid);
  return startTicks === undefined || startTicks === holder.startTicks;
}

/**
 * The lock where flock(1) is missing (macOS, Windows; data-dir-lock.ts holds it with the kernel
 * elsewhere): the file `<dataDir>/alicerce.lock` names its holder (pid, start time and boot);
 * another start refuses while that process runs, and takes the lock over when the holder died
 * without releasing it (kill -9, power loss, a restarted container whose new server has the old
 * pid). It cannot see a holder in another pid namespace (decision 094). Answers a release function.
 */
export function lockDataDirByPid(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "alicerce.lock");
  const me: LockInfo = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    startTicks: processStartTicks(process.pid),
    bootId: currentBootId(),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: "wx" });
      return () => {
        // Only this holder's own lock: one taken over meanwhile is the new holder's.
        const current = readLock(file);
        if (current?.pid === me.pid && current.startedAt === me.startedAt) fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
    const holder = readLock(file);
    if (holder && holderRuns(holder)) {
      throw new DataDirLockedError(lockedMessage(dataDir, `pid ${holder.pid}, desde ${holder.startedAt}`));
    }
    // The holder is gone (or the file is unreadable): the lock is stale; take it over.
    fs.rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Outro processo acabou de tomar a pasta de dados ${dataDir}. Tente novamente.`);
}
