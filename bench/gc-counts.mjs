// @ts-check
import { renameSync, writeFileSync } from "node:fs";
import { constants, PerformanceObserver } from "node:perf_hooks";
import v8 from "node:v8";

/**
 * Loaded into bench/collector.ts's production server with `--import` (never by `npm start`): counts the garbage
 * collections by kind as they happen, and on SIGUSR2 writes the counts, the process's CPU time and the young and old
 * generations' sizes to BENCH_GC_COUNTS_FILE, so the bench can say what the collector did per request in each phase
 * and tell a slow V8 mode from a fast one. Plain JavaScript, as bench/recorded-answer.mjs says why.
 */
const file = process.env.BENCH_GC_COUNTS_FILE;
if (!file) throw new Error("bench/gc-counts.mjs needs BENCH_GC_COUNTS_FILE");

const counts = { minor: 0, major: 0, minorMs: 0, majorMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const kind = /** @type {{ kind?: number } | undefined} */ (entry.detail)?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      counts.minor++;
      counts.minorMs += entry.duration;
    } else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      counts.major++;
      counts.majorMs += entry.duration;
    }
  }
}).observe({ entryTypes: ["gc"] });

process.on("SIGUSR2", () => {
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((space) => [space.space_name, space.space_size]));
  const cpu = process.cpuUsage();
  const snapshot = {
    ...counts,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    newSpaceKb: Math.round((spaces.new_space ?? 0) / 1024),
    oldSpaceKb: Math.round((spaces.old_space ?? 0) / 1024),
    rssMb: Math.round(process.memoryUsage().rss / 1048576),
  };
  // Whole or not at all: the bench reads the file as soon as it appears.
  writeFileSync(`${file}.part`, JSON.stringify(snapshot));
  renameSync(`${file}.part`, file);
});
