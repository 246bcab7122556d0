import fs from "node:fs";

const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, in ms) used so far by every process of a process group (a bench server: the
 * shell running `npm run serve`'s command and the node server under it), read from /proc. The CPU a
 * server spends per request is steadier than its latency on a shared host: a host at half speed doubles a
 * p99 but barely moves the work each request takes (decision 082).
 */
export function groupCpuMs(processGroup) {
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // The fields after the command's name, which may hold spaces: state is [0], pgrp [2], utime [11], stime [12].
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === processGroup) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
