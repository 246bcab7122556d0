import fs from "node:fs";
import path from "node:path";

/** A RAM file system on Linux; Docker's default is 64 MB, too small, so the free space is checked. */
const RAM_FOLDER = "/dev/shm";
const ENOUGH_FREE_BYTES = 2 * 1024 ** 3;

function hasRoomInRam(): boolean {
  try {
    fs.accessSync(RAM_FOLDER, fs.constants.W_OK);
    const stats = fs.statfsSync(RAM_FOLDER);
    return stats.bavail * stats.bsize >= ENOUGH_FREE_BYTES;
  } catch {
    return false;
  }
}

/**
 * Points the run's temporary files (`os.tmpdir()`: PGlite data folders, template images, uploads of
 * the server processes the tests start) at a new folder in RAM when the machine has one with room,
 * and removes the folder when the run ends. Creating a data folder's 1 300 files cost ~1 s of system
 * CPU each on the CI machine's disk and 0.05 s in RAM (docs/decisions/079-test-temporary-files-in-ram.md).
 * A TMPDIR set by the caller is kept. Vitest's workers, and the processes they start, inherit it, and
 * `os.tmpdir()` reads it on every call.
 */
export function useRamForTestTempFiles(): void {
  if (process.env.TMPDIR || !hasRoomInRam()) return;
  const folder = fs.mkdtempSync(path.join(RAM_FOLDER, "alicerce-test-"));
  process.env.TMPDIR = folder;
  process.once("exit", () => fs.rmSync(folder, { recursive: true, force: true }));
}
