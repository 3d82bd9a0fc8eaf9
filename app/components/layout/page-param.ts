/** The query parameter of list pages: /blog?sayfa=2. */
export const PAGE_PARAM = "sayfa";

/** The highest page an address may name; it also bounds the page cache's keys (server/page-cache-http.ts). */
export const MAX_PAGE = 9999;

/**
 * The page a parameter names when it is written canonically ("2"; never "02", "2abc", "0", "-1" or past MAX_PAGE),
 * else null. The one rule for list routes and the page cache key, so both read an address the same way.
 */
export function canonicalPage(raw: string | null | undefined): number | null {
  return raw != null && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}

/** The requested page number; anything that is not a canonical page number means page 1 (never an error). */
export function readPageParam(url: URL): number {
  return canonicalPage(url.searchParams.get(PAGE_PARAM)) ?? 1;
}

/**
 * The address of page `page` of a list at `path`, keeping the list's filters (empty ones left out); page 1 has no
 * page parameter, so every state of a list has one address.
 */
export function pageHref(path: string, page: number, filters: Readonly<Record<string, string | null>> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
