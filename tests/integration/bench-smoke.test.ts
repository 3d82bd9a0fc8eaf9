import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { percentile } from "../../bench/load.ts";
import { scriptUrlsOf } from "../../bench/page-javascript.ts";
import { startScriptEnvironment, startScriptNodeOptions } from "../../bench/production-server.ts";
import { createTempDir, type TempDir } from "../support/temp-dir.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
const dirs: TempDir[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});

describe("npm run bench machinery", () => {
  it("runs end to end in --quick mode against the built server and writes every figure", async () => {
    const dir = createTempDir();
    dirs.push(dir);
    const results = path.join(dir.path, "quick.json");
    const child = spawn(process.execPath, ["bench/run.ts", "--quick", "--results", results], {
      cwd: ROOT,
      env: process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code, output).toBe(0);

    const report = JSON.parse(readFileSync(results, "utf8"));
    expect(report.mode).toBe("quick");
    expect(report.throughput.bareRequestsPerSecond).toBeGreaterThan(0);
    expect(report.throughput.cachedRequestsPerSecond).toBeGreaterThan(0);
    // The yardstick inside the server's own process answered too (bench/in-process-bare.mjs).
    expect(report.throughput.inProcessRequestsPerSecond).toBeGreaterThan(0);
    expect(report.throughput.encoding).toBe("gzip");
    for (const round of report.throughput.rounds) {
      expect(round.bare.wrkCpuShare).toBeGreaterThan(0);
      expect(round.cached.serverCpuMsPerRequest).toBeGreaterThan(0);
    }
    // Each page's cache miss and its React + React Router floor, in CPU ms (bench/floor.ts).
    for (const name of ["home", "promotions", "promotion", "post", "casino"]) {
      expect(report.floor.pages[name].b).toBeGreaterThan(0);
      expect(report.floor.pages[name].d).toBeGreaterThan(0);
    }
    // Cache misses under saturation, on a server that stores nothing: answered, none failed.
    expect(report.uncachedLoad.runs).toHaveLength(1);
    expect(report.uncachedLoad.requestsPerSecond).toBeGreaterThan(0);
    expect(report.uncachedLoad.errors).toBe(0);
    expect(report.javascript).toHaveLength(5);
    for (const page of report.javascript) {
      expect(page.files.length).toBeGreaterThan(0);
      expect(page.pageCodeGzipBytes).toBeGreaterThan(0);
      expect(page.pageCodeGzipBytes).toBeLessThan(page.gzipBytes);
      expect(page.forbidden).toEqual([]);
    }
    // Every public route of the build, counted from the manifest, not only the five bench pages.
    expect(report.routeJavaScript.map((r: { route: string }) => r.route)).toEqual(
      expect.arrayContaining(["routes/public/home", "routes/public/blog", "routes/public/casinos"]),
    );
    expect(report.memory.rssMb).toBeGreaterThan(0);
    // What the RSS is made of, asked of the server itself (bench/memory-make-up.mjs).
    for (const memory of [report.memory.idle, report.memory]) {
      expect(memory.makeUp.heapUsedMb).toBeGreaterThan(0);
      expect(memory.anonymousMb + memory.fileMb).toBeGreaterThan(memory.makeUp.heapTotalMb);
    }
    expect(output).toMatch(/after the load: V8 heap [\d.]+ of [\d.]+ MB, Buffers [\d.]+ MB/);
    expect(report.soak.non2xx).toBe(0);
    expect(report.checks.map((c: { name: string }) => c.name)).toContain("server RSS after the load");
    expect(output).toContain("cached / vs bare Node");
    expect(output).toContain("cached / vs bare handler, same process");
  }, 300_000);
});

describe("bench helpers", () => {
  it("finds every script module a page loads: modulepreload links, script src and inline module imports", () => {
    const html = [
      '<link rel="modulepreload" href="/assets/a.js"/>',
      '<link rel="stylesheet" href="/assets/a.css"/>',
      '<script type="application/ld+json">{"url":"/x.js"}</script>',
      '<script src="/assets/b.js"></script>',
      '<script type="module" async="">import "/assets/manifest-1.js";import * as route0 from "/assets/c.js";import("/assets/entry.client-2.js");</script>',
    ].join("");
    expect(scriptUrlsOf(html).sort()).toEqual(
      ["/assets/a.js", "/assets/b.js", "/assets/c.js", "/assets/entry.client-2.js", "/assets/manifest-1.js"].sort(),
    );
  });

  it("takes the nearest-rank percentile", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 0.95)).toBe(95);
    expect(percentile(values, 0.5)).toBe(50);
    expect(percentile([7], 0.95)).toBe(7);
    expect(percentile([], 0.95)).toBe(0);
  });

  it("starts the server with the environment and Node options of npm start", () => {
    const start = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start as string;
    for (const option of startScriptNodeOptions()) expect(start).toContain(option);
    const environment = startScriptEnvironment();
    expect(environment.NODE_ENV).toBe("production");
    for (const [name, value] of Object.entries(environment)) expect(start).toContain(`${name}=${value}`);
  });
});
