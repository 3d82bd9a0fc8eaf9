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
