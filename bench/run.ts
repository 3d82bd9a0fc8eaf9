import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { type LighthouseScores, runLighthouse } from "./lighthouse.ts";
import { type LatencySample, type LoadResult, runLoad, sampleLatency } from "./load.ts";
import { adminOnlyFilesOf, measurePageJavaScript, type PageJavaScript } from "./page-javascript.ts";
import { type ProductionServer, startProductionServer } from "./production-server.ts";
import { recordResponse } from "./record.ts";
import { FULL_DATASET, seedBenchDatabase } from "./seed.ts";

/**
 * `npm run bench`: the performance budgets of design §5, measured against the real production server on a
 * database it seeds itself. Prints a table, writes bench/results/latest.json, exits 1 when a budget is missed.
 * `--quick` (tiny data, 1 s runs, no Lighthouse, budgets reported but not enforced) checks the machinery.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    lighthouse: { type: "boolean", default: true },
    results: { type: "string" },
  },
  allowNegative: true,
});
const quick = args.quick === true;
const BUDGETS = {
  cachedVsBare: 0.75,
  uncachedP95Ms: 50,
  javascriptGzipBytes: 100_000,
  lighthouse: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100 },
  rssMb: 250,
};
const SETTINGS = quick
  ? { dataset: { promotions: 60, casinos: 20, posts: 80 }, rounds: 1, roundSeconds: 1, samples: 30, soakSeconds: 2 }
  : { dataset: FULL_DATASET, rounds: 10, roundSeconds: 1, samples: 300, soakSeconds: 30 };
const CONNECTIONS = 50;
const BROWSER_HEADERS = {
  "accept-encoding": "gzip, deflate, br, zstd",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "user-agent":
    "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36",
};
/** A request that looks signed in is never served from the page cache: the render path, end to end. */
const UNCACHED_HEADERS = { ...BROWSER_HEADERS, cookie: "better-auth.session_token=bench-uncached" };

interface Check {
  name: string;
  value: string;
  budget: string;
  pass: boolean;
}

async function main() {
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!existsSync(path.join(ROOT, buildDir, "server", "index.js"))) {
    fail(`No build in ${buildDir}/: run \`npm run build\` first (or set BUILD_DIR).`);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const children: ChildProcess[] = [];
  let server: ProductionServer | null = null;
  try {
    step(`seeding ${describeDataset(SETTINGS.dataset)}`);
    const dataDir = path.join(work, "data");
    const paths = await seedBenchDatabase({
      dataDir,
      uploadsDir: path.join(dataDir, "uploads"),
      dataset: SETTINGS.dataset,
    });
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = await startProductionServer({
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      PORT: String(port),
      SITE_URL: baseUrl,
      SEED_DEMO: "0",
    });
    const pages = { home: "/", promotions: "/bonuslar", promotion: paths.promotion, post: paths.post };
    for (const pagePath of Object.values(pages)) {
      const response = await fetch(new URL(pagePath, baseUrl), { headers: BROWSER_HEADERS });
      await response.arrayBuffer();
      if (response.status !== 200) fail(`${pagePath} answered ${response.status}`);
    }
    const idle = readMemory(server.pid);

    step("cached page vs bare Node http");
    const throughput = await compareWithBareNode(baseUrl, pages.home, work, children);

    step("uncached render latency");
    const uncached: Record<string, LatencySample> = {};
    for (const [name, pagePath] of Object.entries({
      home: pages.home,
      promotions: pages.promotions,
      post: pages.post,
    })) {
      uncached[name] = await sampleLatency(new URL(pagePath, baseUrl).href, {
        samples: SETTINGS.samples,
        warmup: 20,
        headers: UNCACHED_HEADERS,
      });
    }

    step("JavaScript per page");
    const adminOnly = await adminOnlyFilesOf(path.join(ROOT, buildDir));
    const javascript: PageJavaScript[] = [];
    for (const pagePath of Object.values(pages)) {
      javascript.push(await measurePageJavaScript(baseUrl, pagePath, adminOnly));
    }

    step(`memory after ${SETTINGS.soakSeconds} s of load over ${paths.variety.length} URLs`);
    const soak = await runLoad({
      url: baseUrl,
      connections: CONNECTIONS,
      seconds: SETTINGS.soakSeconds,
      headers: BROWSER_HEADERS,
      paths: paths.variety,
    });
    const memory = readMemory(server.pid);

    let lighthouse: LighthouseScores[] | { skipped: string } = { skipped: "--no-lighthouse" };
    if (args.lighthouse && !quick) {
      step("Lighthouse (mobile)");
      // Lighthouse measures what a visitor gets: pages already in the cache, as after any first visit.
      for (const pagePath of Object.values(pages)) {
        await (await fetch(new URL(pagePath, baseUrl), { headers: BROWSER_HEADERS })).arrayBuffer();
      }
      lighthouse = await runLighthouse(baseUrl, Object.values(pages)).catch((error: unknown) => ({
        skipped: `Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`,
      }));
    } else if (quick) {
      lighthouse = { skipped: "--quick" };
    }

    const checks = evaluate({ throughput, uncached, javascript, memory, lighthouse });
    const report = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      mode: quick ? "quick" : "full",
      machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "?", node: process.version },
      dataset: SETTINGS.dataset,
      pages,
      throughput,
      uncached,
      javascript,
      soak: { ...soak, seconds: SETTINGS.soakSeconds, urls: paths.variety.length },
      memory: { ...memory, idleRssMb: idle.rssMb },
      lighthouse,
      checks,
      budgetsMet: checks.every((c) => c.pass),
    };
    const resultsFile =
      args.results ??
      (quick ? path.join(os.tmpdir(), "bench-quick.json") : path.join(ROOT, "bench/results/latest.json"));
    mkdirSync(path.dirname(resultsFile), { recursive: true });
    writeFileSync(resultsFile, `${JSON.stringify(report, null, 2)}\n`);
    printReport(report.checks, throughput, uncached, javascript, lighthouse, { ...memory, idleRssMb: idle.rssMb });
    process.stdout.write(`\nresults: ${path.relative(process.cwd(), resultsFile) || resultsFile}\n`);
    const missed = checks.filter((c) => !c.pass);
    if (missed.length > 0 && !quick) {
      process.stdout.write(
        `\nBUDGETS MISSED:\n${missed.map((c) => `  - ${c.name}: ${c.value} (budget ${c.budget})`).join("\n")}\n`,
      );
      process.exitCode = 1;
    }
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

interface Throughput {
  page: string;
  encoding: string;
  bodyBytes: number;
  connections: number;
  rounds: { bare: LoadResult; cached: LoadResult }[];
  bareRequestsPerSecond: number;
  cachedRequestsPerSecond: number;
  /** Median of the rounds' cached/bare ratios: each pair ran back to back, under the same background load. */
  ratio: number;
  /** All cached requests over all bare requests. */
  totalRatio: number;
}

/**
 * The same load generator against the cached page and against a bare Node server sending the recorded bytes of
 * that very response (headers included). Rounds alternate, so background load on the machine hits both alike.
 */
async function compareWithBareNode(
  baseUrl: string,
  pagePath: string,
  work: string,
  children: ChildProcess[],
): Promise<Throughput> {
  const url = new URL(pagePath, baseUrl).href;
  const recorded = await recordResponse(url, BROWSER_HEADERS);
  if (recorded.headers["X-Cache"] !== "HIT") fail(`${pagePath} was not served from the page cache`);
  const recordFile = path.join(work, "recorded-response.json");
  writeFileSync(
    recordFile,
    JSON.stringify({
      status: recorded.status,
      headers: recorded.headers,
      bodyBase64: recorded.body.toString("base64"),
    }),
  );
  const bare = spawn(process.execPath, [path.join(ROOT, "bench/bare-server.ts"), recordFile], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(bare);
  const barePort = await new Promise<number>((resolve, reject) => {
    bare.stdout?.once("data", (chunk: Buffer) => resolve((JSON.parse(chunk.toString()) as { port: number }).port));
    bare.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  const bareUrl = `http://127.0.0.1:${barePort}${pagePath}`;
  const load = (target: string, seconds: number) =>
    runLoad({ url: target, connections: CONNECTIONS, seconds, headers: BROWSER_HEADERS });
  await load(bareUrl, 1);
  await load(url, 1);
  const rounds: Throughput["rounds"] = [];
  for (let round = 0; round < SETTINGS.rounds; round++) {
    const bareRun = await load(bareUrl, SETTINGS.roundSeconds);
    const cachedRun = await load(url, SETTINGS.roundSeconds);
    rounds.push({ bare: bareRun, cached: cachedRun });
  }
  const total = (key: "bare" | "cached") => rounds.reduce((sum, r) => sum + r[key].requests, 0);
  const seconds = SETTINGS.rounds * SETTINGS.roundSeconds;
  for (const round of rounds) {
    if (round.cached.non2xx > 0 || round.cached.errors > 0) fail("the cached page answered errors under load");
  }
  return {
    page: pagePath,
    encoding: recorded.headers["Content-Encoding"] ?? "identity",
    bodyBytes: recorded.body.length,
    connections: CONNECTIONS,
    rounds,
    bareRequestsPerSecond: Math.round(total("bare") / seconds),
    cachedRequestsPerSecond: Math.round(total("cached") / seconds),
    ratio: median(rounds.map((r) => r.cached.requestsPerSecond / r.bare.requestsPerSecond)),
    totalRatio: total("cached") / total("bare"),
  };
}

interface Memory {
  rssMb: number;
  peakRssMb: number;
}

function readMemory(pid: number): Memory {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakRssMb: Math.round(kb("VmHWM") / 1024) };
}

function evaluate(results: {
  throughput: Throughput;
  uncached: Record<string, LatencySample>;
  javascript: PageJavaScript[];
  memory: Memory;
  lighthouse: LighthouseScores[] | { skipped: string };
}): Check[] {
  const checks: Check[] = [
    {
      name: `cached ${results.throughput.page} vs bare Node`,
      value: `${percent(results.throughput.ratio)} (median of rounds; ${results.throughput.cachedRequestsPerSecond} vs ${results.throughput.bareRequestsPerSecond} req/s overall)`,
      budget: `≥ ${percent(BUDGETS.cachedVsBare)}`,
      pass: results.throughput.ratio >= BUDGETS.cachedVsBare,
    },
  ];
  for (const [name, sample] of Object.entries(results.uncached)) {
    checks.push({
      name: `uncached ${name} p95`,
      value: `${sample.p95Ms.toFixed(1)} ms`,
      budget: `< ${BUDGETS.uncachedP95Ms} ms`,
      pass: sample.p95Ms < BUDGETS.uncachedP95Ms && sample.statuses.every((s) => s === 200),
    });
  }
  for (const page of results.javascript) {
    checks.push({
      name: `JavaScript on ${page.path}`,
      value: `${kb(page.gzipBytes)} gzip in ${page.files.length} files${page.forbidden.length ? `, ADMIN/EDITOR: ${page.forbidden.join(" ")}` : ""}`,
      budget: `≤ ${kb(BUDGETS.javascriptGzipBytes)}, no admin or editor code`,
      pass: page.gzipBytes <= BUDGETS.javascriptGzipBytes && page.forbidden.length === 0,
    });
  }
  if (Array.isArray(results.lighthouse)) {
    const b = BUDGETS.lighthouse;
    for (const page of results.lighthouse) {
      checks.push({
        name: `Lighthouse ${page.path}`,
        value: `${page.performance}/${page.accessibility}/${page.bestPractices}/${page.seo}`,
        budget: `perf/a11y/bp/seo ≥ ${b.performance}/${b.accessibility}/${b.bestPractices}/${b.seo}`,
        pass:
          page.performance >= b.performance &&
          page.accessibility >= b.accessibility &&
          page.bestPractices >= b.bestPractices &&
          page.seo >= b.seo,
      });
    }
  } else {
    checks.push({ name: "Lighthouse", value: `not run: ${results.lighthouse.skipped}`, budget: "run", pass: quick });
  }
  checks.push({
    name: "server RSS after the load",
    value: `${results.memory.rssMb} MB (peak ${results.memory.peakRssMb} MB)`,
    budget: `< ${BUDGETS.rssMb} MB`,
    pass: results.memory.rssMb < BUDGETS.rssMb,
  });
  return checks;
}

function printReport(
  checks: Check[],
  throughput: Throughput,
  uncached: Record<string, LatencySample>,
  javascript: PageJavaScript[],
  lighthouse: LighthouseScores[] | { skipped: string },
  memory: Memory & { idleRssMb: number },
) {
  const lines = [
    "",
    `Throughput, ${throughput.connections} connections, ${throughput.encoding} body of ${throughput.bodyBytes} bytes:`,
    ...throughput.rounds.map(
      (r, i) =>
        `  round ${i + 1}: bare ${Math.round(r.bare.requestsPerSecond)} req/s, cached ${Math.round(r.cached.requestsPerSecond)} req/s (p99 ${r.cached.latencyP99Ms} ms)`,
    ),
    "Uncached renders (sequential):",
    ...Object.entries(uncached).map(
      ([name, s]) =>
        `  ${name.padEnd(11)} p50 ${s.p50Ms.toFixed(1)} ms  p95 ${s.p95Ms.toFixed(1)} ms  max ${s.maxMs.toFixed(1)} ms  (${s.samples} samples)`,
    ),
    "JavaScript (gzip):",
    ...javascript.map((p) => `  ${p.path.padEnd(50)} ${kb(p.gzipBytes).padStart(9)} in ${p.files.length} files`),
    `Memory: RSS ${memory.idleRssMb} MB after start-up, ${memory.rssMb} MB after the load (peak ${memory.peakRssMb} MB)`,
  ];
  if (Array.isArray(lighthouse)) {
    lines.push("Lighthouse (mobile) perf/a11y/best-practices/seo, FCP/LCP/TBT/CLS:");
    for (const page of lighthouse) {
      const m = page.metrics;
      lines.push(
        `  ${page.path.padEnd(50)} ${page.performance}/${page.accessibility}/${page.bestPractices}/${page.seo}  ${m.fcpMs}/${m.lcpMs}/${m.tbtMs} ms/${m.cls}`,
      );
      for (const audit of page.failedAudits) lines.push(`      - ${audit}`);
    }
  }
  lines.push("", table(checks));
  process.stdout.write(`${lines.join("\n")}\n`);
}

function table(checks: Check[]): string {
  const rows = [
    ["check", "measured", "budget", ""],
    ...checks.map((c) => [c.name, c.value, c.budget, c.pass ? "ok" : "MISSED"]),
  ];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" │ ")).join("\n");
}

function describeDataset(d: { promotions: number; casinos: number; posts: number }) {
  return `${d.promotions} promotions, ${d.casinos} casinos, ${d.posts} posts`;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function percent(ratio: number): string {
  return `${Math.round(ratio * 1000) / 10}%`;
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function gitCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function step(message: string) {
  process.stdout.write(`· ${message}\n`);
}

function fail(message: string): never {
  throw new Error(message);
}

await main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
