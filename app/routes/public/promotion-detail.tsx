import { data, isRouteErrorResponse, redirect } from "react-router";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { BackLink, LoadError, NotFoundScreen } from "../../components/layout/route-error.tsx";
import { deferred } from "../../components/ui/deferred.tsx";
import { Picture } from "../../components/ui/lazy-image.tsx";
import { SanitisedHtml } from "../../components/ui/sanitised-html.tsx";
import { getRequestInfo, getServices } from "../../context.ts";
import { isCountableView } from "../../features/blog/view-counter.server.ts";
import { handleCommentPost, readCommentBody } from "../../features/comments/comment-submission.server.ts";
import { getCommentRating, listComments } from "../../features/comments/comments.server.ts";
import type { CommentFormResult, CommentPosted } from "../../features/comments/components/comment-section.tsx";
import { withImageSrcSets } from "../../features/media/public.server.ts";
import { FactChips } from "../../features/promotions/components/promotion-fact-chips.tsx";
import { promotionCardView } from "../../features/promotions/promotion-card-view.ts";
import { listOfferChanges } from "../../features/promotions/promotion-history.server.ts";
import {
  findPromotionById,
  findPromotionBySlugs,
  listRelatedPromotions,
  PromotionDataError,
  type PromotionDetail,
} from "../../features/promotions/promotions.server.ts";
import { loadFallbackKeywords } from "../../features/seo/seo.server.ts";
import { offerViewTag } from "../../features/statistics/public.server.ts";
import { CACHE_TAGS_HEADER, promotionCommentsTag } from "../../utils/cache-tags.ts";
import { isDatabaseUnavailable } from "../../utils/database-unavailable.server.ts";
import type { Db } from "../../utils/db.server.ts";
import { errorMessage } from "../../utils/error-message.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { relativeAge } from "../../utils/relative-time.ts";
import { breadcrumbJsonLd, detailErrorMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/promotion-detail";
import type { PromotionHistoryView } from "./promotion-offer-insights.tsx";

// Below the fold: their code comes after the page's own (issue #12); the server's HTML holds them whole.
const CommentSection = deferred(() =>
  import("../../features/comments/components/comment-section.tsx").then((module) => module.CommentSection),
);
const ClaimBox = deferred(() =>
  import("../../features/promotions/components/promotion-claim-box.tsx").then((module) => module.ClaimBox),
);
const CasinoBlock = deferred(() =>
  import("../../features/promotions/components/promotion-casino-block.tsx").then((module) => module.CasinoBlock),
);
const OfferInsights = deferred(() => import("./promotion-offer-insights.tsx").then((module) => module.OfferInsights));
const RelatedPromotionsSlider = deferred(() =>
  import("../../features/promotions/components/related-promotions-slider.tsx").then(
    (module) => module.RelatedPromotionsSlider,
  ),
);

/** The three addresses of this page (routes.ts): by slugs, and the legacy /bonuslar/{id} and /promotion/{id}. */
type DetailParams = { casinoSlug?: string; promotionSlug?: string; id?: string };

const NO_TERMS_TEXT = "Bu promosyon için belirlenmiş şartlar bulunamadı.";
const LOAD_FAILED = "Promosyon yüklenirken bir hata oluştu.";
/** ?yorum=eklendi (live) or ?yorum=bekliyor (held): where a comment posted without JavaScript lands (PRG). */
const POSTED_PARAM = "yorum";
const POSTED_VALUES = { added: "eklendi", held: "bekliyor" } as const;

function readPosted(url: URL): CommentPosted | null {
  const value = url.searchParams.get(POSTED_PARAM);
  if (value === POSTED_VALUES.added) return "added";
  return value === POSTED_VALUES.held ? "held" : null;
}

type Lookup = { promotion: PromotionDetail; moved: boolean } | null;

async function lookUpPromotion(db: Db, params: DetailParams): Promise<Lookup> {
  if (params.casinoSlug !== undefined && params.promotionSlug !== undefined) {
    const found = await findPromotionBySlugs(db, params.casinoSlug, params.promotionSlug);
    return found.kind === "none" ? null : { promotion: found.promotion, moved: found.kind === "similar" };
  }
  const promotion = await findPromotionById(db, params.id ?? "");
  return promotion ? { promotion, moved: false } : null;
}

/** Spec 1 §8: 'Promosyon bulunamadı ({id or casinoslug/promoslug})' as a 404. */
function notFound(params: DetailParams): never {
  const reference = params.id ?? `${params.casinoSlug ?? ""}/${params.promotionSlug ?? ""}`;
  throw data(`Promosyon bulunamadı (${reference.slice(0, 200)})`, { status: 404 });
}

/**
 * Spec 1 §8: a row the page cannot be built from says 'Promosyon verileri işlenirken hata: …'; any other failed read
 * 'Promosyon yüklenirken bir hata oluştu.' with '(Kod: {code})'. A database outage goes up as it is (503).
 */
function loadFailed(logger: Logger, error: unknown): never {
  if (isDatabaseUnavailable(error)) throw error;
  logger.error({ err: error }, "promosyon yüklenemedi");
  if (error instanceof PromotionDataError) {
    throw data({ message: `Promosyon verileri işlenirken hata: ${error.message.slice(0, 200)}` }, { status: 500 });
  }
  throw data({ message: LOAD_FAILED, code: errorCode(error) }, { status: 500 });
}

/** The database's own error code (a PostgreSQL SQLSTATE, node:sqlite's ERR_SQLITE_…), else the HTTP status. */
function errorCode(error: unknown): string {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : null;
  return typeof code === "string" && /^[A-Z0-9_]{1,40}$/.test(code) ? code : "500";
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, logger } = services;
  const found = await lookUpPromotion(db, params).catch((error: unknown) => loadFailed(logger, error));
  if (!found) notFound(params);
  const { promotion } = found;
  // A slug found only by title similarity (spec 1 §5) moves to the promotion's current address.
  if (found.moved) throw redirect(promotion.path, 302);
  // Spec 1 §8: comments and related promotions fail silently; the promotion itself still shows.
  const [comments, rating, related, keywords, changes] = await Promise.all([
    orDefault(listComments(db, promotion.id), [], { logger, what: "yorumlar" }),
    orDefault(getCommentRating(db, promotion.id), null, { logger, what: "yorum puanı" }),
    orDefault(listRelatedPromotions(db, { id: promotion.id, casinoId: promotion.casino?.id ?? null }), [], {
      logger,
      what: "benzer promosyonlar",
    }),
    loadFallbackKeywords(services),
    orDefault(listOfferChanges(db, promotion.id), [], { logger, what: "teklif geçmişi" }),
  ]);
  // A view of the offer for 'İstatistikler'; from the page cache, the cache counts it by the tag below.
  if (isCountableView(request.method, (name) => request.headers.get(name)))
    services.views.addOffer("promotion", promotion.id);
  const history: PromotionHistoryView = {
    updatedAt: promotion.updatedAt,
    updatedAgo: relativeAge(promotion.updatedAt),
    endedOn: promotion.isExpired ? promotion.expiryDate : null,
    changes,
  };
  const posted = readPosted(new URL(request.url));
  // A new comment drops this page from the page cache, and no other (server/page-cache.ts).
  return data(
    await withImageSrcSets(services, {
      promotion,
      comments,
      rating,
      related: related.map(promotionCardView),
      posted,
      keywords,
      history,
      // Made here, not in meta, so the browser's code for the page does not carry it.
      webPage: {
        "@context": "https://schema.org",
        "@type": "WebPage",
        name: promotion.title,
        datePublished: promotion.createdAt,
        dateModified: promotion.updatedAt,
      },
    }),
    {
      headers: {
        [CACHE_TAGS_HEADER]: `${promotionCommentsTag(promotion.id)}, ${offerViewTag("promotion", promotion.id)}`,
      },
    },
  );
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const headers = new Headers();
  const tags = loaderHeaders.get(CACHE_TAGS_HEADER);
  if (tags) headers.set(CACHE_TAGS_HEADER, tags);
  const cacheControl = actionHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  return headers;
}

/** The comment form posted without JavaScript: stored → 303 back to the page (PRG); invalid → the form again. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const found = await lookUpPromotion(services.db, params).catch((error: unknown) =>
    loadFailed(services.logger, error),
  );
  if (!found) notFound(params);
  const body = await readCommentBody(request);
  const outcome = await handleCommentPost(services, {
    promotionId: found.promotion.id,
    body,
    ip: getRequestInfo(context).ip,
  });
  if (outcome.ok) {
    const url = new URL(request.url);
    const value = outcome.held ? POSTED_VALUES.held : POSTED_VALUES.added;
    throw redirect(`${url.pathname}?${POSTED_PARAM}=${value}#yorumlar`, 303);
  }
  const text = (key: string, max: number) => (typeof body?.[key] === "string" ? body[key].slice(0, max) : "");
  const result: CommentFormResult = {
    values: { userName: text("userName", 200), comment: text("comment", 4000), rating: text("rating", 1) || "5" },
    ...("errors" in outcome ? { errors: outcome.errors } : { error: outcome.error }),
  };
  return data(result, { status: outcome.status, headers: { "Cache-Control": "no-store" } });
}

/** The page's place on the site, for the visible trail and its structured data alike. */
function trailOf(promotion: { title: string; path: string }): [string, string][] {
  return [
    ["Anasayfa", "/"],
    ["Bonuslar", "/bonuslar"],
    [promotion.title, promotion.path],
  ];
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return detailErrorMeta(site, error, "Promosyon bulunamadı");
  const { promotion, keywords } = loaderData;
  const casinoPart = promotion.casino ? ` – ${promotion.casino.name}` : "";
  return seoMeta(
    {
      title: `${promotion.title}${casinoPart} | ${site.siteName}`,
      keywords,
      description: promotion.shortDescription.slice(0, 160) || promotion.title,
      path: promotion.path,
      image: promotion.imageUrl,
      // An expired promotion keeps its page for old links, but search engines should let it go.
      noindex: promotion.isExpired,
      jsonLd: [loaderData.webPage, breadcrumbJsonLd(site.siteUrl, trailOf(promotion))],
    },
    site,
  );
}

export default function PromotionDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PromotionDetailView {...loaderData} actionData={actionData} />;
}

/** The promotion page itself, also shown by the admin's signed preview. */
export function PromotionDetailView(props: {
  promotion: PromotionDetail;
  comments: Route.ComponentProps["loaderData"]["comments"];
  rating: Route.ComponentProps["loaderData"]["rating"];
  related: Route.ComponentProps["loaderData"]["related"];
  posted: CommentPosted | null;
  actionData?: Route.ComponentProps["actionData"];
  /** The public page's; the admin's preview has none. */
  history?: PromotionHistoryView;
}) {
  const { promotion, comments, rating, related, posted, actionData, history } = props;
  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <Breadcrumbs trail={trailOf(promotion)} />

      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article aria-labelledby="promotion-title" className="min-w-0">
          <header>
            <div className="flex flex-wrap items-center gap-2">
              {promotion.category ? (
                <span className="rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-semibold text-brand">
                  {promotion.category}
                </span>
              ) : null}
              {promotion.isExpired ? (
                <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-bold text-red-800">
                  Süresi Doldu
                </span>
              ) : null}
            </div>
            <h1 id="promotion-title" className="mt-2 text-2xl font-extrabold leading-tight sm:text-3xl">
              {promotion.title}
            </h1>
            {promotion.shortDescription ? (
              <p className="mt-3 text-lg text-slate-700">{promotion.shortDescription}</p>
            ) : null}
            <FactChips chips={promotion.chips} />
          </header>
          {promotion.imageUrl ? (
            <Picture
              src={promotion.imageUrl}
              alt={promotion.title}
              width={800}
              height={450}
              fetchPriority="high"
              className="mt-6 aspect-video w-full rounded-xl bg-slate-200 object-cover"
            />
          ) : null}
          <div className="mt-6 lg:hidden">
            <ClaimBox promotion={promotion} />
          </div>
          <OfferInsights facts={promotion.facts} offer={promotion.offerTerms} history={history} />
          {promotion.descriptionHtml ? (
            <section aria-labelledby="details-heading" className="mt-8">
              <h2 id="details-heading" className="text-xl font-extrabold">
                Promosyon Detayları
              </h2>
              <SanitisedHtml html={promotion.descriptionHtml} className="mt-2 text-slate-800" />
            </section>
          ) : null}
          <section aria-labelledby="terms-heading" className="mt-8">
            <h2 id="terms-heading" className="text-xl font-extrabold">
              Şartlar ve Koşullar
            </h2>
            {promotion.terms.length === 0 ? (
              <p className="mt-2 text-slate-600">{NO_TERMS_TEXT}</p>
            ) : (
              <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-800">
                {promotion.terms.map((term, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: terms are plain strings that may repeat
                  <li key={index}>{term}</li>
                ))}
              </ul>
            )}
          </section>
        </article>

        <aside className="space-y-6">
          <div className="hidden lg:block">
            <ClaimBox promotion={promotion} />
          </div>
          {promotion.casino ? <CasinoBlock casino={promotion.casino} /> : null}
        </aside>
      </div>

      <div className="mt-12 max-w-3xl">
        <CommentSection
          key={promotion.id}
          promotionId={promotion.id}
          comments={comments}
          result={actionData}
          posted={posted}
          rating={rating}
        />
      </div>

      <RelatedPromotionsSlider key={`related-${promotion.id}`} promotions={related} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <NotFoundScreen
        title={errorMessage(error, "Promosyon bulunamadı")}
        backTo="/bonuslar"
        backLabel="Tüm bonuslara dön"
      />
    );
  }
  return (
    <LoadError text={loadErrorText(error)}>
      <BackLink to="/bonuslar" label="Tüm bonuslara dön" />
    </LoadError>
  );
}

/** The loader's text and code (loadFailed); anything else thrown is a load failure with its HTTP status or 500. */
function loadErrorText(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const body = (error.data ?? {}) as { message?: unknown; code?: unknown };
    if (typeof body.message === "string" && body.message) {
      return typeof body.code === "string" ? `${body.message} (Kod: ${body.code})` : body.message;
    }
    return `${LOAD_FAILED} (Kod: ${error.status})`;
  }
  return `${LOAD_FAILED} (Kod: 500)`;
}
