import { data, isRouteErrorResponse, Link } from "react-router";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import {
  LoadError,
  listLoadErrorText,
  loadFailureMessage,
  NotFoundScreen,
} from "../../components/layout/route-error.tsx";
import { deferred } from "../../components/ui/deferred.tsx";
import { Picture } from "../../components/ui/lazy-image.tsx";
import { OutboundLink } from "../../components/ui/preview-mode.tsx";
import { SanitisedHtml } from "../../components/ui/sanitised-html.tsx";
import { getServices } from "../../context.ts";
import { isCountableView } from "../../features/blog/view-counter.server.ts";
import { COMPARE_PARAM, COMPARE_PATH } from "../../features/casinos/casino-compare.ts";
import { type CasinoPageData, loadCasinoPage } from "../../features/casinos/casino-page.server.ts";
import { casinoPath, casinoVisitPath } from "../../features/casinos/casino-paths.ts";
import { RatingBadge } from "../../features/casinos/components/rating-badge.tsx";
import { withImageSrcSets } from "../../features/media/public.server.ts";
import { loadFallbackKeywords } from "../../features/seo/seo.server.ts";
import { offerViewTag } from "../../features/statistics/public.server.ts";
import { CACHE_TAGS_HEADER } from "../../utils/cache-tags.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { absoluteUrl, breadcrumbJsonLd, detailErrorMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/casino-detail";

// Below the fold: their code comes after the page's own (issue #12); the server's HTML holds them whole.
const CasinoFactSections = deferred(() =>
  import("../../features/casinos/components/casino-facts.tsx").then((module) => module.CasinoFactSections),
);
const CasinoPromotionList = deferred(() =>
  import("../../features/casinos/components/casino-promotion-list.tsx").then((module) => module.CasinoPromotionList),
);

const NOT_FOUND_TITLE = "Casino site bulunamadı";
/** Spec 1 §8: the two reasons a casino page has nothing to show. */
const NOT_FOUND_REASON = { unknown: "Casino bulunamadı", invalid: "Geçersiz casino URL" } as const;
const LOAD_FAILED = "Failed to load casinos";
/** A slug is lowercase ASCII words and hyphens (spec 1 §5); anything else cannot be one of ours. */
const PLAUSIBLE_KEY = /^[\p{L}\p{N}-]{1,200}$/u;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, logger } = services;
  const key = params.idOrSlug;
  if (!PLAUSIBLE_KEY.test(key)) throw data({ reason: NOT_FOUND_REASON.invalid }, { status: 404 });
  const [page, keywords] = await Promise.all([
    loadOrFail(logger, { log: "casino yüklenemedi", message: LOAD_FAILED }, () => loadCasinoPage(db, key)),
    loadFallbackKeywords(services),
  ]);
  if (!page) throw data({ reason: NOT_FOUND_REASON.unknown }, { status: 404 });
  // A view of the casino's page for 'İstatistikler'; from the page cache, the cache counts it by the tag.
  if (isCountableView(request.method, (name) => request.headers.get(name)))
    services.views.addOffer("casino", page.casino.id);
  return data(await withImageSrcSets(services, { ...page, keywords }), {
    headers: { [CACHE_TAGS_HEADER]: offerViewTag("casino", page.casino.id) },
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const tags = loaderHeaders.get(CACHE_TAGS_HEADER);
  return tags ? { [CACHE_TAGS_HEADER]: tags } : {};
}

/** The page's place on the site, for the visible trail and its structured data alike. */
function trailOf(casino: { name: string; slug: string }): [string, string][] {
  return [
    ["Anasayfa", "/"],
    ["Güvenilir Siteler", "/guvenilir-siteler"],
    [casino.name, casinoPath(casino)],
  ];
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return detailErrorMeta(site, error, NOT_FOUND_TITLE);
  const { casino, summary, keywords } = loaderData;
  const path = casinoPath(casino);
  return seoMeta(
    {
      title: `${casino.name} İnceleme, Bonuslar ve Promosyonlar | ${site.siteName}`,
      keywords,
      description: summary || `${casino.name} hakkında bilgiler ve güncel bonus ve promosyonları.`,
      path,
      image: casino.logoUrl,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Organization",
          name: casino.name,
          url: casino.url,
          ...(casino.logoUrl ? { logo: absoluteUrl(site.siteUrl, casino.logoUrl) } : {}),
          ...(summary ? { description: summary } : {}),
        },
        breadcrumbJsonLd(site.siteUrl, trailOf(casino)),
      ],
    },
    site,
  );
}

export default function CasinoDetailPage({ loaderData }: Route.ComponentProps) {
  return <CasinoDetailView {...loaderData} />;
}

/** The casino page itself, also shown by the admin's signed preview. */
export function CasinoDetailView({ casino, details, facts, promotions }: CasinoPageData) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs trail={trailOf(casino)} />

      <section className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-col items-start gap-5 sm:flex-row">
          {casino.logoUrl ? (
            <Picture
              src={casino.logoUrl}
              alt={`${casino.name} logosu`}
              width={128}
              height={128}
              className="h-28 w-28 rounded-2xl"
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-extrabold sm:text-3xl">{casino.name}</h1>
            <div className="mt-2">
              <RatingBadge rating={casino.rating} />
            </div>
            <div className="mt-4 flex flex-wrap gap-3">
              <OutboundLink
                href={casinoVisitPath(casino)}
                className="inline-block rounded-lg bg-accent px-5 py-3 font-bold text-ink hover:bg-amber-300"
              >
                Siteyi Ziyaret Et<span className="sr-only"> (yeni sekmede açılır)</span>
              </OutboundLink>
              <Link
                to={`${COMPARE_PATH}?${COMPARE_PARAM}=${encodeURIComponent(casino.slug)}`}
                className="inline-block rounded-lg border border-slate-300 px-5 py-3 font-bold text-slate-700 hover:border-brand hover:text-brand"
              >
                Karşılaştır
              </Link>
            </div>
          </div>
        </div>
        {casino.description ? <SanitisedHtml html={casino.description} className="mt-6 text-slate-700" /> : null}
        <CasinoFactSections details={details} facts={facts} overall={casino.rating} />
      </section>

      <section aria-labelledby="casino-promotions-heading" className="mt-10">
        <h2 id="casino-promotions-heading" className="text-2xl font-extrabold">
          {casino.name} Promosyonları
        </h2>
        {promotions.length === 0 ? (
          <p className="mt-4 text-slate-600">Bu casino sitesi için henüz promosyon bulunmuyor</p>
        ) : (
          <CasinoPromotionList promotions={promotions} />
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const reason = typeof error.data?.reason === "string" ? error.data.reason : NOT_FOUND_REASON.unknown;
    return <NotFoundScreen title={NOT_FOUND_TITLE} detail={reason} backTo="/" backLabel="Ana sayfaya dön" />;
  }
  return <LoadError text={listLoadErrorText(loadFailureMessage(error, LOAD_FAILED))} />;
}
