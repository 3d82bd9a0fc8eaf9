import { data, isRouteErrorResponse, Link } from "react-router";
import { LoadError, listLoadErrorText, NotFoundScreen } from "../../components/layout/route-error.tsx";
import { getServices } from "../../context.ts";
import { RankedItemCard } from "../../features/ranked-lists/components/ranked-item-card.tsx";
import { RANKED_LISTS_PATH, rankedListPath } from "../../features/ranked-lists/ranked-list-paths.ts";
import { findRankedList } from "../../features/ranked-lists/ranked-lists.server.ts";
import { formatDate } from "../../utils/format.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { absoluteUrl, breadcrumbJsonLd, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/ranked-list";

const NOT_FOUND_TITLE = "Liste bulunamadı";
const LOAD_FAILED = "Liste yüklenirken bir hata oluştu";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const list = await loadOrFail(logger, { log: "sıralı liste yüklenemedi", message: LOAD_FAILED }, () =>
    findRankedList(db, params.slug),
  );
  if (!list) throw data({ reason: "Bu liste yayında değil ya da adresi değişmiş olabilir." }, { status: 404 });
  return { list, summary: list.seoDescription || htmlToText(list.intro, 160) };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: `${notFound ? NOT_FOUND_TITLE : "Bir hata oluştu"} | ${site.siteName}` },
      { name: "robots", content: "noindex, follow" },
    ];
  }
  const { list, summary } = loaderData;
  const path = rankedListPath(list);
  return seoMeta(
    {
      title: `${list.seoTitle || list.title} | ${site.siteName}`,
      description: summary || `${list.title}: sıraladığımız siteler ve bonuslar.`,
      path,
      jsonLd: [
        // Google's summary-page list: each place links to its own page on this site; no review markup.
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: list.title,
          numberOfItems: list.items.length,
          itemListElement: list.items.map((item) => ({
            "@type": "ListItem",
            position: item.position,
            url: absoluteUrl(site.siteUrl, item.href),
          })),
        },
        breadcrumbJsonLd(site.siteUrl, [
          ["Anasayfa", "/"],
          ["Listeler", RANKED_LISTS_PATH],
          [list.title, path],
        ]),
      ],
    },
    site,
  );
}

export default function RankedListPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <nav aria-label="Sayfa yolu" className="text-sm text-slate-500">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:text-brand">
              Anasayfa
            </Link>{" "}
            /
          </li>
          <li>
            <Link to={RANKED_LISTS_PATH} className="hover:text-brand">
              Listeler
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="text-slate-700">
            {list.title}
          </li>
        </ol>
      </nav>
      <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{list.title}</h1>
      {list.reviewedAt ? (
        <p className="mt-2 text-sm text-slate-600">
          Son inceleme: <time dateTime={list.reviewedAt}>{formatDate(list.reviewedAt)}</time>
        </p>
      ) : null}
      {list.intro ? (
        <div
          className="prose-content mt-4 text-slate-700"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText in findRankedList
          dangerouslySetInnerHTML={{ __html: list.intro }}
        />
      ) : null}
      {list.items.length === 0 ? (
        <p className="mt-8 text-slate-600">Bu listede şu anda gösterilecek öğe yok.</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {list.items.map((item) => (
            <li key={`${item.kind}:${item.href}`}>
              <RankedItemCard item={item} />
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const reason = typeof error.data?.reason === "string" ? error.data.reason : undefined;
    return (
      <NotFoundScreen
        title={NOT_FOUND_TITLE}
        detail={reason ?? "Bu liste bulunamadı."}
        backTo={RANKED_LISTS_PATH}
        backLabel="Tüm listelere dön"
      />
    );
  }
  const message = isRouteErrorResponse(error) && error.data?.message ? String(error.data.message) : LOAD_FAILED;
  return <LoadError text={listLoadErrorText(message)} />;
}
