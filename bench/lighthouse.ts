import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  /** Titles of the audits that cost points, so a miss says what to fix. */
  failedAudits: string[];
}

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/**
 * Lighthouse with its default mobile settings (Moto G Power emulation, simulated slow 4G and 4x CPU throttling)
 * in Debian's Chromium, one page after another in one browser.
 */
export async function runLighthouse(baseUrl: string, paths: readonly string[]): Promise<LighthouseScores[]> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const run = await auditOnce(new URL(path, baseUrl).href, chrome.port);
      const { categories, audits } = run.lhr;
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      const failedAudits = CATEGORIES.flatMap((id) =>
        (categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map(
            (ref) =>
              `${id}: ${audits[ref.id]?.title ?? ref.id} (${audits[ref.id]?.displayValue ?? audits[ref.id]?.score})`,
          ),
      );
      results.push({
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
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/**
 * One Lighthouse run of `url`, run again once when Lighthouse could not compute the performance score at all (its
 * trace or a metric failed: score null, not a low score); what went wrong is kept in `notes` for the report.
 */
async function auditOnce(url: string, port: number) {
  const notes: string[] = [];
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
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
