import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type ProductionServer, startProductionServer, startScriptNodeOptions } from "./production-server.ts";
import { benchPages, FULL_DATASET, MEASURED_HEADERS, seedBenchDatabase } from "./seed.ts";
import { cpuSecondsOf, runWrk } from "./wrk.ts";

/**
 * `node bench/v8-flags.ts [--requests N] [--rounds R] [--warmup W] [--seconds S] [--sets "name=flags|name=flags"]`:
 * V8 flag sets side by side, in one run. One production server per flag set, each on its own copy of one seeded
 * bench database and storing nothing (PAGE_CACHE_MB=0: every request a cache miss, rendered and compressed), all
 * running at once, so that whatever else loads the machine loads every set alike. Per round, per page, the servers
 * take N sequential misses each in a rotating order; a cell is the server's CPU ms per miss (from /proc), the median
 * of the rounds. Then each server in turn is saturated by wrk (50 connections, 1,000 visitors, over every bench page and the
 * soak's variety of addresses, S seconds) for its CPU per miss, its p50/p99 and its memory after the load (RSS,
 * and the peak RSS of its life). The choice it serves: the flags that give the least CPU per miss within the RSS
 * goal (350 MB after the bench's load).
 */
const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "40" },
    rounds: { type: "string", default: "5" },
    warmup: { type: "string", default: "30" },
    seconds: { type: "string", default: "10" },
    sets: { type: "string" },
  },
});

const START = startScriptNodeOptions().join(" ");
const DEFAULT_SETS = [
  `npm start=${START}`,
  "V8 defaults=",
  "semi 16=--max-semi-space-size=16 --no-memory-reducer",
  "semi 8 + saver=--max-semi-space-size=8 --memory-saver-mode --no-memory-reducer --no-allocation-site-pretenuring",
].join("|");

interface FlagSet {
  name: string;
  flags: string[];
}

function parseSets(text: string): FlagSet[] {
  return text.split("|").map((entry) => {
    const at = entry.indexOf("=");
    if (at < 1) throw new Error(`a set is name=flags: ${entry}`);
    return {
      name: entry.slice(0, at).trim(),
      flags: entry
        .slice(at + 1)
        .split(/\s+/)
        .filter(Boolean),
    };
  });
}

const REQUESTS = Number(args.requests);
const ROUNDS = Number(args.rounds);
const WARMUP = Number(args.warmup);
const SECONDS = Number(args.seconds);
const SETS = parseSets(args.sets ?? DEFAULT_SETS);

/** VmRSS and VmHWM (the peak) of a process in MB, from /proc. */
function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

async function get(url: string): Promise<void> {
  const send = () => fetch(url, { headers: MEASURED_HEADERS });
  // A kept-alive connection idle while the other servers were measured may have been closed: once more.
  const response = await send().catch(send);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-v8-flags-"));
  const servers: ProductionServer[] = [];
  try {
    const seeded = path.join(work, "seeded");
    const paths = await seedBenchDatabase({
      dataDir: seeded,
      uploadsDir: path.join(seeded, "uploads"),
      dataset: FULL_DATASET,
    });
    for (const [index, set] of SETS.entries()) {
      // One server per DATA_DIR (the directory is locked): each set its own copy, taken before any server opens it.
      const dataDir = path.join(work, `data-${index}`);
      cpSync(seeded, dataDir, { recursive: true });
      servers.push(
        await startProductionServer(
          { DATA_DIR: dataDir, PORT: "0", SEED_DEMO: "0", PAGE_CACHE_MB: "0", TRUST_PROXY: "1" },
          60_000,
          set.flags,
        ),
      );
    }
    const pages = Object.entries(benchPages(paths));
    const cpu = SETS.map(() => new Map(pages.map(([name]) => [name, [] as number[]])));
    process.stdout.write(`load average at start: ${readFileSync("/proc/loadavg", "utf8").trim()}\n`);
    for (const server of servers)
      for (const [, page] of pages) for (let i = 0; i < WARMUP; i++) await get(server.url + page);
    for (let round = 0; round < ROUNDS; round++) {
      const order = SETS.map((_, i) => (i + round) % SETS.length);
      for (const [name, page] of pages) {
        for (const index of order) {
          const server = servers[index] as ProductionServer;
          const before = cpuSecondsOf(server.pid) ?? 0;
          for (let i = 0; i < REQUESTS; i++) await get(server.url + page);
          const after = cpuSecondsOf(server.pid) ?? 0;
          cpu[index]?.get(name)?.push(((after - before) * 1000) / REQUESTS);
        }
      }
      process.stdout.write(
        `round ${round + 1}/${ROUNDS}, load average ${readFileSync("/proc/loadavg", "utf8").trim()}\n`,
      );
    }

    const saturated = [];
    for (const server of servers) {
      const result = await runWrk({
        url: server.url,
        connections: 50,
        seconds: SECONDS,
        headers: MEASURED_HEADERS,
        paths: [...pages.map(([, page]) => page), ...paths.variety],
        workDir: work,
        // Many visitors, as bench/run.ts's miss load: one client past its share of renders would get 429.
        clients: 1000,
        serverPid: server.pid,
      });
      saturated.push({ ...result, ...memoryOf(server.pid) });
    }

    process.stdout.write(
      `\nCPU ms per anonymous cache miss, sequential, median of ${ROUNDS} rounds × ${REQUESTS} (all sets at once, rotating):\n`,
    );
    const header = [
      "set".padEnd(16),
      ...pages.map(([name]) => name.padStart(11)),
      "sum".padStart(9),
      "vs first".padStart(10),
    ];
    process.stdout.write(`${header.join("")}\n`);
    const sums = cpu.map((byPage) => [...byPage.values()].reduce((sum, runs) => sum + median(runs), 0));
    for (const [index, set] of SETS.entries()) {
      const cells = pages.map(([name]) =>
        median(cpu[index]?.get(name) ?? [])
          .toFixed(2)
          .padStart(11),
      );
      const sum = sums[index] ?? 0;
      const ratio = `${((sum / (sums[0] ?? 1)) * 100).toFixed(1)} %`;
      process.stdout.write(
        `${set.name.padEnd(16)}${cells.join("")}${sum.toFixed(2).padStart(9)}${ratio.padStart(10)}\n`,
      );
    }
    process.stdout.write(
      `\nSaturated, one server at a time (wrk 50 connections, 1,000 visitors, ${SECONDS} s, every page and the variety):\n`,
    );
    process.stdout.write(
      `${"set".padEnd(16)}${["req/s", "CPU ms/200", "p50 ms", "p99 ms", "p99/p50", "non-2xx", "RSS MB", "peak MB", "wrk CPU"].map((h) => h.padStart(12)).join("")}\n`,
    );
    for (const [index, set] of SETS.entries()) {
      const r = saturated[index];
      if (!r) continue;
      const cells = [
        r.requestsPerSecond.toFixed(0),
        // The refused (429/503) cost little: CPU per page answered, so that shedding more does not look cheaper.
        r.requests > r.non2xx
          ? (((r.serverCpuMsPerRequest ?? 0) * r.requests) / (r.requests - r.non2xx)).toFixed(2)
          : "-",
        r.latencyP50Ms.toFixed(1),
        r.latencyP99Ms.toFixed(1),
        (r.latencyP99Ms / r.latencyP50Ms).toFixed(2),
        String(r.non2xx),
        r.rssMb.toFixed(0),
        r.peakMb.toFixed(0),
        `${(r.wrkCpuShare * 100).toFixed(0)} %`,
      ];
      process.stdout.write(`${set.name.padEnd(16)}${cells.map((c) => c.padStart(12)).join("")}\n`);
    }
    for (const set of SETS) process.stdout.write(`  ${set.name}: node ${set.flags.join(" ") || "(no flags)"}\n`);
    process.stdout.write(`load average at end: ${readFileSync("/proc/loadavg", "utf8").trim()}\n`);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
