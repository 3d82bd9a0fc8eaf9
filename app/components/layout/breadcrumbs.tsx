import { Link } from "react-router";

/**
 * The visible trail of a detail page ('Sayfa yolu'): `[label, path]` pairs, as `breadcrumbJsonLd` takes them, the
 * last being the page itself (not a link).
 */
export function Breadcrumbs(props: { trail: ReadonlyArray<readonly [label: string, path: string]> }) {
  const last = props.trail.length - 1;
  return (
    <nav aria-label="Sayfa yolu" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {props.trail.map(([label, path], index) =>
          index === last ? (
            <li key={path} aria-current="page" className="max-w-full truncate text-slate-800">
              {label}
            </li>
          ) : (
            <li key={path}>
              <Link to={path} className="hover:text-brand hover:underline">
                {label}
              </Link>
              <span aria-hidden="true"> / </span>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
