// db:backup / db:restore of the embedded database (decision 029): seed, back up, change, restore,
// and the change is gone while the stored files are back; both refuse while the server holds the
// data folder; restore refuses a folder with data unless forced, and refuses what is not a backup.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { BackupError, createBackup, restoreBackup } from "../src/db/backup.ts";
import { openDatabase } from "../src/db/client.ts";
import { lockDataDir } from "../src/db/data-dir-lock.ts";
import { migratedDataDir } from "./server-process.ts";

const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = path.join(os.tmpdir(), `alicerce-ops-${name}-${randomUUID()}`);
  dirs.push(dir);
  return dir;
};
/** A folder with a migrated database (a copy of the run's): backups are the subject, not initdb. */
const migratedDir = (name: string) => {
  const dir = migratedDataDir(`ops-${name}`);
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

async function userNames(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ url: null, dataDir });
  try {
    const result = (await database.db.execute(sql`select name from users order by name`)) as unknown as {
      rows: { name: string }[];
    };
    return result.rows.map((r) => r.name);
  } finally {
    await database.close();
  }
}

async function addUser(dataDir: string, name: string) {
  const database = await openDatabase({ url: null, dataDir });
  try {
    await database.migrate();
    await database.db.execute(
      sql`insert into users (name, email) values (${name}, ${`${randomUUID()}@exemplo.com.br`})`,
    );
  } finally {
    await database.close();
  }
}

const storedFile = (dataDir: string, key: string) => path.join(dataDir, "files", key);

describe("backups of the embedded database", () => {
  it("restore the database and the stored files as they were at the backup", async () => {
    const dataDir = migratedDir("data");
    const backup = path.join(tempDir("backups"), "alicerce.tar.gz");
    await addUser(dataDir, "Ana Antes");
    const photo = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    fs.mkdirSync(path.dirname(storedFile(dataDir, "uploads/ab/foto.jpg")), { recursive: true });
    fs.writeFileSync(storedFile(dataDir, "uploads/ab/foto.jpg"), photo);
    fs.writeFileSync(storedFile(dataDir, "contrato.pdf"), "%PDF-1.4 contrato");
    fs.writeFileSync(path.join(dataDir, "auth-secret"), "segredo-da-pasta");

    const manifest = await createBackup({ dataDir, file: backup });
    expect(manifest).toMatchObject({ format: 1, database: "pglite", files: 2 });
    expect(fs.statSync(backup).size).toBeGreaterThan(0);
    expect(fs.readdirSync(path.dirname(backup))).toEqual(["alicerce.tar.gz"]); // no partial left

    // After the backup: a new row, a file deleted, another added, the secret changed.
    await addUser(dataDir, "Bruno Depois");
    fs.rmSync(storedFile(dataDir, "uploads/ab/foto.jpg"));
    fs.writeFileSync(storedFile(dataDir, "novo.txt"), "depois do backup");
    fs.writeFileSync(path.join(dataDir, "auth-secret"), "outro-segredo");
    expect(await userNames(dataDir)).toEqual(["Ana Antes", "Bruno Depois"]);

    // A folder with data is replaced only on purpose.
    await expect(restoreBackup({ dataDir, file: backup })).rejects.toThrow(/--force/);
    expect(await userNames(dataDir)).toEqual(["Ana Antes", "Bruno Depois"]);

    await restoreBackup({ dataDir, file: backup, force: true });
    expect(await userNames(dataDir)).toEqual(["Ana Antes"]);
    expect(fs.readFileSync(storedFile(dataDir, "uploads/ab/foto.jpg")).equals(photo)).toBe(true);
    expect(fs.readFileSync(storedFile(dataDir, "contrato.pdf"), "utf8")).toBe("%PDF-1.4 contrato");
    expect(fs.existsSync(storedFile(dataDir, "novo.txt"))).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe("segredo-da-pasta");
    // No staging folder is left behind.
    expect(fs.readdirSync(dataDir).filter((f) => f.startsWith("restore-"))).toEqual([]);

    // Into an empty folder (another machine), no --force needed.
    const elsewhere = tempDir("elsewhere");
    await restoreBackup({ dataDir: elsewhere, file: backup });
    expect(await userNames(elsewhere)).toEqual(["Ana Antes"]);
    expect(fs.readFileSync(storedFile(elsewhere, "contrato.pdf"), "utf8")).toBe("%PDF-1.4 contrato");
  }, 180_000);

  it("refuse to run while the server holds the data folder, saying to stop it", async () => {
    const dataDir = migratedDir("held");
    await addUser(dataDir, "Carla");
    const backup = path.join(tempDir("backups"), "b.tar.gz");
    await createBackup({ dataDir, file: backup });

    const release = await lockDataDir(dataDir); // as the running server does
    try {
      const backingUp = await createBackup({ dataDir, file: `${backup}.2` }).catch((e: unknown) => e);
      expect(backingUp).toBeInstanceOf(BackupError);
      expect((backingUp as Error).message).toMatch(/Pare o servidor do Alicerce/);
      expect((backingUp as Error).message).toMatch(/Stop the Alicerce server/);
      expect(fs.existsSync(`${backup}.2`)).toBe(false);
      await expect(restoreBackup({ dataDir, file: backup, force: true })).rejects.toThrow(/Pare o servidor/);
    } finally {
      await release();
    }
    expect(await userNames(dataDir)).toEqual(["Carla"]);
  }, 120_000);

  it("refuse a file that is not a backup and leave the folder untouched", async () => {
    const dataDir = tempDir("bad");
    const notBackup = path.join(tempDir("files"), "x.tar.gz");
    fs.mkdirSync(path.dirname(notBackup), { recursive: true });
    fs.writeFileSync(notBackup, "isto não é um backup");
    await expect(restoreBackup({ dataDir, file: notBackup })).rejects.toThrow(/não é um backup do Alicerce/);
    await expect(restoreBackup({ dataDir, file: `${notBackup}.nada` })).rejects.toThrow(/Arquivo não encontrado/);
    await expect(createBackup({ dataDir: tempDir("empty"), file: `${notBackup}.b` })).rejects.toThrow(
      /Não há banco de dados embutido/,
    );
    expect(fs.readdirSync(dataDir).filter((f) => f !== "alicerce.lock")).toEqual([]);
  });
});
