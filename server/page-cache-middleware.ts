import type { Context, MiddlewareHandler } from "hono";
import type { ViewCounter } from "../app/features/blog/view-counter.server.ts";
import { ADMIN_PATH } from "../app/utils/admin-paths.ts";
import { CACHE_TAGS_HEADER, PER_ACCOUNT_TAG, parseCacheTags } from "../app/utils/cache-tags.ts";
import type { Logger } from "../app/utils/logger.server.ts";
import { isPathWithin } from "../app/utils/route-path.ts";
import { CSP_HEADER, CSP_WITHOUT_INLINE_SCRIPTS, cspWithHashes, hashNoncedScripts } from "./content-security-policy.ts";
import { type CachedPage, chooseEncoding, createCachedPage, type PageCache } from "./page-cache.ts";
import {
  answerFor,
  countCachedView,
  isPublicPagePath,
  mustRenderFor,
  type PageCacheSettings,
  pageCacheKey,
} from "./page-cache-http.ts";
import { isHttpsSite, securityHeadersFor } from "./security-headers.ts";
import { hasSignedSession } from "./session-cookie.ts";

/** What the server tells browsers and CDNs about a public page: revalidate at once, let a CDN hold it a minute. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
/** Pages for one visitor (signed in, or carrying a per-response nonce) must not be stored by anyone. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

export interface PageCacheVariables {
  /** The CSP nonce of the render, set by the React Router handler. */
  cspNonce: string;
  /** Set when a response already carries every security header (a cache answer): nothing to add. */
  headersComplete: boolean;
  /**
   * Set for a page that may be cached: the address to render, SITE_URL's origin plus the cache key, so the page
   * cannot depend on the Host header or on a parameter the key leaves out.
   */
  renderUrl: string;
}

type Env = { Variables: PageCacheVariables };

/** Pages, feeds and texts, and React Router's `.data` answers (a page's loader data, text/x-script). */
const STORABLE_TYPE = /^(?:text\/html|application\/xml|application\/rss\+xml|text\/plain|text\/x-script)\b/i;
const PAGE_OR_DATA_TYPE = /^(?:text\/html|text\/x-script)\b/i;
const HOP_OR_RECOMPUTED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "etag",
  "vary",
  "date",
  "x-cache",
  CACHE_TAGS_HEADER.toLowerCase(),
  CSP_HEADER.toLowerCase(),
]);

/**
 * Serves GET/HEAD requests for public pages (and their `.data`) from the page cache and fills it on a miss; sets the
 * Cache-Control of every page response (design §5). A signed-in visitor is served
 * the same stored page as anyone, except on a page that shows something per account (mustRenderFor).
 */
export function pageCacheMiddleware(options: {
  cache: PageCache;
  settings: PageCacheSettings;
  logger: Logger;
  /** Counts the blog views of cached answers (a rendered page's loader counts its own). */
  views?: ViewCounter;
  /** Told how each cacheable request was answered (metrics). */
  onAnswer?: ((state: "HIT" | "MISS") => void) | undefined;
}): MiddlewareHandler<Env> {
  const { cache, settings, logger, views, onAnswer } = options;
  const securityHeaders = securityHeadersFor({ https: isHttpsSite(settings.siteOrigin) });
  const filling = new Map<string, Promise<CachedPage | null>>();
  let fillsGeneration = cache.generation;

  return async (c, next) => {
    // The path as sent (Hono's c.req.path is decoded already): the guards decode it the way React Router does.
    const path = new URL(c.req.url).pathname;
    if (!isPublicPagePath(path)) {
      await next();
      if (isPathWithin(path, ADMIN_PATH) || (isPathWithin(path, "/api") && !c.res.headers.has("cache-control"))) {
        setHeader(c, "Cache-Control", "no-store");
      }
      return;
    }
    const method = c.req.method;
    const url = new URL(c.req.url);
    const key = pageCacheKey(`${url.pathname}${url.search}`);
    if ((method !== "GET" && method !== "HEAD") || key === null) {
      await next();
      answerPrivately(c);
      return;
    }
    c.set("renderUrl", `${settings.siteOrigin}${key}`);
    const cookie = c.req.header("cookie");
    if (fillsGeneration !== cache.generation) {
      // Content changed: later requests must not join renders that began before the change.
      filling.clear();
      fillsGeneration = cache.generation;
    }
    // Read the pending render synchronously: an await before filling.set() would let every waiter render too.
    const pending = filling.get(key);
    const cached = cache.get(key) ?? (pending ? await pending : null);
    if (cached && mustRenderFor(cached, cookie, settings)) {
      await next();
      answerPrivately(c);
      return;
    }
    if (cached) {
      if (views) countCachedView(views, cached, method, (name) => c.req.header(name));
      onAnswer?.("HIT");
      return answerFromCache(c, cached, "HIT");
    }
    onAnswer?.("MISS");
    if (method === "HEAD") {
      await next();
      answerPrivately(c);
      return;
    }

    const generation = cache.generation;
    if (hasSignedSession(cookie, settings)) {
      // Rendered with the visitor's session: nobody else waits for it, and it is stored only when the page turns
      // out to be the anonymous one (no per-account tag).
      await next();
      const page = await storePage(c, key, generation, { signedIn: true });
      if (page) return answerFromCache(c, page, "MISS");
      answerPrivately(c);
      return;
    }
    let settle: (page: CachedPage | null) => void = () => {};
    const fill = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    filling.set(key, fill);
    try {
      await next();
      const page = await storePage(c, key, generation, { signedIn: false });
      settle(page);
      if (page) return answerFromCache(c, page, "MISS");
      answerPrivately(c);
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (filling.get(key) === fill) filling.delete(key);
    }
  };

  async function storePage(
    c: Context<Env>,
    key: string,
    generation: number,
    visitor: { signedIn: boolean },
  ): Promise<CachedPage | null> {
    const response = c.res;
    if (!isStorable(response)) return null;
    const tags = parseCacheTags(response.headers.get(CACHE_TAGS_HEADER));
    if (visitor.signedIn && tags.includes(PER_ACCOUNT_TAG)) return null;
    const nonce = c.get("cspNonce") ?? "";
    let body = Buffer.from(await response.arrayBuffer());
    const headers = storedHeaders(response, securityHeaders);
    if (isHtml(response)) {
      const { html, hashes } = hashNoncedScripts(body.toString("utf8"), nonce);
      body = Buffer.from(html, "utf8");
      headers[CSP_HEADER] = cspWithHashes(hashes);
    } else {
      headers[CSP_HEADER] = response.headers.get(CSP_HEADER) ?? CSP_WITHOUT_INLINE_SCRIPTS;
    }
    headers["Cache-Control"] ??= PUBLIC_CACHE_CONTROL;
    const wanted = chooseEncoding(c.req.header("accept-encoding"));
    const page = await createCachedPage({ key, body, headers, now: cache.now(), tags }, wanted);
    if (!cache.set(key, page, generation)) logger.debug({ key }, "sayfa önbelleğe alınmadı: içerik değişti");
    return page;
  }
}

/** A page or page data the cache does not keep: no one else may store it either. */
function answerPrivately(c: Context<Env>): void {
  if (PAGE_OR_DATA_TYPE.test(c.res.headers.get("content-type") ?? "")) {
    setHeader(c, "Cache-Control", PRIVATE_CACHE_CONTROL);
  }
}

function answerFromCache(c: Context<Env>, page: CachedPage, state: "HIT" | "MISS"): void {
  const answer = answerFor(
    page,
    {
      method: c.req.method,
      acceptEncoding: c.req.header("accept-encoding"),
      ifNoneMatch: c.req.header("if-none-match"),
    },
    state,
  );
  c.set("headersComplete", true);
  // Clearing first stops Hono from copying the render's headers (its nonce CSP) into the cached answer.
  c.res = undefined;
  c.res = new Response(answer.body, { status: answer.status, headers: answer.headers });
}

function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  if (!STORABLE_TYPE.test(response.headers.get("content-type") ?? "")) return false;
  return !/\b(?:private|no-store)\b/i.test(response.headers.get("cache-control") ?? "");
}

function isHtml(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

function storedHeaders(response: Response, securityHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const headers: Record<string, string> = { ...securityHeaders };
  for (const [name, value] of response.headers) {
    if (HOP_OR_RECOMPUTED.has(name)) continue;
    headers[canonicalName(name)] = value;
  }
  return headers;
}

function canonicalName(name: string): string {
  return name.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase());
}

/** Sets a header, or removes it when the value is null. */
function setHeader(c: Context, name: string, value: string | null): void {
  const apply = (headers: Headers) => (value === null ? headers.delete(name) : headers.set(name, value));
  try {
    apply(c.res.headers);
  } catch {
    // Headers of a Response.redirect() are immutable: copy the response once.
    const copy = new Response(c.res.body, c.res);
    apply(copy.headers);
    c.res = undefined;
    c.res = copy;
  }
}
