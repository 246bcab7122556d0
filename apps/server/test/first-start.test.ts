import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "../src/db/data-dir-lock.ts";
import { projects, suppliers, user as users } from "../src/db/schema/index.ts";
import { seedDemoData } from "../src/seed/seed.ts";
import type { Storage } from "../src/storage/storage.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** Storage in memory that fails on the `failAt`-th put, like a start killed midway. */
function memoryStorage(failAt = Number.POSITIVE_INFINITY): Storage & { puts: number } {
  const blobs = new Map<string, Buffer>();
  const storage = {
    puts: 0,
    async put(key: string, data: Buffer) {
      if (++storage.puts >= failAt) throw new Error("killed mid-seed");
      blobs.set(key, data);
    },
    async get(key: string) {
      const data = blobs.get(key);
      if (!data) throw new Error(`no ${key}`);
      return data;
    },
    async open(key: string) {
      const data = await storage.get(key);
      return { stream: Readable.from([data]), size: data.length };
    },
    async remove(key: string) {
      blobs.delete(key);
    },
  };
  return storage;
}

describe("the demo seed", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("interrupted midway leaves nothing, and the next start seeds everything", async () => {
    const db = t.database.db;
    const total = async (table: typeof users | typeof projects | typeof suppliers) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    // Fail late, among the supplier portfolios, after every account and project was written.
    const full = memoryStorage();
    const probe = await createTestApp();
    try {
      expect(await seedDemoData(probe.database.db, { storage: full })).toBe(true);
    } finally {
      await probe.close();
    }
    await expect(seedDemoData(db, { storage: memoryStorage(full.puts) })).rejects.toThrow("killed mid-seed");
    expect([await total(users), await total(projects), await total(suppliers)]).toEqual([0, 0, 0]);

    expect(await seedDemoData(db, { storage: memoryStorage() })).toBe(true);
    expect(await total(suppliers)).toBe(13);
    expect(await total(projects)).toBe(18);
    expect(await seedDemoData(db, { storage: memoryStorage() })).toBe(false);
  }, 240_000); // three full seeds
});

describe("the data folder lock", () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = path.join(os.tmpdir(), `alicerce-lock-${randomUUID()}`);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it("refuses a second holder while the first lives, with a clear message, and frees on release", () => {
    const dir = newDir();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${process.pid}.*um só processo por pasta`));
    release();
    expect(fs.existsSync(path.join(dir, "alicerce.lock"))).toBe(false);
    lockDataDir(dir)();
  });

  it("refuses while another live process holds the folder", () => {
    const dir = newDir();
    fs.mkdirSync(dir, { recursive: true });
    // The parent of this test process is alive for as long as the test runs.
    fs.writeFileSync(path.join(dir, "alicerce.lock"), JSON.stringify({ pid: process.ppid, startedAt: "agora" }));
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.ppid}`);
  });

  it("takes over a stale lock left by a process that died", () => {
    const dir = newDir();
    fs.mkdirSync(dir, { recursive: true });
    const dead = spawnSync(process.execPath, ["-e", "0"]).pid!;
    fs.writeFileSync(path.join(dir, "alicerce.lock"), JSON.stringify({ pid: dead, startedAt: "ontem" }));
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "alicerce.lock"), "utf8")).pid).toBe(process.pid);
    release();
  });
});
