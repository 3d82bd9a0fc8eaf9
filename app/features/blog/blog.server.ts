import type { Db } from "../../utils/db.server.ts";

export interface PostLink {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  imageUrl: string | null;
  category: string | null;
  publishedAt: string;
}

/** The newest published posts, for the home page and the footer (spec 1 §7: limit 4). */
export async function listLatestPublishedPosts(db: Db, limit: number): Promise<PostLink[]> {
  const rows = await db
    .selectFrom("blog_posts")
    .select(["id", "slug", "title", "excerpt", "image_url", "category", "published_at", "created_at"])
    .where("is_published", "=", true)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    imageUrl: r.image_url,
    category: r.category,
    publishedAt: r.published_at ?? r.created_at,
  }));
}
