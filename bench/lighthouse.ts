import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./median.ts";

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Titles of the audits that cost points, so a miss says what to fix. */
  failedAudits: string[];
  /** How many runs the figures are the median of. */
  runs: number;
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * Lighthouse with its default mobile settings (Moto G Power emulation, simulated slow 4G and 4x CPU throttling)
 * in Debian's Chromium, one page after another in one browser. With `runs` above 1 each figure is the median of
 * that many runs of the page: one simulated run moves by a few points with the machine's load.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  { runs = 1 }: { runs?: number } = {},
): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const samples: LighthouseScores[] = [];
      for (let run = 0; run < runs; run++)
        samples.push(await scoreOnce(new URL(path, baseUrl).href, path, chrome.port));
      results.push(medianOf(samples));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

async function scoreOnce(url: string, path: string, port: number): Promise<LighthouseScores> {
  const run = await auditOnce(url, port);
  const { categories, audits } = run.lhr;
  const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = CATEGORIES.flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map(
        (ref) => `${id}: ${audits[ref.id]?.title ?? ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`,
      ),
  );
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    metrics: {
      fcpMs: Math.round(numeric("first-contentful-paint")),
      lcpMs: Math.round(numeric("largest-contentful-paint")),
      tbtMs: Math.round(numeric("total-blocking-time")),
      cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
    },
    failedAudits: [...run.notes, ...failedAudits],
    runs: 1,
  };
}

/** Each figure's own median over the runs of one page; the audits that cost points in any run, once each. */
function medianOf(samples: readonly LighthouseScores[]): LighthouseScores {
  const first = samples[0];
  if (!first || samples.length === 1) return first ?? fail("no Lighthouse run");
  const middle = (pick: (s: LighthouseScores) => number) => median(samples.map(pick));
  return {
    path: first.path,
    performance: middle((s) => s.performance),
    accessibility: middle((s) => s.accessibility),
    bestPractices: middle((s) => s.bestPractices),
    seo: middle((s) => s.seo),
    metrics: {
      fcpMs: middle((s) => s.metrics.fcpMs),
      lcpMs: middle((s) => s.metrics.lcpMs),
      tbtMs: middle((s) => s.metrics.tbtMs),
      cls: middle((s) => s.metrics.cls),
    },
    failedAudits: [...new Set(samples.flatMap((s) => s.failedAudits))],
    runs: samples.length,
  };
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * One Lighthouse run of `url`, run again once when Lighthouse could not compute the performance score at all (its
 * trace or a metric failed: score null, not a low score); what went wrong is kept in `notes` for the report.
 */
async function auditOnce(url: string, port: number) {
  const notes: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
      // The 404 page is a page visitors see too; every caller checks each page's status itself before.
      ignoreStatusCode: true,
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (run.lhr.categories.performance?.score !== null || attempt === 2) return { lhr: run.lhr, notes };
    const why =
      run.lhr.runtimeError?.message ??
      run.lhr.audits["first-contentful-paint"]?.errorMessage ??
      run.lhr.audits["largest-contentful-paint"]?.errorMessage ??
      "no reason given";
    notes.push(`Lighthouse could not score performance on its first run (${why}); this is its second run`);
  }
}
