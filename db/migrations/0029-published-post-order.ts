import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Public post lists follow the publication time: the home page's and the footer's latest posts,
 * /blog's pages, a post's related posts and the sitemap order published posts by `published_at`, newest first.
 *
 * Every way of publishing sets `published_at`; a published row without one (written before that held, or by hand)
 * takes its creation time, so no published post is left without a place in the order (PostgreSQL would put a null
 * first in a descending order, SQLite last). Two indexes read the lists in their order and stop at the page's end:
 * (state, published, id) for the lists and (category, state, published, id) for the related posts.
 */
export function publishedPostOrderMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await sql`update blog_posts set published_at = created_at where is_published = ${sql.lit(true)} and published_at is null`.execute(
        db,
      );
      await db.schema
        .createIndex("blog_posts_published_order_idx")
        .ifNotExists()
        .on("blog_posts")
        .columns(["is_published", "published_at", "id"])
        .execute();
      await db.schema
        .createIndex("blog_posts_category_published_idx")
        .ifNotExists()
        .on("blog_posts")
        .columns(["category", "is_published", "published_at", "id"])
        .execute();
    },
  };
}
