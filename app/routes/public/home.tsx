import { Link } from "react-router";
import { CardGrid } from "../../components/layout/card-grid.tsx";
import {
  LIST_LOAD_FAILED,
  LoadError,
  listLoadErrorText,
  loadFailureMessage,
} from "../../components/layout/route-error.tsx";
import { deferred } from "../../components/ui/deferred.tsx";
import { SanitisedHtml } from "../../components/ui/sanitised-html.tsx";
import { getServices } from "../../context.ts";
import { sharedLatestPosts } from "../../features/blog/blog.server.ts";
import { NO_POSTS, PostCard } from "../../features/blog/components/post-card.tsx";
import { sharedCasinoCards } from "../../features/casinos/casinos.server.ts";
import { imageSizesOf, uploadAddressesIn, withSrcSets } from "../../features/media/public.server.ts";
import { DeferredPromotionCardList as PromotionCardList } from "../../features/promotions/components/deferred-promotion-card-list.tsx";
import { promotionCardView } from "../../features/promotions/promotion-card-view.ts";
import { listActivePromotions } from "../../features/promotions/promotions.server.ts";
import { sharedSeoOverride } from "../../features/seo/seo.server.ts";
import { defaultSiteIdentity, sharedSiteIdentity } from "../../features/site-identity/site-identity.server.ts";
import {
  DEFAULT_HERO,
  DEFAULT_SITE_TEXTS,
  sharedHeroContent,
  sharedSiteTexts,
} from "../../features/site-settings/site-settings.server.ts";
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, defaultTitle } from "../../utils/default-head.server.ts";
import { loadOrFail, orDefault } from "../../utils/load-or-fail.server.ts";
import { displayRichText, imageAddressesIn } from "../../utils/sanitize-html.server.ts";
import { absoluteUrl, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/home";

// Its buttons come alive when the code arrives (issue #12); until then the strip scrolls natively.
const CasinoCarousel = deferred(() =>
  import("../../features/casinos/components/casino-carousel.tsx").then((module) => module.CasinoCarousel),
);

export const HOME_CASINO_COUNT = 12;
export const HOME_POST_COUNT = 4;
const HOME_PROMOTION_COUNT = 12;

/**
 * Spec 1 §8: the hero, the blog list, the blog-section text and the SEO row fail silently, each on its own; the
 * promotion list and the casino carousel are the page's lists, whose failure shows the error screen below.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger, shared, config } = getServices(context);
  // Hero, casinos, posts, texts and SEO row are shared reads (once per content change; the texts are the layout's very read).
  const [hero, promotions, casinos, posts, texts, seo, identity] = await Promise.all([
    orDefault(sharedHeroContent(shared, db), DEFAULT_HERO, { logger, what: "hero" }),
    loadOrFail(logger, { log: "promosyon listesi yüklenemedi", message: LIST_LOAD_FAILED.promotions }, () =>
      listActivePromotions(db, { limit: HOME_PROMOTION_COUNT }),
    ),
    loadOrFail(logger, { log: "casino listesi yüklenemedi", message: LIST_LOAD_FAILED.casinos }, () =>
      sharedCasinoCards(shared, db, HOME_CASINO_COUNT),
    ),
    orDefault(sharedLatestPosts(shared, db, HOME_POST_COUNT), [], { logger, what: "blog yazıları" }),
    orDefault(sharedSiteTexts(shared, db), DEFAULT_SITE_TEXTS, { logger, what: "blog bölümü metni" }),
    orDefault(sharedSeoOverride(shared, db, "/"), null, { logger, what: "SEO" }),
    orDefault(sharedSiteIdentity(shared, db, config.siteName), defaultSiteIdentity(config.siteName), {
      logger,
      what: "site kimliği",
    }),
  ]);
  const cards = { promotions: promotions.map(promotionCardView), casinos, posts };
  // Spec 1 §2: the stored blog-section text is HTML, sanitised here. Its images' and the cards' sizes are one read,
  // a nicety, never a failure.
  const sizes = await orDefault(
    imageSizesOf(db, [...imageAddressesIn(texts.blogSectionText), ...uploadAddressesIn(cards)]),
    new Map(),
    { logger, what: "görsel boyutları" },
  );
  return withSrcSets(
    {
      hero,
      ...cards,
      blogSectionHtml: displayRichText(texts.blogSectionText, sizes),
      // The defaults are filled in here: their text stays out of the browser's code.
      seo: {
        title: seo?.title || defaultTitle(identity.siteName),
        description: seo?.description || DEFAULT_DESCRIPTION,
        keywords: seo?.keywords || DEFAULT_KEYWORDS,
      },
      // The Organization's logo (on a light background, as Google shows it) and profiles ('Site Kimliği').
      organization: { logo: identity.logoLightUrl, sameAs: identity.socialLinks.map((link) => link.url) },
    },
    sizes,
  );
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seoMeta(
    {
      title: loaderData?.seo.title ?? "",
      description: loaderData?.seo.description ?? "",
      keywords: loaderData?.seo.keywords,
      path: "/",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: site.siteName,
          url: absoluteUrl(site.siteUrl, "/"),
        },
        organizationJsonLd(site, loaderData?.organization),
      ],
    },
    site,
  );
}

/** The site as a schema.org Organization: its name and address, and its logo and profiles when it has them. */
function organizationJsonLd(
  site: ReturnType<typeof siteFromMatches>,
  organization: { logo: string | null; sameAs: string[] } | undefined,
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.siteName,
    url: absoluteUrl(site.siteUrl, "/"),
    ...(organization?.logo ? { logo: absoluteUrl(site.siteUrl, organization.logo) } : {}),
    ...(organization?.sameAs.length ? { sameAs: organization.sameAs } : {}),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, promotions, casinos, posts, blogSectionHtml } = loaderData;
  const [before, after] = splitAround(hero.mainTitle, hero.highlightedText);
  return (
    <main>
      <section className="bg-gradient-to-br from-brand to-brand-dark px-4 py-14 text-white sm:py-20">
        <div className="mx-auto max-w-4xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{hero.upperTitle}</p>
          <h1 className="mt-3 text-3xl font-extrabold sm:text-5xl">
            {before}
            {hero.highlightedText && before !== hero.mainTitle ? (
              <span className="text-accent">{hero.highlightedText}</span>
            ) : null}
            {after}
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-slate-200">{hero.description}</p>
          <a
            href={hero.buttonUrl}
            className="mt-8 inline-block rounded-lg bg-accent px-6 py-3 font-bold text-ink hover:bg-amber-300"
          >
            {hero.buttonText}
          </a>
        </div>
      </section>

      <section id="promotions-section" className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="promotions-heading">
        <h2 id="promotions-heading" className="text-2xl font-extrabold">
          Güncel Promosyonlar
        </h2>
        {promotions.length === 0 ? (
          <p className="mt-4 text-slate-600">Bu kriterlere uygun promosyon bulunamadı.</p>
        ) : (
          <div className="mt-6">
            <PromotionCardList promotions={promotions} />
          </div>
        )}
        <p className="mt-6 text-center">
          <Link to="/bonuslar" className="font-semibold text-brand underline hover:text-brand-dark">
            Tüm bonusları gör
          </Link>
        </p>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-6" aria-labelledby="casinos-heading">
        <h2 id="casinos-heading" className="text-2xl font-extrabold">
          Güvenilir Siteler
        </h2>
        <CasinoCarousel casinos={casinos} />
      </section>

      <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="posts-heading">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="posts-heading" className="text-2xl font-extrabold">
            Blog
          </h2>
          <Link to="/blog" className="text-sm font-semibold text-brand underline-offset-4 hover:underline">
            Tüm yazılar
          </Link>
        </div>
        <CardGrid
          items={posts}
          empty={NO_POSTS}
          emptyClassName="mt-4"
          className="mt-6 gap-6 sm:grid-cols-2 lg:grid-cols-4"
        >
          {(post) => <PostCard post={post} headingLevel={3} />}
        </CardGrid>
        {blogSectionHtml ? (
          <SanitisedHtml
            html={blogSectionHtml}
            className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 text-slate-700 shadow-sm sm:p-8"
          />
        ) : null}
      </section>
    </main>
  );
}

/** Spec 1 §8: the promotion list (or the casino carousel) could not be read: 'Bir hata oluştu' and 'Tekrar dene'. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadError text={listLoadErrorText(loadFailureMessage(error, LIST_LOAD_FAILED.promotions))} />;
}

/** Splits the main title around its highlighted words so they can be coloured. */
function splitAround(title: string, highlight: string): [string, string] {
  const at = highlight ? title.indexOf(highlight) : -1;
  return at < 0 ? [title, ""] : [title.slice(0, at), title.slice(at + highlight.length)];
}
