import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import tar from "tar-stream";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock.ts";
import { assertNotNewer, readMigrationStatus } from "./migration-status.ts";
import { pgliteExtensions } from "./pglite-extensions.ts";

/**
 * Backups of the embedded database (decision 029): one .tar.gz holding a manifest, PGlite's own
 * dump of the database folder (`dumpDataDir`, a consistent copy of a closed database), every
 * stored file (the uploads folder) and the generated session secret, so a restore brings back
 * sessions too. Both commands hold the data folder's lock: with the server running they refuse,
 * which is also what makes the copy consistent (nobody writes meanwhile).
 * PostgreSQL deployments use pg_dump / pg_restore and copy the uploads (docs/deploying.md#backups).
 */

const MANIFEST = "alicerce-backup.json";
const DATABASE = "database.tar";
const SECRET = "auth-secret";
const FILES = "files/";
const FORMAT = 1;

type Manifest = {
  format: number;
  createdAt: string;
  database: "pglite";
  newestMigration: number | null;
  files: number;
};

export class BackupError extends Error {}

/** The data folder's lock, or a refusal that tells to stop the server first (both languages: an operator's tool). */
async function holdDataDir(dataDir: string): Promise<() => Promise<void>> {
  try {
    return await lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new BackupError(
      `${err.message}\nPare o servidor do Alicerce antes de fazer ou restaurar um backup. ` +
        `(Stop the Alicerce server before backing up or restoring: it holds the data folder.)`,
    );
  }
}

async function* walk(dir: string): AsyncGenerator<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/** Adds one entry; resolves when tar-stream took all of it. */
function addEntry(pack: tar.Pack, name: string, content: Buffer | { file: string; size: number }) {
  return new Promise<void>((resolve, reject) => {
    if (Buffer.isBuffer(content)) {
      pack.entry({ name, size: content.length }, content, (err) => (err ? reject(err) : resolve()));
      return;
    }
    const entry = pack.entry({ name, size: content.size }, (err) => (err ? reject(err) : resolve()));
    pipeline(fs.createReadStream(content.file), entry).catch(reject);
  });
}

/**
 * Writes a backup of `dataDir` (database + stored files + secret) to `file` (.tar.gz), written to a
 * temporary name first so a half-written backup never looks complete. Answers what it holds.
 */
export async function createBackup(options: { dataDir: string; file: string }): Promise<Manifest> {
  const dataDir = path.resolve(options.dataDir);
  const dbDir = path.join(dataDir, "db");
  if (!fs.existsSync(path.join(dbDir, "PG_VERSION"))) {
    throw new BackupError(
      `Não há banco de dados embutido em ${dbDir}: nada para copiar. (No embedded database in that folder.)`,
    );
  }
  const release = await holdDataDir(dataDir);
  const partial = `${options.file}.${randomUUID()}.partial`;
  try {
    const client = new PGlite(dbDir, { extensions: pgliteExtensions });
    let dump: Blob;
    let newestMigration: number | null;
    try {
      await client.waitReady;
      newestMigration = (await readMigrationStatus(drizzle({ client }))).newestApplied;
      dump = await client.dumpDataDir("none");
    } finally {
      await client.close();
    }
    const filesDir = path.join(dataDir, "files");
    const stored: { name: string; file: string; size: number }[] = [];
    for await (const file of walk(filesDir)) {
      stored.push({
        name: FILES + path.relative(filesDir, file).split(path.sep).join("/"),
        file,
        size: (await fsp.stat(file)).size,
      });
    }
    const manifest: Manifest = {
      format: FORMAT,
      createdAt: new Date().toISOString(),
      database: "pglite",
      newestMigration,
      files: stored.length,
    };

    await fsp.mkdir(path.dirname(path.resolve(options.file)), { recursive: true });
    const pack = tar.pack();
    const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
    await addEntry(pack, MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
    await addEntry(pack, DATABASE, Buffer.from(await dump.arrayBuffer()));
    const secretFile = path.join(dataDir, SECRET);
    if (fs.existsSync(secretFile)) await addEntry(pack, SECRET, await fsp.readFile(secretFile));
    for (const entry of stored) await addEntry(pack, entry.name, entry);
    pack.finalize();
    await written;
    await fsp.rename(partial, options.file);
    return manifest;
  } catch (err) {
    await fsp.rm(partial, { force: true });
    throw err;
  } finally {
    await release();
  }
}

/** A stored file's path inside the archive, refused if it would land outside the files folder. */
function safeRelative(name: string): string {
  const relative = name.slice(FILES.length);
  const normalized = path.posix.normalize(relative);
  if (!relative || normalized.startsWith("../") || normalized === ".." || path.posix.isAbsolute(normalized)) {
    throw new BackupError(`O backup contém um caminho inválido: ${name}. (Invalid path in the backup.)`);
  }
  return normalized;
}

const isEmptyDir = async (dir: string) => {
  try {
    return (await fsp.readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw err;
  }
};

/**
 * Restores a backup into `dataDir`. A data folder that already has a database or stored files is
 * replaced only with `force`. Everything is unpacked and the database opened in a staging folder
 * first; only then are the old database and files swapped out, so a bad archive changes nothing.
 */
export async function restoreBackup(options: { dataDir: string; file: string; force?: boolean }): Promise<Manifest> {
  const dataDir = path.resolve(options.dataDir);
  if (!fs.existsSync(options.file)) throw new BackupError(`Arquivo não encontrado: ${options.file}. (File not found.)`);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = await holdDataDir(dataDir);
  const staging = path.join(dataDir, `restore-${randomUUID()}`);
  try {
    const occupied = !(await isEmptyDir(path.join(dataDir, "db"))) || !(await isEmptyDir(path.join(dataDir, "files")));
    if (occupied && !options.force) {
      throw new BackupError(
        `A pasta de dados ${dataDir} já tem um banco de dados ou arquivos. Para substituí-los pelo backup, ` +
          `rode de novo com --force. (The data folder is not empty: add --force to replace its contents.)`,
      );
    }

    let manifest: Manifest | null = null;
    let dump: Buffer | null = null;
    let secret: Buffer | null = null;
    const extract = tar.extract();
    extract.on("entry", (header, stream, next) => {
      const done = (err?: unknown) => (err ? extract.destroy(err as Error) : next());
      const collect = (use: (data: Buffer) => void) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: unknown) => chunks.push(c as Buffer));
        stream.on("end", () => {
          use(Buffer.concat(chunks));
          done();
        });
        stream.on("error", done);
      };
      if (header.name === MANIFEST) return collect((data) => (manifest = JSON.parse(data.toString("utf8"))));
      if (header.name === DATABASE) return collect((data) => (dump = data));
      if (header.name === SECRET) return collect((data) => (secret = data));
      if (header.type === "file" && header.name.startsWith(FILES)) {
        let target: string;
        try {
          target = path.join(staging, "files", safeRelative(header.name));
        } catch (err) {
          return done(err);
        }
        fs.mkdirSync(path.dirname(target), { recursive: true });
        pipeline(stream, fs.createWriteStream(target)).then(() => done(), done);
        return;
      }
      stream.resume();
      stream.on("end", () => done());
    });
    await pipeline(fs.createReadStream(options.file), zlib.createGunzip(), extract).catch((err: Error) => {
      if (err instanceof BackupError) throw err;
      throw new BackupError(
        `O arquivo ${options.file} não é um backup do Alicerce legível (${err.message}). (Not a readable backup.)`,
      );
    });
    const found = manifest as Manifest | null;
    if (!found || found.format !== FORMAT || !dump) {
      throw new BackupError(`O arquivo ${options.file} não é um backup do Alicerce. (Not an Alicerce backup.)`);
    }

    // Open the restored database once where it stands: it must load, and not be newer than this code.
    const client = new PGlite(path.join(staging, "db"), {
      loadDataDir: new Blob([dump as Buffer]),
      extensions: pgliteExtensions,
    });
    try {
      await client.waitReady;
      assertNotNewer(await readMigrationStatus(drizzle({ client })));
    } finally {
      await client.close();
    }

    for (const part of ["db", "files"]) {
      await fsp.rm(path.join(dataDir, part), { recursive: true, force: true });
      const staged = path.join(staging, part);
      if (fs.existsSync(staged)) await fsp.rename(staged, path.join(dataDir, part));
    }
    if (secret) await fsp.writeFile(path.join(dataDir, SECRET), secret as Buffer, { mode: 0o600 });
    return found;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await release();
  }
}
