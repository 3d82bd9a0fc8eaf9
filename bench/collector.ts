import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { startProductionServer } from "./production-server.ts";
import { benchPages, FULL_DATASET, MEASURED_HEADERS, seedBenchDatabase, signInBenchAdmin } from "./seed.ts";
import { runWrk } from "./wrk.ts";

/**
 * `node bench/collector.ts [--idle 12] [--seconds 10]`: what V8's garbage collector does per request, phase by phase,
 * under `npm start`'s Node flags (or `BENCH_START_OPTIONS`). Seeds the bench volumes, starts the production server
 * with bench/gc-counts.mjs, and runs wrk (50 connections, gzip) on the cached home page while busy, then again after
 * `--idle` seconds without requests (as `npm run bench` leaves the server idle while it measures the bare server), and
 * then on each bench page as a signed-in visitor (every request a render). Per phase it prints the server's CPU µs per
 * request, the minor and major collections and their time per request, and the young and old generations' sizes.
 * It is how the two V8 heuristics behind the run-to-run spread of the bench's figures were found, and why `npm start`
 * turns both off: the
 * idle-time memory reducer (slower cache hits after an idle period) and allocation-site pretenuring (renders in a
 * slow mode with half again as many major collections).
 */
const { values: args } = parseArgs({
  options: {
    idle: { type: "string", default: "12" },
    seconds: { type: "string", default: "10" },
  },
});
const SECONDS = Number(args.seconds);

interface GcCounts {
  minor: number;
  major: number;
  minorMs: number;
  majorMs: number;
  cpuSeconds: number;
  newSpaceKb: number;
  oldSpaceKb: number;
  rssMb: number;
}

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-collector-"));
  try {
    const dataDir = path.join(work, "data");
    const countsFile = path.join(work, "gc-counts.json");
    const paths = await seedBenchDatabase({
      dataDir,
      uploadsDir: path.join(dataDir, "uploads"),
      dataset: FULL_DATASET,
    });
    const server = await startProductionServer(
      {
        DATA_DIR: dataDir,
        PORT: "0",
        SEED_DEMO: "0",
        NODE_OPTIONS: `--import ${path.join(import.meta.dirname, "gc-counts.mjs")}`,
        BENCH_GC_COUNTS_FILE: countsFile,
      },
      60_000,
    );
    try {
      const pages = benchPages(paths);
      for (const pagePath of Object.values(pages)) {
        await (await fetch(new URL(pagePath, server.url), { headers: MEASURED_HEADERS })).arrayBuffer();
      }
      const read = async (): Promise<GcCounts> => {
        rmSync(countsFile, { force: true });
        process.kill(server.pid, "SIGUSR2");
        const deadline = Date.now() + 5_000;
        while (!existsSync(countsFile)) {
          if (Date.now() > deadline) throw new Error("the server did not report its collections within 5 s (SIGUSR2)");
          await sleep(10);
        }
        return JSON.parse(readFileSync(countsFile, "utf8")) as GcCounts;
      };
      const phase = async (name: string, pagePath: string, headers: Record<string, string>) => {
        const before = await read();
        const load = await runWrk({
          url: new URL(pagePath, server.url).href,
          connections: 50,
          seconds: SECONDS,
          headers,
          serverPid: server.pid,
        });
        const after = await read();
        const perRequest = (value: number) => (value * 1000) / Math.max(1, load.requests);
        process.stdout.write(
          `${name.padEnd(22)} ${String(Math.round(load.requestsPerSecond)).padStart(6)} req/s ` +
            `(wrk CPU ${(load.wrkCpuShare * 100).toFixed(1)} %), ` +
            `${(perRequest(after.cpuSeconds - before.cpuSeconds) * 1000).toFixed(1)} µs/req, ` +
            `p50 ${load.latencyP50Ms} ms, p99 ${load.latencyP99Ms} ms; ` +
            `minor ${(perRequest(after.minor - before.minor) / 1000).toFixed(4)}/req ` +
            `(${perRequest(after.minorMs - before.minorMs).toFixed(1)} µs/req), ` +
            `major ${after.major - before.major} (${perRequest(after.majorMs - before.majorMs).toFixed(1)} µs/req); ` +
            `young ${after.newSpaceKb} KB, old ${after.oldSpaceKb} KB\n`,
        );
      };
      await phase("cached, busy", pages.home, MEASURED_HEADERS);
      await phase("cached, busy again", pages.home, MEASURED_HEADERS);
      process.stdout.write(`idle ${args.idle} s\n`);
      await sleep(Number(args.idle) * 1000);
      await phase("cached, after idle", pages.home, MEASURED_HEADERS);
      await phase("cached, 10 s later", pages.home, MEASURED_HEADERS);
      const signedIn = { ...MEASURED_HEADERS, cookie: await signInBenchAdmin(server.url) };
      for (const [name, pagePath] of Object.entries(pages)) await phase(`uncached ${name}`, pagePath, signedIn);
      process.stdout.write(`server RSS ${(await read()).rssMb} MB\n`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
