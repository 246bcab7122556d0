// Reads measured on several sizes of one platform side by side (decisions 082 and 088): every size's
// database is on disk at once, each round starts a new server per size, warms every line on every size,
// then measures each line at every size back to back (the sizes' order turning from round to round), so
// a line's passes at two sizes are seconds apart and the host's drift between hours cancels out of their
// ratio. The median pass counts. Beside each pass, the server's CPU per request (process-cpu.mjs).
import { loadAs } from "./load.mjs";
import { groupCpuMs } from "./process-cpu.mjs";
import { startServer } from "./server.mjs";
import { percentile } from "./chat-users.mjs";

export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** What each pass samples on its server by default: the server's CPU per answered request, in µs. */
export const serverCpuPerRequest = {
  before: (server) => groupCpuMs(server.pid),
  after: (server, cpuBefore, answered) => ({
    cpuUs: Math.round(((groupCpuMs(server.pid) - cpuBefore) * 1000) / answered),
  }),
};

/** A pass's line in the output, with the server's CPU per request. */
const cpuPassLine = ({ label, size, line, round, pass }) =>
  `${label.padEnd(10)} ${size.name.padEnd(6)} ${line.name.padEnd(40)} pass ${round}  ${String(pass.rate).padStart(6)} req/s   p50 ${String(pass.p50).padStart(5)} ms   p99 ${String(pass.p99).padStart(5)} ms   CPU ${String(pass.cpuUs).padStart(6)} µs/request   failed ${pass.errors}`;

/**
 * `sizes`: [{ name, dataDir, env }], each size's database ready and no server running on it; `lines`:
 * [{ name, as, path(context) }]; `prepare(server)` logs in and answers the context the lines' paths and
 * sessions come from (`{ cookies: { [as]: cookie }, … }`). Servers take ports `firstPort`,
 * `firstPort + portStep`, …. `sample` reads the server before and after each pass (`before(server)`, then
 * `after(server, whatBeforeGave, answered)` answers fields added to the pass; by default its CPU per
 * request) and `describe({ label, size, line, round, pass })` prints the pass. Resolves to, per line and
 * size, its passes `{ rate, p50, p99, errors, …the sample's fields }`.
 */
export async function measureSideBySide({
  label,
  sizes,
  lines,
  prepare,
  rounds,
  duration,
  warmUp,
  connections,
  firstPort,
  portStep = 1,
  sample = serverCpuPerRequest,
  describe = cpuPassLine,
}) {
  const passes = new Map(lines.map((line) => [line, new Map(sizes.map((size) => [size, []]))]));
  const load = (url, cookie, seconds) => loadAs(url, cookie, { connections, duration: seconds });
  for (let round = 1; round <= rounds; round++) {
    const running = [];
    try {
      for (const [i, size] of sizes.entries()) {
        const port = firstPort + portStep * i;
        const server = await startServer({
          port,
          env: { ...size.env, PUBLIC_URL: `http://localhost:${port}` },
          dataDir: size.dataDir,
        });
        running.push({ size, server, context: null });
        running.at(-1).context = await prepare(server);
      }
      for (const line of lines) {
        for (const { server, context } of running) {
          const url = `${server.url}${line.path(context)}`;
          const probe = await fetch(url, { headers: { cookie: context.cookies[line.as] } });
          if (!probe.ok) throw new Error(`${line.name}: ${url} → ${probe.status}: ${await probe.text()}`);
          await load(url, context.cookies[line.as], warmUp);
        }
      }
      // Round r starts at size r - 1: with as many rounds as sizes, each size goes first once.
      const order = running.map((_, i) => running[(i + round - 1) % running.length]);
      for (const line of lines) {
        for (const { size, server, context } of order) {
          const sampled = sample.before(server);
          const r = await load(`${server.url}${line.path(context)}`, context.cookies[line.as], duration);
          const pass = {
            rate: Math.round(r.requests.average),
            p50: r.latency.p50,
            p99: r.latency.p99,
            // A request still unanswered after autocannon's 10 s counts as failed (a timeout, not a latency).
            errors: r.errors + r.non2xx + r.timeouts,
            ...sample.after(server, sampled, Math.max(1, r["2xx"])),
          };
          passes.get(line).get(size).push(pass);
          console.log(describe({ label, size, line, round, pass }));
        }
      }
    } finally {
      await Promise.all(running.map(({ server }) => server.stop()));
    }
  }
  return passes;
}

/** A line's passes at one size, summed up: the median of each figure, every pass's p99, the failures. */
export function summarize(runs) {
  return {
    rate: median(runs.map((r) => r.rate)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpuUs: median(runs.map((r) => r.cpuUs)),
    p99s: runs.map((r) => r.p99),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}
