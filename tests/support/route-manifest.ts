import { readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";

const APP_DIR = path.resolve(import.meta.dirname, "../../app");
const GUARD_LAYOUTS = new Set(["routes/admin/layout.tsx", "routes/resources/admin-api-guard.ts"]);

export interface ManifestRoute {
  /** The path pattern without the leading slash, e.g. "admin/casinos/edit/:id"; "" is the home page. */
  path: string;
  /** The route module, relative to app/. */
  file: string;
  /** Whether one of the admin guard layouts is a parent. */
  guarded: boolean;
  /** Names of the dynamic segments, in order (":id" → "id"); "*" is a splat. */
  params: string[];
  /** Whether the module (or a helper it imports from its own folder) exports an action. */
  hasAction: boolean;
  /** The module's source plus that of the helpers next to it that it imports: what the fuzz reads field names from. */
  source: string;
}

/** Every route of app/routes.ts with its full path pattern, so a new route is covered without editing a test. */
export function listManifestRoutes(): ManifestRoute[] {
  return flatten(routes);
}

function flatten(entries: RouteConfigEntry[], parentPath = "", guarded = false): ManifestRoute[] {
  return entries.flatMap((entry) => {
    const own = [parentPath, entry.path ?? ""].filter(Boolean).join("/");
    const underGuard = guarded || GUARD_LAYOUTS.has(entry.file);
    const self: ManifestRoute[] =
      entry.path !== undefined || entry.index ? [describeRoute(own, entry.file, underGuard)] : [];
    return [...self, ...flatten(entry.children ?? [], own, underGuard)];
  });
}

function describeRoute(routePath: string, file: string, guarded: boolean): ManifestRoute {
  const source = moduleSource(file);
  const params = routePath
    .split("/")
    .filter((segment) => segment.startsWith(":") || segment === "*")
    .map((segment) => segment.replace(/^:/, "").replace(/\?$/, ""));
  return {
    path: routePath,
    file,
    guarded,
    params,
    // Either form a route exports an action in: a function, or a const made by a shared kit (admin-list-route).
    hasAction: /^export (?:async function action\b|const action\s*=)/m.test(source),
    source,
  };
}

/**
 * The route module and the server modules it imports (a save action beside it, a shared list action in app/utils):
 * where a route's form fields and intents are read, even when the route only delegates.
 */
function moduleSource(file: string): string {
  const fullPath = path.join(APP_DIR, file);
  const source = readFileSync(fullPath, "utf8");
  const helpers = [...source.matchAll(/from "(\.\.?\/[\w./-]+\.server\.ts)"/g)].map((m) =>
    readFileSync(path.resolve(path.dirname(fullPath), m[1] ?? ""), "utf8"),
  );
  return [source, ...helpers].join("\n");
}

/** Form field names the module reads: `form.get("x")`, `form?.get("x")`, `textOf(form, "x")`. */
export function formFieldNamesIn(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/(?:form\??\.get\(|textOf\(form,\s*)"(\w+)"/g)) names.add(match[1] ?? "");
  names.delete("");
  return [...names];
}

/** The values an `intent` field is compared with (`intent === "delete"`, `get("intent") === "publish-now"`). */
export function intentsIn(source: string): string[] {
  const intents = new Set<string>();
  for (const match of source.matchAll(/intent"?\)?\s*[!=]==\s*"([\w-]+)"/g)) intents.add(match[1] ?? "");
  intents.delete("");
  return [...intents];
}

/** Query parameters the module reads with `searchParams.get("x")`. */
export function queryNamesIn(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/searchParams\.get\("(\w+)"\)|params\.get\("(\w+)"\)/g)) {
    names.add(match[1] ?? match[2] ?? "");
  }
  names.delete("");
  return [...names];
}
