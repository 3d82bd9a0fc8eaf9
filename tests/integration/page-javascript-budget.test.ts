import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_CODE_BUDGET_BYTES, publicRouteJavaScript } from "../../bench/page-javascript.ts";

const BUILD_DIR = path.resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build");

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
      .filter((r) => r.pageCodeGzipBytes > PAGE_CODE_BUDGET_BYTES)
      .map((r) => `${r.route}: ${r.pageCodeGzipBytes} B (${r.files.map((f) => `${f.url} ${f.gzipBytes}`).join(", ")})`);
    expect(over).toEqual([]);
  });

  it("loads no react-hot-toast, Zod or form library on a public page, first or in a deferred part", async () => {
    const routes = await publicRouteJavaScript(BUILD_DIR);
    const chunks = (await import(path.join(BUILD_DIR, "client-chunks.json"), { with: { type: "json" } }))
      .default as Record<string, { packages: string[]; imports: string[]; dynamicImports: string[] }>;
    const heavy = routes.flatMap((r) =>
      [
        ...withLaterChunks(
          r.files.map((f) => f.url),
          chunks,
        ),
      ]
        .filter((url) => (chunks[url]?.packages ?? []).some((p) => /^(react-hot-toast|zod|react-hook-form)$/.test(p)))
        .map((url) => `${r.route}: ${url} (${chunks[url]?.packages.join(", ")})`),
    );
    expect(heavy).toEqual([]);
  });
});

/** The files and what they load with import() (deferred parts) and its imports, transitively. */
function withLaterChunks(
  files: string[],
  chunks: Record<string, { imports: string[]; dynamicImports: string[] }>,
): Set<string> {
  const seen = new Set(files);
  for (const file of seen) {
    for (const next of [...(chunks[file]?.imports ?? []), ...(chunks[file]?.dynamicImports ?? [])]) seen.add(next);
  }
  return seen;
}
