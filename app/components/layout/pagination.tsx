import { Link } from "react-router";
import { scrollToTopSmoothly } from "./nav-links.ts";
import { pageHref } from "./page-param.ts";

/**
 * Previous / next links and the page position of a server-paged list at `path` (with its `filters` kept); plain
 * links, so it works without JavaScript. Renders nothing for a single page.
 */
export function Pagination({
  path,
  filters,
  page,
  pageCount,
  more = false,
  className = "mt-10",
}: {
  path: string;
  filters?: Readonly<Record<string, string | null>>;
  page: number;
  pageCount: number;
  /** The list was counted up to a cap and goes on past `pageCount` ("Sayfa 1 / 84+"). */
  more?: boolean;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  // A page past the end (an old link to a shrunken list) shows as the last one, which "previous" leads to.
  const current = Math.min(page, pageCount);
  const linkClass = "rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-brand hover:bg-slate-100";
  return (
    <nav aria-label="Sayfalar" className={`${className} flex items-center justify-center gap-3`}>
      {page > 1 ? (
        <Link
          to={pageHref(path, Math.min(page - 1, pageCount), filters)}
          rel="prev"
          className={linkClass}
          onClick={scrollToTopSmoothly}
        >
          Önceki sayfa
        </Link>
      ) : null}
      <span className="text-sm text-slate-600" aria-current="page">
        Sayfa {current} / {pageCount}
        {more ? "+" : ""}
      </span>
      {page < pageCount ? (
        <Link to={pageHref(path, page + 1, filters)} rel="next" className={linkClass} onClick={scrollToTopSmoothly}>
          Sonraki sayfa
        </Link>
      ) : null}
    </nav>
  );
}
