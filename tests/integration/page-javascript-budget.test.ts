import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_CODE_BUDGET_BYTES, publicRouteJavaScript } from "../../bench/page-javascript.ts";

const BUILD_DIR = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");

/**
 * Public pages still above the 10 kB goal of issue #12, each held to what it loads today (plus about 1 %) so that
 * it can only shrink; decisions 024 and 046 say where their bytes go. `npm run bench` enforces the goal itself on
 * every page. The casino page and the preview came back above 10 kB with issues #14/#15 (Zod, then the shared
 * frame growing), and /karsilastir (issue #14) with Zod at 39.9 kB; the Zod part is gone again. The promotion page
 * is mounted under three ids (its address, /promotion/{id}, the legacy form). The preview's inert links and comment
 * note (issue #15, `components/ui/preview-mode.tsx`) add a 0.36 kB chunk to every page with a claim or visit link.
 */
const KNOWN_OVER_BUDGET: Record<string, number> = {
  "routes/public/home": 12_350,
  "routes/public/promotions": 13_300,
  "routes/public/promotion-detail": 15_800,
  "promotion-by-id": 15_800,
  "promotion-by-legacy-id": 15_800,
  compare: 12_100,
  "compare-picker": 12_100,
  "routes/public/casino-detail": 12_300,
  "routes/public/preview": 23_950,
};

describe("page JavaScript on the built output", () => {
  it("keeps every public page's own code within 10 kB gzipped beyond React and React Router", async () => {
    const routes = await publicRouteJavaScript(BUILD_DIR);
    expect(routes.map((r) => r.route)).toEqual(
      expect.arrayContaining([
        "routes/public/home",
        "routes/public/blog-post",
        "routes/public/casino-detail",
        "compare",
        "compare-picker",
      ]),
    );
    const over = routes
      .filter((r) => r.pageCodeGzipBytes > (KNOWN_OVER_BUDGET[r.route] ?? PAGE_CODE_BUDGET_BYTES))
      .map((r) => `${r.route}: ${r.pageCodeGzipBytes} B (${r.files.map((f) => `${f.url} ${f.gzipBytes}`).join(", ")})`);
    expect(over).toEqual([]);
  });

  it("loads no react-hot-toast, Zod or form library on a public page before it is needed", async () => {
    const routes = await publicRouteJavaScript(BUILD_DIR);
    const chunks = (await import(path.join(BUILD_DIR, "client-chunks.json"), { with: { type: "json" } }))
      .default as Record<string, { packages: string[] }>;
    const heavy = routes.flatMap((r) =>
      r.files
        .filter((f) => (chunks[f.url]?.packages ?? []).some((p) => /^(react-hot-toast|zod|react-hook-form)$/.test(p)))
        .map((f) => `${r.route}: ${f.url} (${chunks[f.url]?.packages.join(", ")})`),
    );
    expect(heavy).toEqual([]);
  });
});
