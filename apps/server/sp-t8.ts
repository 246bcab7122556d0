import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "/work/wt-speed/apps/server/src/db/pglite-extensions.ts";
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
class DumpBytes extends Blob { constructor(private readonly bytes: Buffer) { super([]); } override arrayBuffer() { return Promise.resolve(this.bytes.buffer.slice(this.bytes.byteOffset, this.bytes.byteOffset + this.bytes.byteLength) as ArrayBuffer); } }
const buf = fs.readFileSync(process.argv[2]!);
const base = (PGlite as any).defaultStartParams as string[];
console.log(base);
const variants: [string, any][] = [
  ["default", {}],
  ["sb16", { startParams: [...base, "-c", "shared_buffers=16MB"] }],
  ["sb4", { startParams: [...base, "-c", "shared_buffers=4MB"] }],
  ["sb16 mem64", { startParams: [...base, "-c", "shared_buffers=16MB"], initialMemory: 64 * 1024 * 1024 }],
  ["sb16 mem32", { startParams: [...base, "-c", "shared_buffers=16MB"], initialMemory: 32 * 1024 * 1024 }],
];
for (let r = 0; r < 2; r++) for (const [name, opts] of variants) {
  const t = Date.now(), c = cpu(); const ru = process.resourceUsage();
  for (let i = 0; i < 3; i++) { const p = new PGlite({ loadDataDir: new DumpBytes(buf), extensions: pgliteExtensions, ...opts }); await p.waitReady; await p.query("select count(*) from users"); await p.close(); }
  const ru2 = process.resourceUsage();
  console.log(name.padEnd(16), "3 loads", Date.now() - t, "wall", Math.round(cpu() - c), "cpu", "user", Math.round((ru2.userCPUTime-ru.userCPUTime)/1000), "sys", Math.round((ru2.systemCPUTime-ru.systemCPUTime)/1000));
}
