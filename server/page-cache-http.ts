import { canonicalPage, PAGE_PARAM } from "../app/components/layout/page-param.ts";
import { ALERTS_PATH, ALERTS_SENT_PARAM } from "../app/features/alerts/public.ts";
import { isCountableView, type ViewCounter, viewedPostOf } from "../app/features/blog/view-counter.server.ts";
import { COMPARE_PARAM, COMPARE_PATH } from "../app/features/casinos/casino-compare.ts";
import { CONTACT_PATH, SENT_PARAM } from "../app/features/contact/public.ts";
import {
  CODE_OPTIONS,
  DEFAULT_SORT,
  DEPOSIT_OPTIONS,
  LIST_PARAMS,
  SORTS,
  WAGERING_OPTIONS,
} from "../app/features/promotions/promotion-list-params.ts";
import { viewedOfferOf } from "../app/features/statistics/public.server.ts";
import { CALCULATOR_PARAMS } from "../app/features/wagering/wagering.ts";
import { WAGERING_CALCULATOR_PATH } from "../app/features/wagering/wagering-offer.ts";
import { PER_ACCOUNT_TAG } from "../app/utils/cache-tags.ts";
import { routerPathOf } from "../app/utils/route-path.ts";
import { type CachedPage, chooseEncoding, matchesEtag } from "./page-cache.ts";
import { hasSignedSession, type SessionCookieSettings } from "./session-cookie.ts";

/** Paths that never come from the page cache: the back office, endpoints, redirects that count, files. */
const NEVER_CACHED = /^\/(?:admin|api|git|healthz|assets|uploads|img|__manifest)(?:\/|$)/;

/**
 * React Router's client navigations ask for a page's loader data at the page's path plus `.data` (`/_.data` for a
 * path ending in '/', the home page among them). Such an answer is the page's data: cached, keyed and refused like
 * the page itself.
 */
const DATA_SUFFIX = ".data";
const DATA_OF_SLASH = "_.data";
/** React Router's own parameter of a `.data` request: the loaders to run. Any value is rendered, never stored. */
const DATA_ROUTES_PARAM = "_routes";

/** The page a `.data` path is the data of, as React Router reads it; any other path is itself. */
function pagePathOf(pathname: string): string {
  if (pathname.endsWith(`/${DATA_OF_SLASH}`)) return pathname.slice(0, -DATA_OF_SLASH.length);
  return pathname.endsWith(DATA_SUFFIX) ? pathname.slice(0, -DATA_SUFFIX.length) : pathname;
}

/**
 * Takes a pathname without the query string. Compared as React Router matches (app/utils/route-path.ts), so that
 * `/ADMIN/…` is no public page either; a `.data` path is public when its page is.
 */
export function isPublicPagePath(pathname: string): boolean {
  return !NEVER_CACHED.test(routerPathOf(pagePathOf(pathname)));
}

/**
 * isPublicPagePath for the path of a cache key, which is canonical (CANONICAL_PATH: lowercase, nothing encoded, no
 * trailing slash), so React Router's form of it is itself: the same answer without routerPathOf's rewriting.
 */
export function isPublicKeyPath(pathname: string): boolean {
  return !NEVER_CACHED.test(pagePathOf(pathname));
}

/** What the page cache needs of the settings (pageCacheSettingsOf in server/app.ts makes it). */
export interface PageCacheSettings extends SessionCookieSettings {
  /** SITE_URL's origin: every cached page is rendered for it, whatever Host the request named. */
  siteOrigin: string;
}

/**
 * Whether a stored page must be rendered for this visitor instead of served. Every public page shows the same to
 * everyone, signed in or not, so a signed-in visitor gets the cached page too; only a page that declared it shows
 * something per account (PER_ACCOUNT_TAG) is rendered for a visitor with a session cookie the server signed. A
 * made-up cookie gets the cached page.
 */
export function mustRenderFor(
  page: Pick<CachedPage, "tags">,
  cookie: string | null | undefined,
  settings: SessionCookieSettings,
): boolean {
  return page.tags.includes(PER_ACCOUNT_TAG) && hasSignedSession(cookie, settings);
}

/** A known parameter's value as kept in the key; "" drops it (it means the default), null: the page is not cached. */
type Canonical = (value: string) => string | null;

/** The list routes' own rule (canonicalPage): what they read as page 1 any other way is rendered, never stored. */
const pageNumber: Canonical = (v) => (v === "" || v === "1" ? "" : canonicalPage(v) === null ? null : v);
const categorySlug: Canonical = (v) => (v === "" ? "" : /^[a-z0-9-]{1,80}$/.test(v) ? v : null);
/** Free text (a search) has no bounded set of values, and ?id= on /bonuslar is a redirect: rendered, never stored. */
const notCached: Canonical = (v) => (v.trim() === "" ? "" : null);
/**
 * routes/public/promotion-detail.tsx: ?yorum=eklendi thanks the visitor for a comment, ?yorum=bekliyor says it waits
 * for approval; other values mean nothing.
 */
const commentPosted: Canonical = (v) => (v === "eklendi" || v === "bekliyor" ? v : "");

/** A value the /bonuslar form offers; any other is rendered but not stored, so keys stay bounded. */
const offered =
  (values: readonly (string | number)[], fallback = ""): Canonical =>
  (v) =>
    v === "" || v === fallback ? "" : values.map(String).includes(v) ? v : null;

type QueryRules = ReadonlyMap<string, Canonical>;
const PROMOTION_LIST: QueryRules = new Map([
  ["id", notCached],
  [LIST_PARAMS.category, categorySlug],
  [LIST_PARAMS.q, notCached],
  [PAGE_PARAM, pageNumber],
  // Issue #14's filters and sort (app/features/promotions/promotion-list-params.ts).
  [LIST_PARAMS.casino, categorySlug],
  [LIST_PARAMS.paymentMethod, categorySlug],
  [LIST_PARAMS.maxWagering, offered(WAGERING_OPTIONS)],
  [LIST_PARAMS.maxDeposit, offered(DEPOSIT_OPTIONS)],
  [LIST_PARAMS.code, offered(Object.keys(CODE_OPTIONS))],
  [LIST_PARAMS.sort, offered(Object.keys(SORTS), DEFAULT_SORT)],
]);
const PAGED_LIST: QueryRules = new Map([[PAGE_PARAM, pageNumber]]);
const PROMOTION_PAGE: QueryRules = new Map([["yorum", commentPosted]]);
/**
 * The comparison picker's picks are redirected to the comparison's own address, and an empty pick (the submit
 * button sends `casino=`) is told to pick: rendered, never stored, even when empty.
 */
const COMPARE_PICKER: QueryRules = new Map([[COMPARE_PARAM, () => null]]);
/** The visitor's own figures have no bounded set of values: rendered for them, never stored. */
const WAGERING_CALCULATOR: QueryRules = new Map(Object.values(CALCULATOR_PARAMS).map((name) => [name, notCached]));
/** routes/public/contact.tsx: ?gonderildi=1 thanks the visitor, the same page for everyone; other values mean nothing. */
const CONTACT_PAGE: QueryRules = new Map([[SENT_PARAM, (v: string) => (v === "1" ? v : "")]]);
/** routes/public/alerts.tsx: ?gonderildi=1 says a sign-up's mail is on its way, the same page for everyone. */
const ALERTS_PAGE: QueryRules = new Map([[ALERTS_SENT_PARAM, (v: string) => (v === "1" ? v : "")]]);
/** The site search: any query is the visitor's own, so only the bare /ara (its empty form) is stored. */
const SITE_SEARCH: QueryRules = new Map([
  ["q", notCached],
  ["tur", notCached],
  [PAGE_PARAM, notCached],
]);
const NO_PARAMS: QueryRules = new Map();

/**
 * The query parameters each public route reads (grep searchParams in app/routes/public); keep in step with them.
 * Takes a canonical path (CANONICAL_PATH).
 */
function queryRulesOf(pathname: string): QueryRules {
  if (pathname === "/bonuslar") return PROMOTION_LIST;
  if (pathname === "/blog" || pathname === "/guvenilir-siteler") return PAGED_LIST;
  if (pathname === COMPARE_PATH) return COMPARE_PICKER;
  if (pathname === "/ara") return SITE_SEARCH;
  if (pathname === WAGERING_CALCULATOR_PATH) return WAGERING_CALCULATOR;
  if (pathname === CONTACT_PATH) return CONTACT_PAGE;
  if (pathname === ALERTS_PATH) return ALERTS_PAGE;
  if (/^\/(?:bonuslar\/[^/]+(?:\/[^/]+)?|promotion\/[^/]+)$/.test(pathname)) return PROMOTION_PAGE;
  return NO_PARAMS;
}

/**
 * Every public address is lowercase ASCII without a trailing slash (slugs, UUIDs): the other spellings React
 * Router would also match (`/BONUSLAR`, `/bonuslar/`, `%62`) are rendered but never stored, so they cannot fill
 * the cache either.
 */
const CANONICAL_PATH = /^\/$|^(?:\/[a-z0-9_~-][a-z0-9._~-]*)+$/;

/**
 * The cache key of a request's path and query, or null when the page must be rendered for this request alone.
 * The key is the path plus the parameters the route reads, in canonical form and sorted; tracking (utm_*, gclid,
 * fbclid…) and unknown parameters are dropped, and the page is rendered as if they were absent
 * (so `/?utm_source=x` is a hit on `/`). No host: cached pages are the configured site's.
 */
export function pageCacheKey(pathAndQuery: string): string | null {
  const mark = pathAndQuery.indexOf("?");
  const pathname = mark === -1 ? pathAndQuery : pathAndQuery.slice(0, mark);
  if (!CANONICAL_PATH.test(pathname)) return null;
  const pagePath = pagePathOf(pathname);
  // The data of a page at another spelling (`/bonuslar/_.data`) is that spelling's: rendered, never stored.
  if (pagePath !== pathname && !CANONICAL_PATH.test(pagePath)) return null;
  if (mark === -1) return pathname;
  const rules = queryRulesOf(pagePath);
  const isData = pagePath !== pathname;
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const [name, value] of new URLSearchParams(pathAndQuery.slice(mark + 1))) {
    if (isData && name === DATA_ROUTES_PARAM) return null;
    const canonical = rules.get(name)?.(value);
    if (canonical === undefined) continue;
    // Routes read the first of repeated parameters; rather than mirror that, such a request is not cached.
    if (canonical === null || seen.has(name)) return null;
    seen.add(name);
    if (canonical !== "") kept.push(`${name}=${encodeURIComponent(canonical)}`);
  }
  return kept.length === 0 ? pathname : `${pathname}?${kept.sort().join("&")}`;
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
 * A post's or an offer's page sent from the cache is a view like a rendered one (its loader counts those): design
 * §10; the offers' views feed the statistics screen.
 */
export function countCachedView(
  views: ViewCounter,
  page: CachedPage,
  method: string,
  header: (name: string) => string | null | undefined,
): void {
  if (page.tags.length === 0) return;
  const postId = viewedPostOf(page.tags);
  const offer = postId ? null : viewedOfferOf(page.tags);
  if ((postId || offer) && isCountableView(method, header)) {
    if (postId) views.add(postId);
    else if (offer) views.addOffer(offer.kind, offer.id);
  }
}
