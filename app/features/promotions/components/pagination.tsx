import { Link } from "react-router";

/** Server-side pages of a list: previous and next links and where we are. Renders nothing for a single page. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const linkClass =
    "rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold hover:border-brand hover:text-brand";
  return (
    <nav aria-label="Sayfalar" className="mt-8 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(Math.min(page - 1, pageCount))} rel="prev" className={linkClass}>
          Önceki
        </Link>
      ) : null}
      <span className="text-sm text-slate-600" aria-current="page">
        Sayfa {Math.min(page, pageCount)} / {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} rel="next" className={linkClass}>
          Sonraki
        </Link>
      ) : null}
    </nav>
  );
}
