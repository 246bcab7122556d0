#!/usr/bin/env node
// Runs the benchmarks and prints their figures. `--only <name>` runs one of them.
import { parseArgs } from "node:util";

const benches = {
  bundle: () => import("./bundle-size.mjs"),
  api: () => import("./api-load.mjs"),
  writes: () => import("./writes.mjs"),
  realtime: () => import("./realtime.mjs"),
  lighthouse: () => import("./lighthouse.mjs"),
  "shared-address": () => import("./shared-address.mjs"),
  scale: () => import("./scale.mjs"),
  "project-life": () => import("./project-life.mjs"),
  payments: () => import("./payments.mjs"),
};

const { values } = parseArgs({ options: { only: { type: "string" } } });
const names = values.only ? [values.only] : Object.keys(benches);
let failed = false;
for (const name of names) {
  const load = benches[name];
  if (!load) {
    console.error(`unknown benchmark "${name}"; known: ${Object.keys(benches).join(", ")}`);
    process.exit(2);
  }
  const { run } = await load();
  const ok = await run();
  if (ok === false) failed = true;
}
process.exit(failed ? 1 : 0);
