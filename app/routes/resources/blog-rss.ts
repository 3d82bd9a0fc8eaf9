import { getServices } from "../../context.ts";
import { listLatestPublishedPosts } from "../../features/blog/blog.server.ts";
import { postPath } from "../../features/blog/blog-paths.ts";
import { htmlToText } from "../../utils/html-text.ts";
import type { Route } from "./+types/blog-rss";
import { FEED_ITEM_COUNT, feedResponse } from "./feed-response.server.ts";

/** /blog/rss.xml: the newest published posts. */
export async function loader({ context }: Route.LoaderArgs) {
  const services = getServices(context);
  const { db, config } = services;
  return feedResponse(services, "blog RSS akışı", async () => {
    const posts = await listLatestPublishedPosts(db, FEED_ITEM_COUNT);
    return {
      title: `${config.siteName} Blog`,
      link: `${config.siteUrl}/blog`,
      self: `${config.siteUrl}/blog/rss.xml`,
      description:
        "Casino bonusları, promosyon şartları ve güvenilir casino siteleri hakkında rehber yazılar ve güncel haberler.",
      items: posts.map((post) => ({
        title: post.title,
        link: `${config.siteUrl}${postPath(post)}`,
        description: htmlToText(post.excerpt),
        published: post.publishedAt,
        category: post.category,
      })),
    };
  });
}
