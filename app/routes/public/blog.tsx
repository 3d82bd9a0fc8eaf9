import { data } from "react-router";
import { pageHref, readPageParam } from "../../components/layout/page-param.ts";
import { Pagination } from "../../components/layout/pagination.tsx";
import { LoadError, listLoadErrorText, loadFailureMessage } from "../../components/layout/route-error.tsx";
import { getServices } from "../../context.ts";
import { listPublishedPostsPage } from "../../features/blog/blog.server.ts";
import { postPath } from "../../features/blog/blog-paths.ts";
import { PostCard } from "../../features/blog/components/post-card.tsx";
import { sharedSeoOverride } from "../../features/seo/seo.server.ts";
import { loaderCacheControl, NOT_STORED_HEADERS } from "../../utils/cache-tags.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";
import { absoluteUrl, breadcrumbJsonLd, seoMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/blog";

/** Twelve fills four rows of the three-column grid. */
export const BLOG_PAGE_SIZE = 12;
const PATH = "/blog";
const LOAD_FAILED = "Blog yazıları yüklenemedi";

/** Spec 1 §8: the blog list and the SEO row fail silently: an empty list says 'Henüz yayınlanmış blog yazısı…'. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, logger, shared } = getServices(context);
  const requested = readPageParam(new URL(request.url));
  const [list, seo] = await Promise.all([
    orDefault(
      listPublishedPostsPage(db, { page: requested, pageSize: BLOG_PAGE_SIZE }),
      { posts: [], total: 0, page: 1, pageCount: 1 },
      { logger, what: "blog listesi" },
    ),
    orDefault(sharedSeoOverride(shared, db, PATH), null, { logger, what: "SEO" }),
  ]);
  return data({ ...list, seo }, list.page === requested ? undefined : { headers: NOT_STORED_HEADERS });
}

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return [{ title: `Bir hata oluştu | ${site.siteName}` }, { name: "robots", content: "noindex" }];
  const { seo, posts, page } = loaderData;
  return seoMeta(
    {
      title: seo?.title || `Blog${page > 1 ? ` (Sayfa ${page})` : ""} | ${site.siteName}`,
      description:
        seo?.description ||
        "Casino bonusları, promosyon şartları ve güvenilir casino siteleri hakkında rehber yazılar ve güncel haberler.",
      keywords: seo?.keywords,
      path: pageHref(PATH, page),
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "ItemList",
          name: "Blog",
          itemListElement: posts.map((post, index) => ({
            "@type": "ListItem",
            position: (page - 1) * BLOG_PAGE_SIZE + index + 1,
            name: post.title,
            url: absoluteUrl(site.siteUrl, postPath(post)),
          })),
        },
        breadcrumbJsonLd(site.siteUrl, [
          ["Anasayfa", "/"],
          ["Blog", PATH],
        ]),
      ],
    },
    site,
  );
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Blog</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Bonus çevrim şartlarından güvenilir site seçimine, bilinçli oynamak için bilmeniz gerekenler.
      </p>
      {posts.length === 0 ? (
        <p className="mt-8 text-slate-600">Henüz yayınlanmış blog yazısı bulunmuyor.</p>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
      <Pagination path={PATH} page={page} pageCount={pageCount} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadError text={listLoadErrorText(loadFailureMessage(error, LOAD_FAILED))} />;
}
