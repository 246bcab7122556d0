import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Writes dist/sw.js from src/sw-template.js with the list of files this build produced and a
 * version derived from their names, so every deploy installs a fresh cache and drops the old.
 */
export function serviceWorkerManifest(): Plugin {
  let outDir = "dist";
  let root = process.cwd();
  return {
    name: "alicerce-service-worker",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
    writeBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((f) => !f.endsWith(".map") && f !== "sw.js")
        .map((f) => `/${f}`);
      const precache = ["/", ...files.filter((f) => f !== "/index.html")];
      const version = createHash("sha256").update(files.sort().join("|")).digest("hex").slice(0, 16);
      const template = fs.readFileSync(path.join(root, "src/sw-template.js"), "utf8");
      const source = template
        .replace("__PRECACHE__", JSON.stringify(precache))
        .replace("__VERSION__", JSON.stringify(version));
      fs.writeFileSync(path.join(outDir, "sw.js"), source);
    },
  };
}
