// Whether apps/server/dist holds a build of the current source: then the tests run it as it is,
// else global-setup.ts compiles one for the run (test/server-process.ts picks between them).
import fs from "node:fs";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "..");
export const compiledMain = path.join(serverDir, "dist/main.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** apps/server/dist/main.js exists and is newer than every source file of the server and of packages/shared. */
export function compiledServerIsCurrent(): boolean {
  if (!fs.existsSync(compiledMain)) return false;
  const sources = Math.max(
    newestMtime(path.join(serverDir, "src")),
    newestMtime(path.resolve(serverDir, "../../packages/shared/src")),
  );
  return fs.statSync(compiledMain).mtimeMs >= sources;
}
