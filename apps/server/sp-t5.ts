import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "/work/wt-speed/apps/server/src/db/pglite-extensions.ts";
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const f = process.argv[2];
const buf = fs.readFileSync(f);
class DumpBytes extends Blob { constructor(private readonly bytes: Buffer) { super([]); } override arrayBuffer() { return Promise.resolve(this.bytes.buffer.slice(this.bytes.byteOffset, this.bytes.byteOffset + this.bytes.byteLength) as ArrayBuffer); } }
for (let r = 0; r < 2; r++) for (const kind of ["blob", "fake"]) {
  const t = Date.now(), c = cpu();
  for (let i = 0; i < 4; i++) { const b = kind === "blob" ? new Blob([fs.readFileSync(f)]) : new DumpBytes(buf); const p = new PGlite({ loadDataDir: b, extensions: pgliteExtensions }); await p.waitReady; await p.query("select 1"); await p.close(); }
  console.log(kind, "4 loads", Date.now() - t, "wall", Math.round(cpu() - c), "cpu");
}
