// The embedded database's data-folder lock (decision 040): a second live process is refused, a dead
// holder's lock is taken over — also when its pid now belongs to another process, as in a container
// restarted after a crash, where the new server is pid 1 (or the same small pid under an init) again.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { currentBootId, DataDirLockedError, lockDataDir, processStartTicks } from "../src/db/data-dir-lock.ts";
import { migratedDataDir, startServer, type ServerProcess } from "./server-process.ts";

const dirs: string[] = [];
const servers: ServerProcess[] = [];
const newDir = () => {
  const dir = path.join(os.tmpdir(), `alicerce-lock-${randomUUID()}`);
  fs.mkdirSync(dir, { recursive: true });
  dirs.push(dir);
  return dir;
};
const lockFile = (dir: string) => path.join(dir, "alicerce.lock");
const writeLock = (dir: string, info: object) => fs.writeFileSync(lockFile(dir), JSON.stringify(info));
const readLock = (dir: string) => JSON.parse(fs.readFileSync(lockFile(dir), "utf8")) as Record<string, unknown>;
const onLinux = fs.existsSync("/proc/self/stat");

afterAll(async () => {
  for (const server of servers) await server.kill();
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

describe("the data folder lock", () => {
  it("refuses a second holder while the first lives, with a clear message, and frees on release", () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${process.pid}.*um só processo por pasta`));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir)();
  });

  it("names its holder by pid, start time and boot", () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    const lock = readLock(dir);
    expect(lock.pid).toBe(process.pid);
    if (onLinux) {
      expect(lock.startTicks).toMatch(/^\d+$/);
      expect(lock.bootId).toBe(currentBootId());
    }
    release();
  });

  it("refuses while another live process holds the folder (with or without its start time)", async () => {
    const dir = newDir();
    // The parent of this test process is alive for as long as the test runs.
    writeLock(dir, { pid: process.ppid, startedAt: "agora" });
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);

    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      await new Promise((resolve) => holder.once("spawn", resolve));
      const pid = holder.pid!;
      writeLock(dir, { pid, startedAt: "agora", startTicks: processStartTicks(pid), bootId: currentBootId() });
      expect(() => lockDataDir(dir)).toThrow(`pid ${pid}`);
      // Killed without releasing (kill -9): the next start takes the folder.
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
      const release = lockDataDir(dir);
      expect(readLock(dir).pid).toBe(process.pid);
      release();
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("takes over a stale lock left by a process that died", () => {
    const dir = newDir();
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid!;
    writeLock(dir, { pid: dead, startedAt: "ontem" });
    const release = lockDataDir(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    release();
  });

  it.runIf(onLinux)("takes over a lock naming a live pid that another process had (pid reused)", () => {
    const dir = newDir();
    // As in a restarted container: the dead server's pid is this process's now, started later.
    const mine = Number(processStartTicks(process.pid));
    writeLock(dir, { pid: process.pid, startedAt: "ontem", startTicks: String(mine - 1), bootId: currentBootId() });
    const release = lockDataDir(dir);
    expect(readLock(dir).startTicks).toBe(String(mine));
    release();

    // Same pid and start time, but from before a reboot.
    writeLock(dir, { pid: process.pid, startedAt: "ontem", startTicks: String(mine), bootId: randomUUID() });
    lockDataDir(dir)();

    // A lock from before start times were recorded, naming this very pid: another process's.
    writeLock(dir, { pid: process.pid, startedAt: "ontem" });
    lockDataDir(dir)();
  });

  it.runIf(onLinux)(
    "a server killed with SIGKILL whose pid went to another process: the restarted server starts",
    async () => {
      // A migrated folder: the lock is what this is about, not the first start's initdb.
      const dir = migratedDataDir("lock");
      dirs.push(dir);
      const env = { ALICERCE_DATA_DIR: dir, LOG_LEVEL: "info" };
      const first = await startServer(env);
      servers.push(first);
      await first.kill(); // kill -9: the lock stays behind
      const left = readLock(dir);
      expect(left.pid).toBe(first.child.pid);
      // The container restarts and the dead server's pid is taken by a live process (here: this one).
      writeLock(dir, { ...left, pid: process.pid });

      const second = await startServer(env);
      servers.push(second);
      expect(readLock(dir).pid).toBe(second.child.pid);
      await second.kill();
    },
    240_000,
  );
});
