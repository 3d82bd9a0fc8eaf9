import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Indexes for the worked admin lists: the promotion list's tab counts read one covering index
 * (state, expiry, added, casino, category) instead of every wide promotion row; a filtered list reads its page in its
 * default order from an index (a casino's or a category's promotions newest first, splash ads newest first under a
 * tab); the blog list sorts by views without sorting every post. Plain column indexes, the same on both engines.
 */
export function adminListIndexesMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex("promotions_list_counts_idx")
        .ifNotExists()
        .on("promotions")
        .columns(["is_active", "expiry_date", "created_at", "casino_id", "category_id"])
        .execute();
      await db.schema
        .createIndex("promotions_casino_created_idx")
        .ifNotExists()
        .on("promotions")
        .columns(["casino_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("promotions_category_created_idx")
        .ifNotExists()
        .on("promotions")
        .columns(["category_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("blog_posts_view_count_idx")
        .ifNotExists()
        .on("blog_posts")
        .column("view_count")
        .execute();
      await db.schema
        .createIndex("splash_ads_active_created_idx")
        .ifNotExists()
        .on("splash_ads")
        .columns(["is_active", "created_at"])
        .execute();
      await db.schema
        .createIndex("splash_ads_created_idx")
        .ifNotExists()
        .on("splash_ads")
        .column("created_at")
        .execute();
    },
  };
}
