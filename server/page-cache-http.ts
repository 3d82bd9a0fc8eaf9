import type { IncomingMessage, ServerResponse } from "node:http";
import { routerPathOf } from "../app/utils/route-path.ts";
import { type CachedPage, chooseEncoding, matchesEtag, type PageCache } from "./page-cache.ts";

/** Paths that never come from the page cache: the back office, endpoints, redirects that count, files. */
const NEVER_CACHED = /^\/(?:admin|api|git|healthz|assets|uploads)(?:\/|$)/;

/** Compared as React Router matches (app/utils/route-path.ts), so that `/ADMIN/…` is no public page either. */
export function isPublicPagePath(pathname: string): boolean {
  return !NEVER_CACHED.test(routerPathOf(pathname));
}

/** A visitor with a session (better-auth's cookie, `__Secure-` or not) or credentials sees pages made for them. */
export function isSignedIn(cookie: string | null | undefined, authorization: string | null | undefined): boolean {
  return (cookie ?? "").includes("session_token") || Boolean(authorization);
}

/** The cache key: host, path and query. The host keeps a forged Host header from reaching other visitors. */
export function cacheKeyOf(url: URL): string {
  return `${url.host}${url.pathname}${url.search}`;
}

export interface CacheAnswer {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  body: Uint8Array<ArrayBuffer> | null;
}

/** The stored bytes in the encoding the client accepts, or a 304 when its copy is current. */
export function answerFor(
  page: CachedPage,
  request: { method: string; acceptEncoding: string | null | undefined; ifNoneMatch: string | null | undefined },
  state: "HIT" | "MISS",
): CacheAnswer {
  const encoding = chooseEncoding(request.acceptEncoding);
  const notModified = matchesEtag(request.ifNoneMatch, page.hash);
  const stored = notModified ? page.notModifiedHeaders[encoding] : page.headers[encoding];
  return {
    status: notModified ? 304 : 200,
    headers: state === "HIT" ? stored : { ...stored, "X-Cache": "MISS" },
    body: notModified || request.method === "HEAD" ? null : page.bodies[encoding],
  };
}

/**
 * The hit path at the Node `http` level, before Hono builds a Request: a cached page costs a map lookup and one
 * write, which is what keeps it near a bare server (design §5). Returns false when the request must go on.
 */
export function serveFromPageCache(cache: PageCache, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const query = url.indexOf("?");
  if (!url.startsWith("/") || !isPublicPagePath(query === -1 ? url : url.slice(0, query))) return false;
  if (isSignedIn(req.headers.cookie, req.headers.authorization)) return false;
  const page = cache.get(`${req.headers.host ?? ""}${url}`);
  if (!page) return false;
  const answer = answerFor(
    page,
    { method: req.method, acceptEncoding: req.headers["accept-encoding"], ifNoneMatch: req.headers["if-none-match"] },
    "HIT",
  );
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
  return true;
}
