import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The import rule, which keeps a feature's inside free to change and shared code free of features: a feature reaches
 * another feature only through that feature's public module (`features/<name>/public.ts` or `public.server.ts`), and
 * `components/` imports no feature. The admin kit (`admin-kit/`: list, form and field parts, list query, the lists'
 * loaders and action answers) imports nothing from `routes/` or `features/`, so the screens build on it and not the
 * other way round. `utils/` holds leaf helpers: it imports nothing in the app outside `utils/` (the database layer in
 * `db/` is outside the app). Routes, the root and the server may import anything. Tests and test fixtures are not
 * app code and are skipped.
 */
export const PUBLIC_MODULES = ["public.ts", "public.server.ts"];

export interface ImportEdge {
  /** Both paths relative to the app folder, with forward slashes: `features/blog/admin-post-form.tsx`. */
  from: string;
  to: string;
}

/** The edges that break the rule, each with the reason in words. */
export function boundaryViolations(edges: ImportEdge[]): { edge: ImportEdge; reason: string }[] {
  const violations: { edge: ImportEdge; reason: string }[] = [];
  for (const edge of edges) {
    if (edge.from.startsWith("utils/") && !edge.to.startsWith("utils/")) {
      violations.push({ edge, reason: "utils/ imports nothing in the app outside utils/" });
      continue;
    }
    if (edge.from.startsWith("admin-kit/") && (edge.to.startsWith("routes/") || edge.to.startsWith("features/"))) {
      violations.push({ edge, reason: "admin-kit/ imports nothing from routes/ or features/" });
      continue;
    }
    const target = featureOf(edge.to);
    if (!target) continue;
    const [area] = edge.from.split("/");
    if (area === "components") {
      violations.push({ edge, reason: "components/ must not import a feature" });
      continue;
    }
    const source = featureOf(edge.from);
    if (!source || source.name === target.name) continue;
    if (!PUBLIC_MODULES.includes(target.rest)) {
      violations.push({
        edge,
        reason: `features/${source.name} may import features/${target.name} only through its public module`,
      });
    }
  }
  return violations;
}

function featureOf(file: string): { name: string; rest: string } | null {
  const match = /^features\/([^/]+)\/(.+)$/.exec(file);
  return match?.[1] && match[2] ? { name: match[1], rest: match[2] } : null;
}

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)testing\//.test(file);

/** Every relative import (static, type-only, re-export or dynamic) between source files of an app folder. */
export function importEdgesOf(appDir: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of sourceFiles(appDir)) {
    if (isTestFile(file)) continue;
    const text = readFileSync(path.join(appDir, file), "utf8");
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      if (!imported.fileName.startsWith(".")) continue;
      const to = path.posix.normalize(path.posix.join(path.posix.dirname(file), imported.fileName));
      if (!to.startsWith("../")) edges.push({ from: file, to });
    }
  }
  return edges;
}

function sourceFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(path.join(dir, entry.name), relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}
