/**
 * Where a paged list stands: a page past the end gives the last page, and one below 1 or not a whole number the
 * first, so an old or edited address still shows a page rather than an error.
 */
export function pageWindow(
  total: number,
  requested: number,
  pageSize: number,
): { page: number; pageCount: number; offset: number } {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount);
  return { page, pageCount, offset: (page - 1) * pageSize };
}

/**
 * How to read a page of `total` rows from the end nearer to it: past the middle, the page is the first rows of the
 * list in the opposite order, skipped from the far end (`offset` rows), `limit` of them, to be put back in order.
 * An index serves the first pages of either order at once, so the last page costs what the first does and no page
 * skips more than half the list. Only for an order whose every term flips with the direction (the id included).
 */
export function nearerEnd(
  total: number,
  offset: number,
  pageSize: number,
): { reversed: boolean; offset: number; limit: number } {
  const onPage = Math.max(0, Math.min(pageSize, total - offset));
  const fromEnd = total - offset - onPage;
  return fromEnd < offset
    ? { reversed: true, offset: fromEnd, limit: onPage }
    : { reversed: false, offset, limit: pageSize };
}
