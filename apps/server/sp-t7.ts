import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pgliteExtensions } from "/work/wt-speed/apps/server/src/db/pglite-extensions.ts";
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
class DumpBytes extends Blob { constructor(private readonly bytes: Buffer) { super([]); } override arrayBuffer() { return Promise.resolve(this.bytes.buffer.slice(this.bytes.byteOffset, this.bytes.byteOffset + this.bytes.byteLength) as ArrayBuffer); } }
const variants: [string, Buffer, any][] = [];
for (const f of process.argv.slice(2)) {
  const buf = fs.readFileSync(f);
  variants.push([f.slice(-8), buf, {}]);
  const p = new PGlite({ loadDataDir: new DumpBytes(buf), extensions: pgliteExtensions }); await p.waitReady; await p.exec("checkpoint");
  variants.push([f.slice(-8) + "+ckpt", Buffer.from(await (await p.dumpDataDir("none")).arrayBuffer()), {}]);
  await p.close();
}
variants.push([variants[3]![0] + " sb16", variants[3]![1], { startParams: ["--single","-F","-O","-j","-c","search_path=public","-c","exit_on_error=false","-c","log_checkpoints=false","-c","max_worker_processes=0","-c","max_parallel_workers=0","-c","max_parallel_workers_per_gather=0","-c","io_method=sync","-c","max_parallel_maintenance_workers=0", "-c", "shared_buffers=16MB"] }]);
for (let r = 0; r < 2; r++) for (const [name, buf, opts] of variants) {
  const t = Date.now(), c = cpu(); const ru = process.resourceUsage();
  for (let i = 0; i < 3; i++) { const p = new PGlite({ loadDataDir: new DumpBytes(buf), extensions: pgliteExtensions, ...opts }); await p.waitReady; await p.query("select count(*) from users"); await p.close(); }
  const ru2 = process.resourceUsage();
  console.log(name.padEnd(16), "3 loads", Date.now() - t, "wall", Math.round(cpu() - c), "cpu", "user", Math.round((ru2.userCPUTime-ru.userCPUTime)/1000), "sys", Math.round((ru2.systemCPUTime-ru.systemCPUTime)/1000));
}
