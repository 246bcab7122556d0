// A PGlite data folder as one file (decision 077): what build-templates.ts keeps of each template
// database and every test app starts from. PGlite's own `dumpDataDir` writes a tar through a Blob
// (Node 20 reads a Blob back in small chunks: ~0.5 s per 40 MB dump) and `loadDataDir` must start
// PostgreSQL to unpack one into a folder; here the files are read straight from PGlite's in-memory
// file system and written out as they are.
//
// Layout: a 4-byte length, a JSON list of entries (`path`, and `size` for a file), then every file's
// bytes in the list's order.
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";

/** A file or folder relative to the data folder; `data` null for a folder. */
export type DataFolderEntry = { path: string; data: Uint8Array | null };

/** Where PGlite keeps its data folder inside its in-memory file system. */
export const PGDATA = "/pglite/data";

/** The part of PGlite's Emscripten file system that reads and fills a data folder. */
type EmscriptenFs = {
  readdir(path: string): string[];
  stat(path: string): { mode: number };
  isDir(mode: number): boolean;
  readFile(path: string): Uint8Array;
  mkdirTree(path: string): void;
  writeFile(path: string, data: Uint8Array): void;
};

export const emscriptenFs = (client: PGlite) => (client as unknown as { Module: { FS: EmscriptenFs } }).Module.FS;

/**
 * The data folder of an in-memory PGlite, after a checkpoint: every change is in the data files, so a
 * server started on them has no write-ahead log to replay.
 */
export async function readDataFolder(client: PGlite): Promise<DataFolderEntry[]> {
  await client.exec("checkpoint");
  const files = emscriptenFs(client);
  const entries: DataFolderEntry[] = [];
  const walk = (relative: string) => {
    for (const name of files.readdir(PGDATA + relative)) {
      if (name === "." || name === "..") continue;
      const child = `${relative}/${name}`;
      if (files.isDir(files.stat(PGDATA + child).mode)) {
        entries.push({ path: child, data: null });
        walk(child);
      } else {
        entries.push({ path: child, data: files.readFile(PGDATA + child) });
      }
    }
  };
  walk("");
  return entries;
}

export function writeImageFile(entries: DataFolderEntry[], file: string): void {
  const index = Buffer.from(JSON.stringify(entries.map((e) => ({ path: e.path, size: e.data?.length ?? null }))));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(index.length);
  fs.writeFileSync(file, Buffer.concat([length, index, ...entries.flatMap((e) => (e.data ? [e.data] : []))]));
}

export function readImageFile(file: string): DataFolderEntry[] {
  const bytes = fs.readFileSync(file);
  const indexLength = bytes.readUInt32BE(0);
  const index = JSON.parse(bytes.subarray(4, 4 + indexLength).toString()) as { path: string; size: number | null }[];
  let offset = 4 + indexLength;
  return index.map(({ path: entryPath, size }) => {
    if (size === null) return { path: entryPath, data: null };
    // A plain Uint8Array, not a Buffer: PGlite's file system copies what it is given with `slice`,
    // which on a Buffer shares the bytes, and a test database would then write into the template.
    const data = new Uint8Array(bytes.buffer, bytes.byteOffset + offset, size);
    offset += size;
    return { path: entryPath, data };
  });
}

/** Writes the entries as a PGlite data folder on disk (the server's `<data folder>/db`). */
export function writeDataFolder(entries: DataFolderEntry[], dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of entries) {
    const target = path.join(dir, entry.path);
    if (entry.data === null) fs.mkdirSync(target, { recursive: true });
    else fs.writeFileSync(target, entry.data);
  }
}
