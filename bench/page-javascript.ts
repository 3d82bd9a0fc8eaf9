import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

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

/**
 * React, React DOM and React Router: the client entry and the chunks it imports, which every page loads before any
 * route code (about 102–109 KB gzipped). What a page loads beyond these is its own code.
 */
export async function frameworkFilesOf(buildDir: string): Promise<Set<string>> {
  const { entry } = await manifestOf(buildDir);
  return new Set([entry.module, ...entry.imports]);
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
