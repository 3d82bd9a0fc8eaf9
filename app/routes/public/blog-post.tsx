import { data, isRouteErrorResponse, Link } from "react-router";
import { LoadError, NotFoundScreen } from "../../components/layout/route-error.tsx";
import { Picture } from "../../components/ui/lazy-image.tsx";
import { SanitisedHtml } from "../../components/ui/sanitised-html.tsx";
import { getServices } from "../../context.ts";
import { findPublishedPost, listRelatedPosts } from "../../features/blog/blog.server.ts";
import { authorLabel, postPath } from "../../features/blog/blog-paths.ts";
import { DailyBonuses } from "../../features/blog/components/daily-bonuses.tsx";
import { PostCard } from "../../features/blog/components/post-card.tsx";
import { sharedDailyBonuses } from "../../features/blog/daily-bonuses.server.ts";
import { isCountableView, postViewTag } from "../../features/blog/view-counter.server.ts";
import { imageSizesOf, uploadAddressesIn, withSrcSets } from "../../features/media/public.server.ts";
import { CACHE_TAGS_HEADER } from "../../utils/cache-tags.ts";
import { formatDate } from "../../utils/format.ts";
import { htmlToText } from "../../utils/html-text.ts";
import { loadOrFail, orDefault } from "../../utils/load-or-fail.server.ts";
import { displayRichText, imageAddressesIn } from "../../utils/sanitize-html.server.ts";
import { absoluteUrl, breadcrumbJsonLd, detailErrorMeta, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/blog-post";

const NOT_FOUND = "Blog yazısı bulunamadı";
const LOAD_FAILED = "Blog yazısı yüklenirken bir hata oluştu";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, logger, config, views, shared } = getServices(context);
  const post = await loadOrFail(logger, { log: "blog yazısı yüklenemedi", message: LOAD_FAILED }, () =>
    findPublishedPost(db, params.slugOrId),
  );
  if (!post) throw data({ message: NOT_FOUND }, { status: 404 });
  // Design §10: this render is one view; answers from the page cache are counted where they are sent (the tag).
  if (isCountableView(request.method, (name) => request.headers.get(name))) views.add(post.id);

  // Spec 1 §8: related posts and promotions fail silently.
  const [related, bonuses] = await Promise.all([
    orDefault(listRelatedPosts(db, post), [], { logger, what: "benzer yazılar" }),
    orDefault(sharedDailyBonuses(shared, db), [], { logger, what: "günün bonusları" }),
  ]);
  // The text's images and the pictures' (cover, related posts, casino logos) are sized in one read.
  const sizes = await orDefault(
    imageSizesOf(db, [...imageAddressesIn(post.content), ...uploadAddressesIn({ post, related, bonuses })]),
    new Map(),
    { logger, what: "görsel boyutları" },
  );
  return data(
    withSrcSets(
      {
        // The stored count plus the views gathered since the last flush (ViewCounter).
        post: {
          ...post,
          content: displayRichText(post.content, sizes),
          viewCount: post.viewCount + views.pendingFor(post.id),
        },
        author: authorLabel(post.author, config.siteName),
        summary: post.seoDescription || post.excerpt || htmlToText(post.content, 160),
        related,
        bonuses,
      },
      sizes,
    ),
    { headers: { [CACHE_TAGS_HEADER]: postViewTag(post.id) } },
  );
}

/**
 * The page is cached like every public page: its tag tells the server which post a cached answer shows, so that
 * each answer, from the cache or rendered, counts one view (server/page-cache-http.ts). The count it shows is the
 * one at render time.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const tags = loaderHeaders.get(CACHE_TAGS_HEADER);
  return tags ? { [CACHE_TAGS_HEADER]: tags } : {};
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return detailErrorMeta(site, error, NOT_FOUND, LOAD_FAILED);
  const { post, author, summary } = loaderData;
  const path = postPath(post);
  const image = post.imageUrl ? absoluteUrl(site.siteUrl, post.imageUrl) : null;
  const tags = seoMeta(
    {
      title: post.seoTitle || `${post.title} | ${site.siteName}`,
      description: summary,
      keywords: post.seoKeywords,
      path,
      image: post.imageUrl,
      type: "article",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: post.title.slice(0, 110),
          description: summary,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          author: post.author?.trim()
            ? { "@type": "Person", name: author }
            : { "@type": "Organization", name: author, url: absoluteUrl(site.siteUrl, "/") },
          ...(image ? { image: [image] } : {}),
          publisher: {
            "@type": "Organization",
            name: site.siteName,
            url: absoluteUrl(site.siteUrl, "/"),
            logo: { "@type": "ImageObject", url: absoluteUrl(site.siteUrl, "/favicon.svg") },
          },
          mainEntityOfPage: { "@type": "WebPage", "@id": absoluteUrl(site.siteUrl, path) },
          ...(post.category ? { articleSection: post.category } : {}),
        },
        breadcrumbJsonLd(site.siteUrl, [
          ["Anasayfa", "/"],
          ["Blog", "/blog"],
          [post.title, path],
        ]),
      ],
    },
    site,
  );
  tags.push(
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
  );
  return tags;
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostView {...loaderData} />;
}

/** The post's page as a visitor sees it; the admin's preview (routes/public/preview.tsx) shows the same. */
export function BlogPostView({
  post,
  author,
  related,
  bonuses,
}: Pick<Route.ComponentProps["loaderData"], "post" | "author" | "related" | "bonuses">) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <BackToBlog />
      <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0">
          <header>
            {post.category ? (
              <p className="text-sm font-semibold uppercase tracking-wide text-amber-800">{post.category}</p>
            ) : null}
            <h1 className="mt-1 text-2xl font-extrabold leading-tight sm:text-4xl">{post.title}</h1>
            <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <div className="flex gap-1">
                <dt>Yazar:</dt>
                <dd className="font-semibold text-slate-800">{author}</dd>
              </div>
              <div className="flex gap-1">
                <dt className="sr-only">Tarih:</dt>
                <dd>
                  <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
                </dd>
              </div>
              <div className="flex gap-1">
                <dt className="sr-only">Görüntülenme:</dt>
                <dd data-testid="view-count">{post.viewCount.toLocaleString("tr-TR")} görüntülenme</dd>
              </div>
            </dl>
          </header>
          {post.imageUrl ? (
            <Picture
              src={post.imageUrl}
              alt=""
              width={800}
              height={420}
              fetchPriority="high"
              className="mt-6 aspect-[1200/630] w-full rounded-2xl object-cover"
            />
          ) : null}
          <SanitisedHtml html={post.content} className="mt-6 text-lg leading-relaxed text-slate-800" />
        </article>
        <aside className="lg:sticky lg:top-20 lg:self-start">
          <DailyBonuses bonuses={bonuses} />
        </aside>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="text-2xl font-extrabold">
            Benzer İçerikler
          </h2>
          <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-10">
        <BackToBlog />
      </div>
    </main>
  );
}

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-1 font-semibold text-brand hover:underline">
      <span aria-hidden="true">←</span> Blog'a Dön
    </Link>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundScreen title={NOT_FOUND} backTo="/blog" backLabel="Blog'a Dön" />;
  }
  return <LoadError text={LOAD_FAILED} />;
}
