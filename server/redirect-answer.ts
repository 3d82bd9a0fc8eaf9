import type { IncomingMessage, ServerResponse } from "node:http";
import type { RedirectAnswer, RedirectTable } from "../app/features/redirects/redirect-table.server.ts";
import { CSP_HEADER, CSP_WITHOUT_INLINE_SCRIPTS } from "./content-security-policy.ts";
import { isPublicPagePath } from "./page-cache-http.ts";
import { securityHeadersFor } from "./security-headers.ts";

/** Redirects may be edited, so nobody keeps one long: browsers ask again, a CDN may hold it a minute. */
const REDIRECT_CACHE_CONTROL = "public, max-age=0, s-maxage=60";

/** The redirect for a GET or HEAD of a public address, or null; answered from memory, no database read. */
export function findRedirect(table: RedirectTable, method: string | undefined, url: string): RedirectAnswer | null {
  if (method !== "GET" && method !== "HEAD") return null;
  // Most sites have few or no redirects: then every request, a cache hit too, skips the path checks.
  if (table.isEmpty || !url.startsWith("/")) return null;
  const mark = url.indexOf("?");
  if (!isPublicPagePath(mark === -1 ? url : url.slice(0, mark))) return null;
  return table.answer(url);
}

/** The answer's headers: every security header, and a Location that is plain ASCII whatever the target holds. */
export function redirectHeaders(answer: RedirectAnswer, https: boolean): Record<string, string> {
  return {
    ...securityHeadersFor({ https }),
    [CSP_HEADER]: CSP_WITHOUT_INLINE_SCRIPTS,
    Location: answer.location.replace(/[^\x21-\x7e]/g, (ch) => encodeURIComponent(ch)),
    "Cache-Control": REDIRECT_CACHE_CONTROL,
    "Content-Length": "0",
  };
}

/** The redirect check at the Node `http` level, before the page cache: a map lookup, no database read. */
export function serveRedirect(
  table: RedirectTable,
  https: boolean,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const answer = findRedirect(table, req.method, req.url ?? "/");
  if (!answer) return false;
  res.writeHead(answer.status, redirectHeaders(answer, https));
  res.end();
  return true;
}
