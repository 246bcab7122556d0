// Compiles the server for production (`npm run build`, decision 029): one ESM bundle per entry point
// in apps/server/dist, run by plain `node` (no tsx). npm packages stay external (installed beside it,
// some are native or load their own files); the workspace package @alicerce/shared exports
// TypeScript source, so it is bundled in. The files the code finds through `import.meta.dirname`
// (the SQL migrations, the demo images) are copied next to the bundles, at the same relative place
// as from their source file. `node build.mjs <folder>` compiles into another folder beside dist
// instead (the tests' once-per-run build, test/global-setup.ts): it must sit at the same depth, for
// the paths the code resolves from import.meta.dirname (../../web/dist).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = import.meta.dirname;
const src = path.join(root, "src");
const dist = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, "dist");

/** dist/<name>.js ← source. */
const entryPoints = {
  main: "src/main.ts",
  migrate: "src/cli/migrate.ts",
  backup: "src/cli/backup.ts",
  restore: "src/cli/restore.ts",
  "ledger-check": "src/cli/ledger-check.ts",
  "admin-verify": "scripts/admin-verify.ts",
};

/** Bare imports are npm packages, left to node_modules; only the workspace's own are compiled in. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@alicerce/") ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(dist, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: Object.entries(entryPoints).map(([out, file]) => ({ out, in: file })),
  outdir: dist,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
  // Shared chunks sit in dist/ itself, so import.meta.dirname is dist/ in every one of them.
  chunkNames: "[name]-[hash]",
  plugins: [externalPackages],
});

// The code reads these through import.meta.dirname, which is dist/ for every bundled module.
fs.cpSync(path.join(src, "db/migrations"), path.join(dist, "migrations"), {
  recursive: true,
  filter: (file) => !file.includes(`${path.sep}manual`),
});
fs.cpSync(path.join(src, "seed/images"), path.join(dist, "images"), { recursive: true });
fs.writeFileSync(path.join(dist, "package.json"), JSON.stringify({ type: "module" }) + "\n");
console.log(`server compiled into ${path.relative(process.cwd(), dist) || "."} in ${Date.now() - started} ms`);
