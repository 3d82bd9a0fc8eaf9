import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * Indexes for the promotion page's two list reads. Its slider of the casino's other listed promotions
 * (`listRelatedPromotions`) walked every active promotion newest first through `promotions_active_created_idx` until
 * it had ten of that casino's: 0.9 ms of a render at the bench volumes, the page's largest query. (casino, state,
 * added, id) reads that casino's active promotions in the page's order and stops at ten. Its approved comments
 * (`listComments`) were found through `promotion_comments_status_idx`, every approved comment of the site;
 * (promotion, status, added, id) reads only the promotion's own, newest first. Plain column indexes, the same on
 * both engines.
 */
export function promotionPageIndexesMigration(): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not db/schema.ts
    async up(db: Kysely<any>) {
      await db.schema
        .createIndex("promotions_casino_live_idx")
        .ifNotExists()
        .on("promotions")
        .columns(["casino_id", "is_active", "created_at", "id"])
        .execute();
      await db.schema
        .createIndex("promotion_comments_shown_idx")
        .ifNotExists()
        .on("promotion_comments")
        .columns(["promotion_id", "status", "created_at", "id"])
        .execute();
    },
  };
}
