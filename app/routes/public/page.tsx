import { data, isRouteErrorResponse } from "react-router";
import { Breadcrumbs } from "../../components/layout/breadcrumbs.tsx";
import { LoadError, loadFailureMessage, NotFoundScreen } from "../../components/layout/route-error.tsx";
import { getServices } from "../../context.ts";
import { pageSlugExists } from "../../features/pages/pages.server.ts";
import { findPublishedPage } from "../../features/pages/public.server.ts";
import { pagePath } from "../../features/pages/public.ts";
import { loadFallbackKeywords } from "../../features/seo/seo.server.ts";
import { formatDate } from "../../utils/format.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { loadOrFail } from "../../utils/load-or-fail.server.ts";
import { absoluteUrl, breadcrumbJsonLd, detailErrorMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import { answerUnknownPath, action as unknownPathAction } from "../resources/catch-all.ts";
import { sitemapFileMiddleware } from "../resources/sitemap-file.server.ts";
import type { Route } from "./+types/page";

const NOT_FOUND_TITLE = "Sayfa bulunamadı";
const LOAD_FAILED = "Sayfa yüklenirken bir hata oluştu";

/** A child sitemap (`/sitemap-posts-2.xml`) has the shape of a top-level address too: it is answered before this page. */
export const middleware: Route.MiddlewareFunction[] = [sitemapFileMiddleware];

/**
 * An operator's page at the top level. A published page renders; a draft's address is a 404 (as a
 * draft post's is); any other address is an unknown path, answered as the catch-all answers it (the 404 log, then
 * the home page, spec 1 §2).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, logger } = services;
  const slug = params.pageSlug;
  const [page, keywords] = await Promise.all([
    loadOrFail(logger, { log: "sayfa yüklenemedi", message: LOAD_FAILED }, () => findPublishedPage(db, slug)),
    loadFallbackKeywords(services),
  ]);
  if (!page) {
    const drafted = await loadOrFail(logger, { log: "sayfa yüklenemedi", message: LOAD_FAILED }, () =>
      pageSlugExists(db, slug),
    );
    if (!drafted) throw answerUnknownPath(request, context);
    services.redirects.recordNotFound(new URL(request.url).pathname, request.headers.get("referer"));
    throw data({ reason: "Bu sayfa yayında değil ya da adresi değişmiş olabilir." }, { status: 404 });
  }
  return { page, summary: page.seoDescription || htmlToText(page.content, 160), keywords };
}

/** A form posted to a top-level address goes home, as the catch-all's does. */
export function action() {
  return unknownPathAction();
}

/** The page's place on the site, for the visible trail and its structured data alike. */
function trailOf(page: { title: string; slug: string }): [string, string][] {
  return [
    ["Anasayfa", "/"],
    [page.title, pagePath(page)],
  ];
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return detailErrorMeta(site, error, NOT_FOUND_TITLE);
  const { page, summary, keywords } = loaderData;
  const url = absoluteUrl(site.siteUrl, pagePath(page));
  return seoMeta(
    {
      title: `${page.seoTitle || page.title} | ${site.siteName}`,
      keywords,
      description: summary || page.title,
      path: pagePath(page),
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "WebPage",
          "@id": url,
          url,
          name: page.title,
          description: summary || page.title,
          inLanguage: "tr-TR",
          ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
          dateModified: page.updatedAt,
          isPartOf: { "@type": "WebSite", name: site.siteName, url: absoluteUrl(site.siteUrl, "/") },
        },
        breadcrumbJsonLd(site.siteUrl, trailOf(page)),
      ],
    },
    site,
  );
}

/** A page's body as the visitor sees it; the preview shows a draft through it too. */
export function PageView(props: { page: { title: string; slug: string; content: string; updatedAt: string } }) {
  const { page } = props;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs trail={trailOf(page)} />
      <article>
        <h1 className="mt-4 text-2xl font-extrabold sm:text-3xl">{page.title}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Son güncelleme: <time dateTime={page.updatedAt}>{formatDate(page.updatedAt)}</time>
        </p>
        <div
          className="prose-content mt-6 text-slate-800"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by sanitizeRichText in findPublishedPage
          dangerouslySetInnerHTML={{ __html: page.content }}
        />
      </article>
    </main>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <PageView page={loaderData.page} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const reason = typeof error.data?.reason === "string" ? error.data.reason : undefined;
    return (
      <NotFoundScreen
        title={NOT_FOUND_TITLE}
        detail={reason ?? "Bu sayfa bulunamadı."}
        backTo="/"
        backLabel="Ana sayfaya dön"
      />
    );
  }
  return <LoadError text={loadFailureMessage(error, LOAD_FAILED)} />;
}
