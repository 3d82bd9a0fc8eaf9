/**
 * A page tells the page cache (server/page-cache-middleware.ts) what it shows besides site-wide content, so a change
 * to that alone drops only the pages that show it. The header never leaves the server.
 */
export const CACHE_TAGS_HEADER = "X-Cache-Tags";

/** The comments of one promotion: only that promotion's page lists them. */
export function promotionCommentsTag(promotionId: string): string {
  return `comments:${promotionId.toLowerCase()}`;
}

/**
 * The opt-out of a page that shows something per account (none does yet): the page cache then serves the stored,
 * anonymous copy to anonymous visitors only and renders the page for each visitor with a session, never storing
 * that render. Every other public page is the same for everyone, so signed-in visitors get it from the cache.
 */
export const PER_ACCOUNT_TAG = "per-account";

export function parseCacheTags(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * A list page at an address that is not its own (a page past the end, an unknown category) is rendered but never
 * stored: otherwise made-up addresses could fill the page cache and push real pages out.
 */
export const NOT_STORED_HEADERS: Readonly<Record<string, string>> = { "Cache-Control": "private, no-store" };

/** A route's `headers` export: hands its loader's Cache-Control, if any, to the page's response. */
export function loaderCacheControl({ loaderHeaders }: { loaderHeaders: Headers }): Record<string, string> {
  const cacheControl = loaderHeaders.get("Cache-Control");
  return cacheControl ? { "Cache-Control": cacheControl } : {};
}
