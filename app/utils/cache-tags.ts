/**
 * A page tells the page cache (server/page-cache-middleware.ts) what it shows besides site-wide content, so a change
 * to that alone drops only the pages that show it. The header never leaves the server.
 */
export const CACHE_TAGS_HEADER = "X-Cache-Tags";

/** The comments of one promotion: only that promotion's page lists them. */
export function promotionCommentsTag(promotionId: string): string {
  return `comments:${promotionId.toLowerCase()}`;
}

export function parseCacheTags(value: string | null | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}
