import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/** Issue #12: a public page's own JavaScript beyond React and React Router, gzipped (level 9, file by file). */
export const PAGE_CODE_BUDGET_BYTES = 10_000;

export interface PageJavaScript {
  path: string;
  files: { url: string; gzipBytes: number }[];
  gzipBytes: number;
  /** The gzipped bytes beyond React and React Router (the client entry and what it imports): the page's own code. */
  pageCodeGzipBytes: number;
  /** Files of admin-only routes, or of a rich-text editor, that the page loads (must be empty). */
  forbidden: string[];
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

const EDITOR_MARKERS = /@tiptap|prosemirror/i;

/** The script modules a page loads: modulepreload links, script src, and the imports of inline module scripts. */
export function scriptUrlsOf(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi)) {
    const href = /\bhref="([^"]+)"/i.exec(match[0])?.[1];
    if (href) urls.add(href);
  }
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = /\bsrc="([^"]+)"/i.exec(match[1] ?? "")?.[1];
    if (src) urls.add(src);
    if (/\btype="module"/i.test(match[1] ?? "")) {
      for (const imported of (match[2] ?? "").matchAll(/(?:\bimport\s*\(?|\bfrom)\s*"([^"]+\.js)"/g)) {
        if (imported[1]) urls.add(imported[1]);
      }
    }
  }
  return [...urls];
}

/**
 * Sums the gzipped size (level 9, each file on its own, as a browser downloads them) of every script module a
 * page loads, and names any file that belongs only to admin routes or carries editor code.
 */
export async function measurePageJavaScript(
  baseUrl: string,
  pagePath: string,
  adminOnlyFiles: ReadonlySet<string>,
  frameworkFiles: ReadonlySet<string> = new Set(),
): Promise<PageJavaScript> {
  const html = await (await fetch(new URL(pagePath, baseUrl))).text();
  const files: PageJavaScript["files"] = [];
  const forbidden: string[] = [];
  for (const url of scriptUrlsOf(html)) {
    const response = await fetch(new URL(url, baseUrl));
    if (!response.ok) throw new Error(`${pagePath}: ${url} answered ${response.status}`);
    const source = Buffer.from(await response.arrayBuffer());
    files.push({ url, gzipBytes: gzipSync(source, { level: 9 }).length });
    if (adminOnlyFiles.has(url) || EDITOR_MARKERS.test(source.toString("utf8"))) forbidden.push(url);
  }
  const sum = (list: typeof files) => list.reduce((total, f) => total + f.gzipBytes, 0);
  return {
    path: pagePath,
    files,
    gzipBytes: sum(files),
    pageCodeGzipBytes: sum(files.filter((f) => !frameworkFiles.has(f.url))),
    forbidden,
  };
}

interface BuildManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

async function manifestOf(buildDir: string): Promise<BuildManifest> {
  const assetsDir = path.join(buildDir, "server", "assets");
  const serverBuild = readdirSync(assetsDir).find((name) => /^server-build-.*\.js$/.test(name));
  if (!serverBuild) throw new Error(`no server build in ${assetsDir}`);
  const build = (await import(pathToFileURL(path.join(assetsDir, serverBuild)).href)) as { assets: BuildManifest };
  return build.assets;
}

/** npm packages that make up React, React DOM and React Router in the browser build. */
const FRAMEWORK_PACKAGES = new Set(["react", "react-dom", "react-router", "scheduler", "@react-router/dev"]);

/** `<build>/client-chunks.json`, written by the build (vite.config.ts): each browser chunk's packages. */
function chunkContentsOf(buildDir: string): Record<string, { packages: string[]; app: boolean }> {
  const file = path.join(buildDir, "client-chunks.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` again (vite.config.ts writes it)`);
  return JSON.parse(readFileSync(file, "utf8")) as Record<string, { packages: string[]; app: boolean }>;
}

/**
 * React, React DOM and React Router (about 102–109 KB gzipped): the client entry and the chunks it imports, which
 * every page loads before any route code, and any other chunk made only of their code (React Router's DOM
 * components, `lib-*.js`, land in a chunk of their own that routes import). What a page loads beyond these is its
 * own code.
 */
export async function frameworkFilesOf(buildDir: string): Promise<Set<string>> {
  const { entry } = await manifestOf(buildDir);
  const files = new Set([entry.module, ...entry.imports]);
  for (const [file, chunk] of Object.entries(chunkContentsOf(buildDir))) {
    if (!chunk.app && chunk.packages.length > 0 && chunk.packages.every((p) => FRAMEWORK_PACKAGES.has(p))) {
      files.add(file);
    }
  }
  return files;
}

export interface RouteJavaScript {
  /** The route's id in the manifest (`routes/public/home`, …). */
  route: string;
  /** The gzipped bytes (level 9, each file on its own) of the route's chain beyond React and React Router. */
  pageCodeGzipBytes: number;
  files: { url: string; gzipBytes: number }[];
}

/**
 * The JavaScript a public route loads on first paint, from the build alone: the modules and static imports of the
 * route and of every route above it (root, the public layout), as React Router's manifest lists them and its
 * `<Scripts>` preloads them. Code imported with `import()` (react-hot-toast, loaded on the first toast) is not
 * counted: the page does not load it before it is needed.
 */
export async function publicRouteJavaScript(buildDir: string): Promise<RouteJavaScript[]> {
  const { routes } = await manifestOf(buildDir);
  const framework = await frameworkFilesOf(buildDir);
  const sizes = new Map<string, number>();
  const gzipBytesOf = (url: string) => {
    let size = sizes.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(buildDir, "client", url)), { level: 9 }).length;
      sizes.set(url, size);
    }
    return size;
  };
  const out: RouteJavaScript[] = [];
  for (const route of Object.values(routes)) {
    // Every page under the public layout, whatever its id (`/karsilastir` has ids of its own: compare, compare-picker).
    if (!isUnder(routes, route, PUBLIC_LAYOUT_ID)) continue;
    const files = new Set<string>();
    for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
      for (const file of [at.module, ...(at.imports ?? [])]) if (!framework.has(file)) files.add(file);
    }
    const list = [...files].map((url) => ({ url, gzipBytes: gzipBytesOf(url) }));
    out.push({ route: route.id, files: list, pageCodeGzipBytes: list.reduce((sum, f) => sum + f.gzipBytes, 0) });
  }
  return out;
}

const PUBLIC_LAYOUT_ID = "routes/public/layout";

function isUnder(routes: Record<string, ManifestRoute>, route: ManifestRoute, ancestorId: string): boolean {
  for (
    let at = route.parentId ? routes[route.parentId] : undefined;
    at;
    at = at.parentId ? routes[at.parentId] : undefined
  ) {
    if (at.id === ancestorId) return true;
  }
  return false;
}

/** Files that only admin routes load, from the React Router manifest of the server build in `buildDir`. */
export async function adminOnlyFilesOf(buildDir: string): Promise<Set<string>> {
  const build = { assets: await manifestOf(buildDir) };
  const filesOf = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];
  const admin = new Set<string>();
  const shared = new Set<string>([build.assets.entry.module, ...build.assets.entry.imports]);
  for (const route of Object.values(build.assets.routes)) {
    for (const file of filesOf(route)) (route.id.startsWith("routes/admin/") ? admin : shared).add(file);
  }
  return new Set([...admin].filter((file) => !shared.has(file)));
}
