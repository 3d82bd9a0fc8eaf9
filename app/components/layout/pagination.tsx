import { Link } from "react-router";
import { scrollToTopSmoothly } from "./nav-links.ts";
import { pageHref } from "./page-param.ts";

/** Previous / next links and the page position; plain links, so it works without JavaScript. */
export function Pagination({ path, page, pageCount }: { path: string; page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  const linkClass = "rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-brand hover:bg-slate-100";
  return (
    <nav aria-label="Sayfalar" className="mt-10 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={pageHref(path, page - 1)} rel="prev" className={linkClass} onClick={scrollToTopSmoothly}>
          Önceki sayfa
        </Link>
      ) : null}
      <span className="text-sm text-slate-600" aria-current="page">
        Sayfa {page} / {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={pageHref(path, page + 1)} rel="next" className={linkClass} onClick={scrollToTopSmoothly}>
          Sonraki sayfa
        </Link>
      ) : null}
    </nav>
  );
}
