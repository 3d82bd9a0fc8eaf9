import { data, isRouteErrorResponse } from "react-router";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import {
  LoadError,
  listLoadErrorText,
  loadFailureMessage,
  NotFoundScreen,
} from "../../components/layout/route-error.tsx";
import { getServices } from "../../context.ts";
import { withImageSrcSets } from "../../features/media/public.server.ts";
import { RankedItemCard } from "../../features/ranked-lists/components/ranked-item-card.tsx";
import { RANKED_LISTS_PATH, rankedListPath } from "../../features/ranked-lists/ranked-list-paths.ts";
import { findRankedList } from "../../features/ranked-lists/ranked-lists.server.ts";
import { loadFallbackKeywords } from "../../features/seo/seo.server.ts";
import { formatDate } from "../../utils/format.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { absoluteUrl, breadcrumbJsonLd, detailErrorMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/ranked-list";

const NOT_FOUND_TITLE = "Liste bulunamadı";
const LOAD_FAILED = "Liste yüklenirken bir hata oluştu";

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, logger } = services;
  const [list, keywords] = await Promise.all([
    loadOrFail(logger, { log: "sıralı liste yüklenemedi", message: LOAD_FAILED }, () =>
      findRankedList(db, params.slug),
    ),
    loadFallbackKeywords(services),
  ]);
  if (!list) throw data({ reason: "Bu liste yayında değil ya da adresi değişmiş olabilir." }, { status: 404 });
  return withImageSrcSets(services, {
    list,
    summary: list.seoDescription || htmlToText(list.intro, 160),
    keywords,
  });
}

/** The page's place on the site, for the visible trail and its structured data alike. */
function trailOf(list: { title: string; slug: string }): [string, string][] {
  return [
    ["Anasayfa", "/"],
    ["Listeler", RANKED_LISTS_PATH],
    [list.title, rankedListPath(list)],
  ];
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return detailErrorMeta(site, error, NOT_FOUND_TITLE);
  const { list, summary, keywords } = loaderData;
  return seoMeta(
    {
      title: `${list.seoTitle || list.title} | ${site.siteName}`,
      keywords,
      description: summary || `${list.title}: sıraladığımız siteler ve bonuslar.`,
      path: rankedListPath(list),
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
        breadcrumbJsonLd(site.siteUrl, trailOf(list)),
      ],
    },
    site,
  );
}

export default function RankedListPage({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs trail={trailOf(list)} />
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
  return <LoadError text={listLoadErrorText(loadFailureMessage(error, LOAD_FAILED))} />;
}
