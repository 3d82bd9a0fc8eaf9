import type { AppServices } from "../../context.ts";
import { submitUrlForIndexing } from "../../integrations/indexing.server.ts";

/**
 * Submits each newly published post's public URL for indexing and marks it indexed on reported success (spec 2 §4).
 * Never throws: indexing must not undo or block a publish.
 */
export async function indexPublishedPosts(
  services: Pick<AppServices, "db" | "config" | "logger">,
  postIds: readonly string[],
): Promise<number> {
  if (postIds.length === 0) return 0;
  const posts = await services.db
    .selectFrom("blog_posts")
    .select(["id", "slug"])
    .where("id", "in", [...postIds])
    .execute();
  let indexed = 0;
  for (const post of posts) {
    const ok = await submitUrlForIndexing(services, `${services.config.siteUrl}/blog/${post.slug}`);
    if (!ok) continue;
    await services.db.updateTable("blog_posts").set({ indexed: true }).where("id", "=", post.id).execute();
    indexed++;
  }
  return indexed;
}
