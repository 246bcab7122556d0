// The embedded database's data-folder lock. Where flock(1) is (Linux), the kernel holds it for the
// server's life (decision 094): a second server is refused in any pid namespace, and a holder killed
// with SIGKILL frees it at once. Elsewhere the pid lock of decision 040 stands in: a second live
// process is refused, a dead holder's lock is taken over — also when its pid now belongs to another
// process, as in a container restarted after a crash.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "../src/db/data-dir-lock.ts";
import { currentBootId, lockDataDirByPid, processStartTicks } from "../src/db/data-dir-pid-lock.ts";
import { migratedDataDir, spawnServer, startServer, waitUntilRunning, type ServerProcess } from "./server-process.ts";

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
const hasFlock = spawnSync("flock", ["--version"]).status === 0;
// New pid namespaces need root (or user namespaces); CI and this machine run as root.
const canUnsharePids = spawnSync("unshare", ["--pid", "--fork", "--mount-proc", "true"]).status === 0;
/** node as pid 1 of a pid namespace of its own, with its own /proc, killed with its launcher. */
const ownPidNamespace = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"];

afterAll(async () => {
  for (const server of servers) await server.kill();
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

describe.runIf(hasFlock)("the data folder lock held by the kernel", () => {
  it("refuses a second holder while the first holds it, naming the holder, and frees on release", async () => {
    const dir = newDir();
    const release = await lockDataDir(dir);
    const refused = await lockDataDir(dir).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as Error).message).toMatch(
      new RegExp(`pid ${process.pid} na máquina ${os.hostname()}, desde .*um só processo por pasta`),
    );
    await release();
    // The file stays: a newcomer must lock the very file a holder may still have open.
    expect(readLock(dir).pid).toBe(process.pid);
    await (
      await lockDataDir(dir)
    )();
  });

  it("ignores a stale pid lock file naming a live process: only a holder of the flock counts", async () => {
    const dir = newDir();
    writeLock(dir, { pid: process.ppid, startedAt: "ontem" });
    const release = await lockDataDir(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    await release();
  });

  it("a holder killed with SIGKILL frees the folder for the next process", async () => {
    const dir = newDir();
    const lockModule = path.resolve(import.meta.dirname, "../src/db/data-dir-lock.ts");
    const holder = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "-e",
        `import(${JSON.stringify(lockModule)}).then((m) => m.lockDataDir(${JSON.stringify(dir)})).then(() => { console.log("held"); setInterval(() => {}, 1000); });`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    try {
      await new Promise((resolve) => holder.stdout.once("data", resolve));
      await expect(lockDataDir(dir)).rejects.toThrow(`pid ${holder.pid}`);
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
      const release = await lockDataDir(dir);
      expect(readLock(dir).pid).toBe(process.pid);
      await release();
    } finally {
      holder.kill("SIGKILL");
    }
  }, 60_000);

  it("a process whose last work is releasing the lock runs on past the release (the wait holds it open)", async () => {
    const dir = newDir();
    const lockModule = path.resolve(import.meta.dirname, "../src/db/data-dir-lock.ts");
    // Nothing else keeps this process alive: without the wait holding it, it ends before "released".
    const script = `import(${JSON.stringify(lockModule)}).then(async (m) => { const release = await m.lockDataDir(${JSON.stringify(dir)}); await release(); console.log("released"); });`;
    const holder = spawn(process.execPath, ["--import", "tsx", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    holder.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise((resolve) => holder.once("close", resolve));
    expect({ code, output: output.trim() }).toEqual({ code: 0, output: "released" });
  }, 60_000);

  it.runIf(canUnsharePids)(
    "two servers on one folder, each pid 1 of its own pid namespace (two containers on one volume): the second refuses",
    async () => {
      const dir = migratedDataDir("lock-namespaces");
      dirs.push(dir);
      const env = { ALICERCE_DATA_DIR: dir, LOG_LEVEL: "info" };
      const first = await startServer(env, undefined, ownPidNamespace);
      servers.push(first);
      expect(readLock(dir).pid).toBe(1);

      const second = await spawnServer(env, undefined, ownPidNamespace);
      servers.push(second);
      // Before decision 094 the second judged the lock stale (its own pid 1 runs) and served too.
      const outcome = await Promise.race([
        second.exited.then(({ code }) => `exited ${code}`),
        waitUntilRunning(second).then(
          () => "running",
          () => "exited during start-up",
        ),
      ]);
      expect(outcome).toBe("exited 1");
      expect(second.output()).toMatch(/Outro processo do Alicerce \(pid 1 na máquina .*um só processo por pasta/);
      expect(second.output()).not.toContain("Alicerce is running");
      // The first still serves, and still holds the folder.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      expect(readLock(dir).pid).toBe(1);
    },
    240_000,
  );
});

describe("the pid lock, where flock(1) is missing", () => {
  it("refuses a second holder while the first lives, with a clear message, and frees on release", () => {
    const dir = newDir();
    const release = lockDataDirByPid(dir);
    expect(() => lockDataDirByPid(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDirByPid(dir)).toThrow(new RegExp(`pid ${process.pid}.*um só processo por pasta`));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    lockDataDirByPid(dir)();
  });

  it("names its holder by pid, start time and boot", () => {
    const dir = newDir();
    const release = lockDataDirByPid(dir);
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
    expect(() => lockDataDirByPid(dir)).toThrow(`pid ${process.ppid}`);

    const holder = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
    try {
      await new Promise((resolve) => holder.once("spawn", resolve));
      const pid = holder.pid!;
      writeLock(dir, { pid, startedAt: "agora", startTicks: processStartTicks(pid), bootId: currentBootId() });
      expect(() => lockDataDirByPid(dir)).toThrow(`pid ${pid}`);
      // Killed without releasing (kill -9): the next start takes the folder.
      holder.kill("SIGKILL");
      await new Promise((resolve) => holder.once("exit", resolve));
      const release = lockDataDirByPid(dir);
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
    const release = lockDataDirByPid(dir);
    expect(readLock(dir).pid).toBe(process.pid);
    release();
  });

  it.runIf(onLinux)("takes over a lock naming a live pid that another process had (pid reused)", () => {
    const dir = newDir();
    // As in a restarted container: the dead server's pid is this process's now, started later.
    const mine = Number(processStartTicks(process.pid));
    writeLock(dir, { pid: process.pid, startedAt: "ontem", startTicks: String(mine - 1), bootId: currentBootId() });
    const release = lockDataDirByPid(dir);
    expect(readLock(dir).startTicks).toBe(String(mine));
    release();

    // Same pid and start time, but from before a reboot.
    writeLock(dir, { pid: process.pid, startedAt: "ontem", startTicks: String(mine), bootId: randomUUID() });
    lockDataDirByPid(dir)();

    // A lock from before start times were recorded, naming this very pid: another process's.
    writeLock(dir, { pid: process.pid, startedAt: "ontem" });
    lockDataDirByPid(dir)();
  });
});

describe("a real server on the embedded database", () => {
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
