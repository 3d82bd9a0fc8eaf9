import { data, isRouteErrorResponse, Link } from "react-router";
import { LoadError, listLoadErrorText, NotFoundScreen } from "../../components/layout/route-error.tsx";
import { getServices } from "../../context.ts";
import { casinoFactsByIds } from "../../features/casinos/casino-facts.server.ts";
import { casinoPath, casinoVisitPath } from "../../features/casinos/casino-paths.ts";
import { listCasinoPromotions } from "../../features/casinos/casino-promotions.server.ts";
import { findCasino } from "../../features/casinos/casinos.server.ts";
import {
  casinoFactRows,
  FactTable,
  PaymentMethodList,
  ProsAndCons,
  RatingBreakdown,
} from "../../features/casinos/components/casino-facts.tsx";
import { CasinoPromotionList } from "../../features/casinos/components/casino-promotion-list.tsx";
import { RatingBadge } from "../../features/casinos/components/rating-badge.tsx";
import type { Db } from "../../utils/db.server.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { sanitizeRichText } from "../../utils/sanitize-html.server.ts";
import { absoluteUrl, breadcrumbJsonLd, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/casino-detail";

const NOT_FOUND_TITLE = "Casino site bulunamadı";
/** Spec 1 §8: the two reasons a casino page has nothing to show. */
const NOT_FOUND_REASON = { unknown: "Casino bulunamadı", invalid: "Geçersiz casino URL" } as const;
const LOAD_FAILED = "Failed to load casinos";
/** A slug is lowercase ASCII words and hyphens (spec 1 §5); anything else cannot be one of ours. */
const PLAUSIBLE_KEY = /^[\p{L}\p{N}-]{1,200}$/u;

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, logger } = getServices(context);
  const key = params.idOrSlug;
  if (!PLAUSIBLE_KEY.test(key)) throw data({ reason: NOT_FOUND_REASON.invalid }, { status: 404 });
  const page = await loadOrFail(logger, { log: "casino yüklenemedi", message: LOAD_FAILED }, () =>
    loadCasinoPage(db, key),
  );
  if (!page) throw data({ reason: NOT_FOUND_REASON.unknown }, { status: 404 });
  return page;
}

async function loadCasinoPage(db: Db, key: string) {
  const casino = await findCasino(db, key);
  if (!casino) return null;
  const [promotions, factsById] = await Promise.all([
    listCasinoPromotions(db, casino.id),
    casinoFactsByIds(db, [casino.id]),
  ]);
  const description = sanitizeRichText(casino.description);
  const facts = factsById.get(casino.id) ?? null;
  const factRows = facts ? casinoFactRows(facts) : [];
  return {
    casino: { ...casino, description },
    summary: htmlToText(description, 160),
    // Issue #14: the structured facts replace the free-text details once a casino has any.
    details: factRows.length > 0 ? factRows : splitDetails(casino.details),
    facts,
    promotions,
  };
}

/** The details field is plain text such as "Kuruluş: 2017 · Minimum yatırım: 100 TL"; each part becomes a row. */
function splitDetails(details: string | null): Array<{ label: string | null; value: string }> {
  if (!details) return [];
  return details
    .split(/\s*[·\n]\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf(":");
      return at > 0 && at < 40
        ? { label: part.slice(0, at).trim(), value: part.slice(at + 1).trim() }
        : { label: null, value: part };
    });
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
  const { casino, summary } = loaderData;
  const path = casinoPath(casino);
  return seoMeta(
    {
      title: `${casino.name} İnceleme, Bonuslar ve Promosyonlar | ${site.siteName}`,
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
        breadcrumbJsonLd(site.siteUrl, [
          ["Anasayfa", "/"],
          ["Güvenilir Siteler", "/guvenilir-siteler"],
          [casino.name, path],
        ]),
      ],
    },
    site,
  );
}

export default function CasinoDetailPage({ loaderData }: Route.ComponentProps) {
  const { casino, details, facts, promotions } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <nav aria-label="Sayfa yolu" className="text-sm text-slate-500">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:text-brand">
              Anasayfa
            </Link>{" "}
            /
          </li>
          <li>
            <Link to="/guvenilir-siteler" className="hover:text-brand">
              Güvenilir Siteler
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="text-slate-700">
            {casino.name}
          </li>
        </ol>
      </nav>

      <section className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <div className="flex flex-col items-start gap-5 sm:flex-row">
          {casino.logoUrl ? (
            <img
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
            <a
              href={casinoVisitPath(casino)}
              target="_blank"
              rel="sponsored nofollow noopener"
              className="mt-4 inline-block rounded-lg bg-accent px-5 py-3 font-bold text-ink hover:bg-amber-300"
            >
              Siteyi Ziyaret Et<span className="sr-only"> (yeni sekmede açılır)</span>
            </a>
          </div>
        </div>
        {casino.description ? (
          <div
            className="prose-content mt-6 text-slate-700"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText in the loader
            dangerouslySetInnerHTML={{ __html: casino.description }}
          />
        ) : null}
        {details.length > 0 ? (
          <div className="mt-6">
            <h2 className="text-lg font-bold">Site Bilgileri</h2>
            <FactTable rows={details} />
          </div>
        ) : null}
        {facts ? (
          <>
            <RatingBreakdown facts={facts} overall={casino.rating} />
            <ProsAndCons pros={facts.pros} cons={facts.cons} />
            <PaymentMethodList methods={facts.paymentMethods} />
          </>
        ) : null}
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
  const message = isRouteErrorResponse(error) && error.data?.message ? String(error.data.message) : LOAD_FAILED;
  return <LoadError text={listLoadErrorText(message)} />;
}
