import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort } from "../tests/support/free-port.ts";
import { type LighthouseScores, runLighthouse } from "./lighthouse.ts";
import { type ProductionServer, startProductionServer } from "./production-server.ts";
import { BROWSER_HEADERS } from "./seed.ts";

/**
 * `npm run lighthouse`: Lighthouse mobile (its defaults, Debian's Chromium) on one page of every public kind of the
 * production server, seeded with the demo content in a fresh data directory. Prints the median of `--runs` runs
 * (default 3) per page and exits 1 when a page misses the goal of issue #36: performance ≥ 95, FCP ≤ 1.8 s.
 */
const ROOT = path.resolve(import.meta.dirname, "..");
const GOALS = { performance: 95, fcpMs: 1800 };
const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    /** Only these page kinds, comma-separated (e.g. `--only home,promotion`). */
    only: { type: "string" },
  },
});

interface PageKind {
  kind: string;
  path: string;
  status: number;
}

async function main() {
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number ≥ 1, not ${args.runs}`);
  const buildDir = process.env.BUILD_DIR ?? "build";
  if (!existsSync(path.join(ROOT, buildDir, "server", "index.js"))) {
    throw new Error(`No build in ${buildDir}/: run \`npm run build\` first (or set BUILD_DIR).`);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  let server: ProductionServer | null = null;
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = await startProductionServer({
      BUILD_DIR: buildDir,
      DATA_DIR: path.join(work, "data"),
      PORT: String(port),
      SITE_URL: baseUrl,
      SEED_DEMO: "1",
    });
    const wanted = args.only?.split(",").map((kind) => kind.trim());
    const pages = (await publicPageKinds(baseUrl)).filter((page) => !wanted || wanted.includes(page.kind));
    // Lighthouse measures what a visitor gets: pages already in the page cache, as after any first visit.
    for (const page of pages) await expectStatus(baseUrl, page);
    process.stdout.write(`· Lighthouse mobile, ${runs} run(s) per page, ${pages.length} pages (${buildDir}/)\n`);
    const scores = await runLighthouse(
      baseUrl,
      pages.map((page) => page.path),
      { runs },
    );
    const missed = printTable(pages, scores);
    if (missed > 0) process.exitCode = 1;
  } finally {
    await server?.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * One address of each public page kind, found by following the demo content's own links, so the script needs no
 * knowledge of the seed's slugs.
 */
async function publicPageKinds(baseUrl: string): Promise<PageKind[]> {
  const linksIn = async (listPath: string, pattern: RegExp): Promise<string[]> => {
    const html = await (await fetch(new URL(listPath, baseUrl), { headers: BROWSER_HEADERS })).text();
    const links = [...new Set([...html.matchAll(pattern)].map((match) => match[1] ?? ""))];
    if (links.length === 0) throw new Error(`${listPath} links to no page matching ${pattern}`);
    return links;
  };
  const [promotion] = await linksIn("/bonuslar", /href="(\/bonuslar\/[^"/]+\/[^"/]+)"/g);
  const casinos = await linksIn("/guvenilir-siteler", /href="(\/casino\/[^"/]+)"/g);
  // A post, not the feed the page also links to (`/blog/rss.xml`).
  const [post] = await linksIn("/blog", /href="(\/blog\/(?![^"/?]*\.xml")[^"/?]+)"/g);
  const [list] = await linksIn("/listeler", /href="(\/listeler\/[^"/]+)"/g);
  const slugs = casinos.slice(0, 2).map((casinoPath) => casinoPath.slice("/casino/".length));
  const ok = 200;
  return [
    { kind: "home", path: "/", status: ok },
    { kind: "promotions", path: "/bonuslar", status: ok },
    { kind: "promotion", path: promotion ?? "", status: ok },
    { kind: "casino", path: casinos[0] ?? "", status: ok },
    { kind: "casinos", path: "/guvenilir-siteler", status: ok },
    { kind: "blog", path: "/blog", status: ok },
    { kind: "post", path: post ?? "", status: ok },
    { kind: "lists", path: "/listeler", status: ok },
    { kind: "list", path: list ?? "", status: ok },
    { kind: "compare", path: `/karsilastir/${slugs.join("-vs-")}`, status: ok },
    { kind: "not-found", path: "/blog/bu-yazi-yok", status: 404 },
  ];
}

async function expectStatus(baseUrl: string, page: PageKind) {
  for (let request = 0; request < 2; request++) {
    const response = await fetch(new URL(page.path, baseUrl), { headers: BROWSER_HEADERS, redirect: "manual" });
    await response.arrayBuffer();
    if (response.status !== page.status) {
      throw new Error(`${page.path} answered ${response.status}, not ${page.status}`);
    }
  }
}

/** The table of issue #36's figures per page kind; returns how many pages missed a goal. */
function printTable(pages: readonly PageKind[], scores: readonly LighthouseScores[]): number {
  const rows = [["page", "address", "perf", "FCP ms", "LCP ms", "TBT ms", "CLS", "a11y/bp/seo", "goal"]];
  let missed = 0;
  const notes: string[] = [];
  pages.forEach((page, i) => {
    const s = scores[i];
    if (!s) return;
    const pass = s.performance >= GOALS.performance && s.metrics.fcpMs <= GOALS.fcpMs;
    if (!pass) missed++;
    rows.push([
      page.kind,
      page.path,
      String(s.performance),
      String(s.metrics.fcpMs),
      String(s.metrics.lcpMs),
      String(s.metrics.tbtMs),
      String(s.metrics.cls),
      `${s.accessibility}/${s.bestPractices}/${s.seo}`,
      pass ? "ok" : "MISSED",
    ]);
    // Each audit once per page: its figure differs from run to run, the table has the medians.
    const audits = new Set(s.failedAudits.map((audit) => audit.replace(/ \([^()]*\)$/, "")));
    for (const audit of audits) notes.push(`  ${page.kind}: ${audit}`);
  });
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  const lines = rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" │ "));
  process.stdout.write(
    `\nMedian of each figure (goal: performance ≥ ${GOALS.performance}, FCP ≤ ${GOALS.fcpMs} ms):\n${lines.join("\n")}\n`,
  );
  if (notes.length > 0) process.stdout.write(`Audits that cost points in some run:\n${notes.join("\n")}\n`);
  return missed;
}

await main().catch((error: unknown) => {
  process.stderr.write(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
