import { data, Link, redirect, useNavigation } from "react-router";
import { Pagination } from "../../components/layout/pagination.tsx";
import {
  LIST_LOAD_FAILED,
  LoadError,
  listLoadErrorText,
  loadFailureMessage,
} from "../../components/layout/route-error.tsx";
import { deferred } from "../../components/ui/deferred.tsx";
import { getServices } from "../../context.ts";
import { sharedPaymentMethods } from "../../features/casinos/casino-facts.server.ts";
import { findCasinoByNameOrKey } from "../../features/casinos/public.server.ts";
import { withImageSrcSets } from "../../features/media/public.server.ts";
import { DeferredPromotionCardList as PromotionCardList } from "../../features/promotions/components/deferred-promotion-card-list.tsx";
import { promotionCardView } from "../../features/promotions/promotion-card-view.ts";
import {
  type FilterOption,
  isIndexableListState,
  LIST_PARAMS,
  listCanonicalState,
  PROMOTIONS_PATH,
  promotionListParams,
  promotionsHref,
  readPromotionListState,
} from "../../features/promotions/promotion-list-params.ts";
import {
  findPromotionPathById,
  searchPromotions,
  sharedCategoryChips,
} from "../../features/promotions/promotions.server.ts";
import { sharedSeoOverride } from "../../features/seo/seo.server.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { loadOrFail, orDefault } from "../../utils/load-or-fail.server.ts";
import { breadcrumbJsonLd, errorPageMeta, itemListJsonLd, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import { slugify } from "../../utils/slug.ts";
import type { Route } from "./+types/promotions";

// Plain GET forms that work before their code arrives (issue #12); the server's HTML holds them whole.
const PromotionFilters = deferred(() =>
  import("../../features/promotions/components/promotion-filters.tsx").then((module) => module.PromotionFilters),
);

export const PROMOTIONS_EMPTY_TEXT = "Bu kriterlere uygun promosyon bulunamadı.";
/** The list's count: "18 promosyon", or "100+ promosyon" for a search counted up to its cap (as /ara writes it). */
export const promotionCountText = (total: number, capped: boolean) => `${total}${capped ? "+" : ""} promosyon`;
const DEFAULT_DESCRIPTION =
  "Güncel casino bonusları ve promosyonları: hoş geldin, deneme, kayıp ve bedava dönüş bonuslarını arayın, kategoriye göre süzün.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger, shared } = getServices(context);
  const url = new URL(request.url);
  const params = url.searchParams;
  // Spec 1 §2: the legacy ?id= form of a promotion link leads to the promotion page.
  const legacyId = params.get("id");
  if (legacyId) {
    const path = await findPromotionPathById(db, legacyId);
    throw redirect(path ?? `/promotion/${encodeURIComponent(legacyId.slice(0, 100))}`, path ? 301 : 302);
  }
  let state = readPromotionListState(params);
  // The casino field takes a name: the casino it names gets its own address, any other text finds none.
  const casinoText = params.get(LIST_PARAMS.casino)?.trim() ?? "";
  const casino = casinoText ? await findCasinoByNameOrKey(db, casinoText) : null;
  if (casino && casino.slug !== casinoText) throw redirect(promotionsHref({ ...state, casino: casino.slug, page: 1 }));
  if (casinoText && !casino) state = { ...state, casino: state.casino ?? slugify(casinoText) };
  // Spec 1 §8: the list (with its chips) failing is the error screen below; a failed SEO row only costs its tags.
  const [[result, chips, methods], seo] = await Promise.all([
    loadOrFail(logger, { log: "promosyon listesi yüklenemedi", message: LIST_LOAD_FAILED.promotions }, () =>
      Promise.all([
        searchPromotions(db, { ...state, page: state.page }),
        sharedCategoryChips(shared, db),
        sharedPaymentMethods(shared, db),
      ]),
    ),
    orDefault(sharedSeoOverride(shared, db, "/bonuslar"), null, { logger, what: "SEO" }),
  ]);
  const categoryName = chips.find((chip) => chip.slug === state.category)?.name ?? null;
  const casinoName = casino?.name ?? null;
  const known =
    (state.category === null || categoryName !== null) &&
    (state.casino === null || casinoName !== null) &&
    (state.paymentMethod === null || methods.some((method) => method.slug === state.paymentMethod));
  // Past the last page the list is empty (pageCount is at least 1, so page 1 always counts as its own address).
  const ownAddress = result.page <= result.pageCount && known;
  return data(
    await withImageSrcSets(
      { db, logger },
      {
        ...result,
        promotions: result.promotions.map(promotionCardView),
        state: { ...state, q: result.q, page: result.page },
        categoryName,
        casinoName,
        chips,
        paymentMethods: methods.map((method): FilterOption => [method.slug, method.name]),
        seo,
      },
    ),
    ownAddress ? undefined : { headers: NOT_STORED_HEADERS },
  );
}

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site);
  const { seo, state, categoryName, casinoName, page, pageSize, promotions } = loaderData;
  // One bonus type or one casino is a page of its own, worth indexing; any other filter, the search or a sort is
  // noindex with its canonical at the list it narrows (never the free-text query, design §5).
  const path = promotionsHref(listCanonicalState(state));
  const baseTitle = seo?.title || `Güncel Casino Bonusları ve Promosyonları | ${site.siteName}`;
  const suffix = [categoryName, casinoName, page > 1 ? `Sayfa ${page}` : null].filter(Boolean).join(" – ");
  return seoMeta(
    {
      title: suffix ? `${suffix} | ${baseTitle}` : baseTitle,
      description: seo?.description || DEFAULT_DESCRIPTION,
      keywords: seo?.keywords,
      path,
      noindex: !isIndexableListState(state),
      jsonLd: [
        breadcrumbJsonLd(site.siteUrl, [
          ["Anasayfa", "/"],
          ["Bonuslar", "/bonuslar"],
        ]),
        itemListJsonLd(
          site.siteUrl,
          categoryName || casinoName ? `${categoryName ?? casinoName} bonusları` : "Güncel bonuslar",
          promotions.map((promotion) => [promotion.title, promotion.path]),
          (page - 1) * pageSize + 1,
        ),
      ],
    },
    site,
  );
}

export default function Promotions({ loaderData }: Route.ComponentProps) {
  const { promotions, total, capped, page, pageCount, state, categoryName, casinoName, chips, paymentMethods } =
    loaderData;
  const navigation = useNavigation();
  // The list renders on the server; "loading" is a client navigation to another filter or page.
  const pending = navigation.state === "loading" && navigation.location.pathname === "/bonuslar";
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Bonuslar ve Promosyonlar</h1>
      <p className="mt-2 text-slate-600">
        Güncel casino bonuslarını arayın ve kategoriye göre süzün.{" "}
        {/* The alerts' sign-up (ALERTS_PATH): a literal, so this page's script carries none of that feature. */}
        <Link to="/bulten" className="font-semibold text-brand underline">
          Yeni bonusları e-postayla alın
        </Link>
      </p>
      <div className="mt-6">
        <PromotionFilters
          state={state}
          categoryName={categoryName}
          chips={chips}
          casinoName={casinoName}
          paymentMethods={paymentMethods}
        />
      </div>
      <div className="mt-4 flex min-h-6 items-center justify-between text-sm text-slate-600">
        <p>{promotionCountText(total, capped)}</p>
        <p role="status" aria-live="polite" className="inline-flex items-center gap-2">
          {pending ? (
            <>
              <span className="h-2 w-2 animate-pulse rounded-full bg-brand" aria-hidden="true" />
              Yükleniyor…
            </>
          ) : null}
        </p>
      </div>
      <div aria-busy={pending} className={`mt-4 transition-opacity ${pending ? "opacity-50" : ""}`}>
        {/* Keeps the heading levels in order (h1, h2, the cards' h3) for assistive technology. */}
        <h2 className="sr-only">Promosyon listesi</h2>
        {promotions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {PROMOTIONS_EMPTY_TEXT}
          </p>
        ) : (
          <PromotionCardList promotions={promotions} />
        )}
      </div>
      <Pagination
        path={PROMOTIONS_PATH}
        filters={promotionListParams(state)}
        page={page}
        pageCount={pageCount}
        more={capped}
        className="mt-8"
      />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadError text={listLoadErrorText(loadFailureMessage(error, LIST_LOAD_FAILED.promotions))} />;
}
