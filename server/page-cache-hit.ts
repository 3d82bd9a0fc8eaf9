import type { IncomingMessage, ServerResponse } from "node:http";
import type { ViewCounter } from "../app/features/blog/view-counter.server.ts";
import { chooseEncoding, matchesEtag, type PageCache } from "./page-cache.ts";
import {
  countCachedView,
  isPublicKeyPath,
  mustRenderFor,
  type PageCacheSettings,
  pageCacheKey,
} from "./page-cache-http.ts";

type HitHeaders = Partial<
  Record<"accept-encoding" | "if-none-match" | "user-agent" | "sec-purpose" | "purpose" | "cookie", string | undefined>
>;

/** The request headers a hit reads (the cookie only for a page that shows something per account). */
const HIT_HEADERS = new Map<string, keyof HitHeaders>([
  ["accept-encoding", "accept-encoding"],
  ["if-none-match", "if-none-match"],
  ["user-agent", "user-agent"],
  ["sec-purpose", "sec-purpose"],
  ["purpose", "purpose"],
  ["cookie", "cookie"],
]);

/**
 * The page-cache hit at the Node `http` level, before Hono builds a Request: the key from `req.url`, a map lookup,
 * the entry's header list and bytes for the negotiated encoding, one writeHead and one end: Hono and the
 * Fetch Request cost a hit more CPU than the answer itself. Answers
 * exactly as the page cache middleware answers a hit; returns false for anything else, which goes on unchanged.
 */
export function serveFromPageCache(
  cache: PageCache,
  settings: PageCacheSettings,
  req: IncomingMessage,
  res: ServerResponse,
  views?: ViewCounter,
): boolean {
  const method = req.method;
  if (method !== "GET" && method !== "HEAD") return false;
  // null for any path not in canonical form (and for `*` or an absolute URL), which the cache never holds.
  const key = pageCacheKey(req.url ?? "");
  if (key === null) return false;
  const mark = key.indexOf("?");
  if (!isPublicKeyPath(mark === -1 ? key : key.slice(0, mark))) return false;
  const headers = hitHeadersOf(req.rawHeaders) ?? headersOf(req);
  const page = cache.get(key);
  if (!page || mustRenderFor(page, headers.cookie, settings)) return false;
  const encoding = chooseEncoding(headers["accept-encoding"]);
  const notModified = matchesEtag(headers["if-none-match"], page.hash);
  res.writeHead(notModified ? 304 : 200, (notModified ? page.notModifiedHeaderLists : page.headerLists)[encoding]);
  res.end(notModified || method === "HEAD" ? undefined : page.bodies[encoding]);
  if (views) countCachedView(views, page, method, (name) => headers[name as keyof HitHeaders]);
  return true;
}

/**
 * The headers a hit reads, straight from the parser's raw list: reading `req.headers` would build the whole header
 * object first. Null when the request carries one of these headers twice: then `req.headers` decides, with Node's
 * rules for joining repeated fields (cookies joined with '; ').
 */
function hitHeadersOf(raw: readonly string[]): HitHeaders | null {
  const headers: HitHeaders = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] ?? "";
    const field = HIT_HEADERS.get(name) ?? HIT_HEADERS.get(name.toLowerCase());
    if (field === undefined) continue;
    if (headers[field] !== undefined) return null;
    headers[field] = raw[i + 1];
  }
  return headers;
}

/** The slower reading, through Node's header object. */
function headersOf(req: IncomingMessage): HitHeaders {
  const all = req.headers;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return {
    "accept-encoding": all["accept-encoding"],
    "if-none-match": all["if-none-match"],
    "user-agent": all["user-agent"],
    "sec-purpose": first(all["sec-purpose"]),
    purpose: first(all.purpose),
    cookie: all.cookie,
  };
}
