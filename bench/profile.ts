import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startProductionServer } from "./production-server.ts";
import { benchPages, FULL_DATASET, MEASURED_HEADERS, seedBenchDatabase } from "./seed.ts";
import { cpuSecondsOf, runWrk } from "./wrk.ts";

/**
 * `node bench/profile.ts [--requests N]`: where an uncached render's CPU goes. Seeds the bench volumes, starts the
 * production server with `--cpu-prof` and the page cache off (PAGE_CACHE_MB=0: a session would not do, as a signed-in
 * visitor's page is a cache hit too), sends N sequential requests per page (every one a render), and prints per page
 * the server's CPU ms per request (/proc), the HTML and loader-data (turbo-stream) bytes of one render, and, from the
 * profile, the self time by area (React render, SQLite, Kysely, React Router, compression, GC, …) and the heaviest
 * functions. `--extra /bonuslar?odeme=papara,/bonuslar?sirala=cevrim` adds more addresses to the five bench pages (e.g.
 * the promotion list's filters and sorts, issue #14). `--allocations` also samples every allocation the server makes
 * (bench/allocation-sampler.mjs) and prints the bytes allocated per request by area and the heaviest allocating
 * functions: what the garbage collector's share is made of. `--cached` profiles page-cache hits instead: anonymous wrk
 * load on the cached home page for `--seconds` (default 10), printing the server's CPU µs per hit and where they go.
 */
const { values: args } = parseArgs({
  options: {
    requests: { type: "string", default: "300" },
    small: { type: "boolean", default: false },
    keep: { type: "string" },
    "node-options": { type: "string", default: "" },
    extra: { type: "string", default: "" },
    allocations: { type: "boolean", default: false },
    cached: { type: "boolean", default: false },
    seconds: { type: "string", default: "10" },
  },
});
const REQUESTS = Number(args.requests);

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-profile-"));
  const profileDir = path.join(work, "profile");
  try {
    const dataDir = path.join(work, "data");
    const allocationFile = path.join(work, "allocations.json");
    const sampler = path.join(import.meta.dirname, "allocation-sampler.mjs");
    const paths = await seedBenchDatabase({
      dataDir,
      uploadsDir: path.join(dataDir, "uploads"),
      dataset: args.small ? { promotions: 60, casinos: 20, posts: 80 } : FULL_DATASET,
    });
    const server = await startProductionServer(
      {
        DATA_DIR: dataDir,
        PORT: "0",
        SEED_DEMO: "0",
        ...(args.cached ? {} : { PAGE_CACHE_MB: "0" }),
        NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir} ${args.allocations ? `--import ${sampler}` : ""} ${args["node-options"]}`,
        ...(args.allocations ? { ALLOCATION_PROFILE: allocationFile } : {}),
      },
      60_000,
    );
    const requests = args.cached
      ? await loadCachedHome(server.url, server.pid, Number(args.seconds))
      : await renderEachPage(server.url, server.pid, benchPages(paths));
    const rss = /^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${server.pid}/status`, "utf8"))?.[1];
    process.stdout.write(`server RSS ${Math.round(Number(rss) / 1024)} MB\n`);
    await server.stop();
    const file = readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error("no profile written");
    if (args.keep) copyFileSync(path.join(profileDir, file), args.keep);
    summarise(JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile);
    if (args.allocations) {
      summariseAllocations(JSON.parse(readFileSync(allocationFile, "utf8")) as AllocationProfile, requests);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * N sequential renders (the server stores no page) of each bench page and of each `--extra` address; prints the
 * server's CPU and wall ms per render and one render's sizes; returns the requests sent.
 */
async function renderEachPage(base: string, pid: number, benchPaths: Record<string, string>): Promise<number> {
  const extra = args.extra.split(",").filter((address) => address.startsWith("/"));
  const pages: Record<string, string> = {
    ...benchPaths,
    ...Object.fromEntries(extra.map((address) => [address, address])),
  };
  let requests = 0;
  for (const [name, pagePath] of Object.entries(pages)) {
    const html = await (
      await fetch(base + pagePath, { headers: { ...MEASURED_HEADERS, "accept-encoding": "identity" } })
    ).text();
    for (let i = 0; i < 20; i++) await (await fetch(base + pagePath, { headers: MEASURED_HEADERS })).text();
    requests += 21 + REQUESTS;
    const before = cpuSecondsOf(pid) ?? 0;
    const started = performance.now();
    for (let i = 0; i < REQUESTS; i++) await (await fetch(base + pagePath, { headers: MEASURED_HEADERS })).text();
    const wall = (performance.now() - started) / REQUESTS;
    const cpu = (((cpuSecondsOf(pid) ?? 0) - before) * 1000) / REQUESTS;
    const sizes = `HTML ${kb(Buffer.byteLength(html))}, loader data ${kb(loaderDataBytes(html))}`;
    process.stdout.write(
      `${name.padEnd(extra.length > 0 ? 40 : 11)} server CPU ${cpu.toFixed(2)} ms/request, ${wall.toFixed(2)} ms wall, ${sizes}\n`,
    );
  }
  return requests;
}

/**
 * Anonymous wrk load on the home page, every request after the first a page-cache hit; returns the requests sent.
 * No sign-in: its password hash would be the largest item in a profile of hits.
 */
async function loadCachedHome(base: string, pid: number, seconds: number): Promise<number> {
  await (await fetch(`${base}/`, { headers: MEASURED_HEADERS })).text();
  const result = await runWrk({ url: `${base}/`, connections: 50, seconds, headers: MEASURED_HEADERS, serverPid: pid });
  process.stdout.write(
    `cached home: ${Math.round(result.requestsPerSecond)} req/s, server CPU ${((result.serverCpuMsPerRequest ?? 0) * 1000).toFixed(1)} µs/hit, wrk CPU ${(result.wrkCpuShare * 100).toFixed(1)}%\n`,
  );
  return result.requests + 1;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The loader data a page sends to the browser: React Router's turbo-stream chunks in inline scripts. */
function loaderDataBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    if (match[1]?.includes("streamController.enqueue")) bytes += Buffer.byteLength(match[1]);
  }
  return bytes;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const AREAS: [string, RegExp][] = [
  ["React render (react-dom/server)", /react-dom|react\/|scheduler/],
  ["React Router", /react-router/],
  ["SQLite (node:sqlite calls)", /^node:sqlite$|sqlite-database/],
  ["Kysely (query building, results)", /kysely|values-plugin/],
  ["Hono and its Node adapter", /hono/],
  ["better-auth", /better-auth|better-call|jose/],
  ["sanitize-html / htmlparser2", /sanitize-html|htmlparser2|domhandler|entities/],
  ["pino (logging)", /pino/],
  ["Node internals (web streams, Headers, encoding, module loading)", /^node:/],
  ["the app (build/server)", /build\/server/],
];

function areaOf(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (functionName === "(garbage collector)") return "garbage collector";
  if (functionName === "(idle)" || functionName === "(program)") return functionName;
  if (!url) return `native: ${functionName || "(anonymous)"}`;
  for (const [name, pattern] of AREAS) if (pattern.test(url)) return name;
  return "other";
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  for (const [i, id] of profile.samples.entries()) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let busy = 0;
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const area = areaOf(node);
    if (area === "(idle)") continue;
    busy += us;
    areas.set(area, (areas.get(area) ?? 0) + us);
    const where = `${node.callFrame.functionName || "(anonymous)"} ${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber}`;
    functions.set(where, (functions.get(where) ?? 0) + us);
  }
  const print = (title: string, map: Map<string, number>, limit: number) => {
    process.stdout.write(`\n${title} (share of ${(busy / 1000).toFixed(0)} ms busy):\n`);
    for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
      process.stdout.write(`  ${((us / busy) * 100).toFixed(1).padStart(5)}%  ${name}\n`);
    }
  };
  print("Self time by area", areas, 20);
  print("Heaviest functions (self time)", functions, 25);
}

interface AllocationNode {
  callFrame: ProfileNode["callFrame"];
  selfSize: number;
  children: AllocationNode[];
}
interface AllocationProfile {
  head: AllocationNode;
}

/** Bytes allocated (sampled, collected objects included) by area and by function, per page request. */
function summariseAllocations(profile: AllocationProfile, requests: number) {
  const areas = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  const walk = (node: AllocationNode) => {
    total += node.selfSize;
    const area = areaOf({ id: 0, callFrame: node.callFrame });
    areas.set(area, (areas.get(area) ?? 0) + node.selfSize);
    const where = `${node.callFrame.functionName || "(anonymous)"} ${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber}`;
    functions.set(where, (functions.get(where) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child);
  };
  walk(profile.head);
  const perRequest = (bytes: number) => `${(bytes / requests / 1000).toFixed(0).padStart(4)} kB`;
  const print = (title: string, map: Map<string, number>, limit: number) => {
    process.stdout.write(`\n${title} (${perRequest(total).trim()} per request over ${requests}, start-up included):\n`);
    for (const [name, bytes] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit)) {
      process.stdout.write(`  ${perRequest(bytes)}  ${((bytes / total) * 100).toFixed(1).padStart(5)}%  ${name}\n`);
    }
  };
  print("Allocated by area", areas, 14);
  print("Heaviest allocating functions", functions, 20);
}

await main();
