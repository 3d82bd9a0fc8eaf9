import { CardGrid } from "../../components/layout/card-grid.tsx";
import { pageHref } from "../../components/layout/page-param.ts";
import { Pagination } from "../../components/layout/pagination.tsx";
import { LoadError, listLoadErrorText, loadFailureMessage } from "../../components/layout/route-error.tsx";
import { listPublishedPostsPage } from "../../features/blog/blog.server.ts";
import { postPath } from "../../features/blog/blog-paths.ts";
import { NO_POSTS, PostCard } from "../../features/blog/components/post-card.tsx";
import { loaderCacheControl } from "../../utils/cache-tags.ts";
import { orDefault } from "../../utils/load-or-fail.server.ts";
import { errorPageMeta, listPageMeta, siteFromMatches } from "../../utils/seo.ts";
import type { Route } from "./+types/blog";
import { loadListPage } from "./list-page.server.ts";

/** Twelve fills four rows of the three-column grid. */
export const BLOG_PAGE_SIZE = 12;
const PATH = "/blog";
const LOAD_FAILED = "Blog yazıları yüklenemedi";

/** Spec 1 §8: the blog list and the SEO row fail silently: an empty list says 'Henüz yayınlanmış blog yazısı…'. */
export const loader = (args: Route.LoaderArgs) =>
  loadListPage(args, PATH, ({ db, logger }, page) =>
    orDefault(
      listPublishedPostsPage(db, { page, pageSize: BLOG_PAGE_SIZE }),
      { posts: [], total: 0, page: 1, pageCount: 1 },
      { logger, what: "blog listesi" },
    ),
  );

export const headers = loaderCacheControl;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  if (!loaderData) return errorPageMeta(site);
  const { seo, posts, page } = loaderData;
  return listPageMeta(site, {
    name: "Blog",
    crumb: "Blog",
    description:
      "Casino bonusları, promosyon şartları ve güvenilir casino siteleri hakkında rehber yazılar ve güncel haberler.",
    seo,
    listPath: PATH,
    path: pageHref(PATH, page),
    page,
    pageSize: BLOG_PAGE_SIZE,
    items: posts.map((post) => [post.title, postPath(post)]),
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, page, pageCount } = loaderData;
  return (
    <main className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-extrabold sm:text-3xl">Blog</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Bonus çevrim şartlarından güvenilir site seçimine, bilinçli oynamak için bilmeniz gerekenler.
      </p>
      <CardGrid
        items={posts}
        empty={NO_POSTS}
        emptyClassName="mt-8"
        className="mt-8 gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {(post) => <PostCard post={post} />}
      </CardGrid>
      <Pagination path={PATH} page={page} pageCount={pageCount} />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadError text={listLoadErrorText(loadFailureMessage(error, LOAD_FAILED))} />;
}
