import { data, Link } from "react-router";
import { SEARCH_PATH } from "../../components/layout/nav-links.ts";
import { pageHref, readPageParam } from "../../components/layout/page-param.ts";
import { Pagination } from "../../components/layout/pagination.tsx";
import { LoadError, listLoadErrorText, loadFailureMessage } from "../../components/layout/route-error.tsx";
import { getServices } from "../../context.ts";
import type { Highlighted } from "../../features/search/highlight.ts";
import {
  SEARCH_KIND_PARAMS,
  SEARCH_MESSAGES,
  type SearchKindParam,
  searchKindOfParam,
} from "../../features/search/search-texts.ts";
import { type SearchGroup, searchSite } from "../../features/search/site-search.server.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { collapseSpaces, SEARCH_QUERY_MAX_LENGTH } from "../../utils/search-query.ts";
import { errorPageMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/search";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const url = new URL(request.url);
  const q = collapseSpaces(url.searchParams.get("q"));
  const kindParam = url.searchParams.get("tur");
  const kind = searchKindOfParam(kindParam);
  const state = { q, kind: kind ? (kindParam as SearchKindParam) : null };
  // Every answer with a query is the visitor's own: rendered for them, never stored (the page cache agrees).
  const headers = q ? NOT_STORED_HEADERS : undefined;
  if (q.length > SEARCH_QUERY_MAX_LENGTH) {
    return data({ ...state, q: "", error: SEARCH_MESSAGES.tooLong, words: [], groups: [] }, { status: 400, headers });
  }
  const result = await loadOrFail(logger, { log: "site araması yapılamadı", message: SEARCH_MESSAGES.failed }, () =>
    searchSite(db, { q, kind, page: readPageParam(url) }),
  );
  return data({ ...state, error: null, ...result }, { headers });
}

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site, SEARCH_MESSAGES.title);
  const title = loaderData.q
    ? `“${loaderData.q}” araması | ${site.siteName}`
    : `${SEARCH_MESSAGES.title} | ${site.siteName}`;
  // Result pages are for the visitor, not for search engines: never indexed, whatever the query.
  return seoMeta({ title, description: SEARCH_MESSAGES.description, path: SEARCH_PATH, noindex: true }, site);
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, kind, error, groups } = loaderData;
  const found = groups.some((group) => group.total > 0);
  return (
    <main className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-brand">{q ? `“${q}” için sonuçlar` : SEARCH_MESSAGES.title}</h1>
      <search aria-label={SEARCH_MESSAGES.landmark} className="mt-6 block">
        <form method="get" action={SEARCH_PATH} className="flex flex-wrap gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {SEARCH_MESSAGES.label}
          </label>
          <input
            id="search-page-q"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={SEARCH_QUERY_MAX_LENGTH}
            placeholder={SEARCH_MESSAGES.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "search-page-error" : undefined}
            className="min-w-0 flex-1 rounded-lg border border-slate-400 px-4 py-2.5"
          />
          <button
            type="submit"
            className="rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
          >
            {SEARCH_MESSAGES.submit}
          </button>
        </form>
      </search>
      {error ? (
        <p id="search-page-error" role="alert" className="mt-4 font-semibold text-red-700">
          {error}
        </p>
      ) : null}
      {!error && !q ? <p className="mt-6 text-slate-700">{SEARCH_MESSAGES.prompt}</p> : null}
      {!error && q && !found ? <p className="mt-6 text-slate-700">{SEARCH_MESSAGES.noResults(q)}</p> : null}
      {kind ? (
        <p className="mt-6">
          <Link to={pageHref(SEARCH_PATH, 1, { q })} className="font-semibold text-brand underline">
            {SEARCH_MESSAGES.allResults}
          </Link>
        </p>
      ) : null}
      {groups
        .filter((group) => group.total > 0)
        .map((group) => (
          <ResultGroup key={group.kind} group={group} q={q} paged={kind !== null} />
        ))}
    </main>
  );
}

function ResultGroup({ group, q, paged }: { group: SearchGroup; q: string; paged: boolean }) {
  const param = SEARCH_KIND_PARAMS[group.kind];
  const headingId = `sonuclar-${param}`;
  const count = SEARCH_MESSAGES.count(group.total, group.capped);
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold">
        {`${SEARCH_MESSAGES.groupHeading[group.kind]} (${count})`}
      </h2>
      <ul className="mt-4 space-y-4">
        {group.hits.map((hit) => (
          <li key={hit.href} className="rounded-xl bg-white p-4 shadow-sm">
            <Link to={hit.href} className="text-lg font-semibold text-brand hover:underline">
              <Marked text={hit.title} />
            </Link>
            {hit.meta ? <p className="text-sm text-slate-600">{hit.meta}</p> : null}
            {hit.text.length > 0 ? (
              <p className="mt-1 text-slate-700">
                <Marked text={hit.text} />
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {paged ? (
        <Pagination
          path={SEARCH_PATH}
          filters={{ q, tur: param }}
          page={group.page}
          pageCount={group.pageCount}
          className="mt-6"
        />
      ) : group.total > group.hits.length ? (
        <p className="mt-4">
          <Link to={pageHref(SEARCH_PATH, 1, { q, tur: param })} className="font-semibold text-brand underline">
            {SEARCH_MESSAGES.moreOfKind[group.kind](count)}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** Text with the matched words in <mark>; React escapes every piece. */
function Marked({ text }: { text: Highlighted }) {
  return (
    <>
      {text.map((piece, index) =>
        typeof piece === "string" ? (
          piece
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <mark key={index} className="rounded bg-accent/40 px-0.5 text-inherit">
            {piece.mark}
          </mark>
        ),
      )}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadError text={listLoadErrorText(loadFailureMessage(error, SEARCH_MESSAGES.failed))} />;
}
