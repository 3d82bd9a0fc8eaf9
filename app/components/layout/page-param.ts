/** The query parameter of list pages: /blog?sayfa=2. */
export const PAGE_PARAM = "sayfa";

/** The requested page number; anything that is not a plain positive integer means page 1 (never an error). */
export function readPageParam(url: URL): number {
  const raw = url.searchParams.get(PAGE_PARAM) ?? "";
  if (!/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** The address of page `page` of a list at `path`; page 1 has no parameter, so it has one canonical URL. */
export function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?${PAGE_PARAM}=${page}`;
}
